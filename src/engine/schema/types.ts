/** The engine reads schemas as the one schema model types them (src/schema/types.ts). */
export type { JsonSchema, ListConfig, ListSort, UiFile } from '../../schema/types.ts';
