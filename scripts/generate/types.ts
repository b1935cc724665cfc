import { compile } from 'json-schema-to-typescript';
import type { SchemaSet } from '../../core/schema/types.ts';
import { bundle } from './bundle.ts';

export const BANNER = '// Written by `npm run generate` from schemas/. Do not edit: change the schema and run it again.\n';

/** TypeScript types of every schema, one interface per record type. */
export async function typesFile(set: SchemaSet): Promise<string> {
  const defs = bundle(set, '#/$defs/');
  const root = {
    title: 'SwitchboardSchemas',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `#/$defs/${name}` }])),
    $defs: defs,
  };
  const ts = await compile(root as never, 'SwitchboardSchemas', {
    bannerComment: BANNER.trim(),
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    format: true,
  });
  return ts;
}
