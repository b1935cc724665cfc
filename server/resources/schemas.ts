/**
 * The server reads schemas/ through the one schema model (src/schema/): the same types, reader
 * and Ajv set-up as the portal and `npm run generate`.
 */
export { SCHEMAS_DIR, loadSchemas } from '../../src/schema/files.ts';
export type { JsonSchema, ResourceSchema, SchemaSet } from '../../src/schema/types.ts';
