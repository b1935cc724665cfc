/**
 * The server reads schemas/ through the one schema model (core/schema/): the same types, reader
 * and Ajv set-up as the portal and `npm run generate`.
 */
export { SCHEMAS_DIR, loadSchemas } from '../schema/files.ts';
export type { JsonSchema, ResourceSchema, SchemaSet } from '../../core/schema/types.ts';
