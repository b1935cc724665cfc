/** The engine reads schemas as the one schema model types them (core/schema/types.ts). */
export type { JsonSchema, ListConfig, ListSort, UiFile } from '../../../core/schema/types.ts';
