import { schemaFileName, schemaSet } from '../../core/schema/set.ts';
import type { JsonSchema, UiFile } from '../../core/schema/types.ts';

// The portal's copy of schemas/, read when the shell loads (Vite's glob: the bundler includes
// the files), so a schema added or changed reaches the screens and the menu without code.
const schemaFiles = import.meta.glob<JsonSchema>('../../schemas/*.schema.json', { eager: true, import: 'default' });
const uiFiles = import.meta.glob<UiFile>('../../schemas/*.ui.json', { eager: true, import: 'default' });

export const SCHEMAS = schemaSet(
  Object.entries(schemaFiles).map(([path, schema]) => [schemaFileName(path), schema]),
  Object.entries(uiFiles).map(([path, ui]) => [schemaFileName(path), ui]),
);
