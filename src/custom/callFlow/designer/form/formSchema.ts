import type { BlockKind } from '../../../../../core/callFlow/types.ts';
import { inlineSchema } from '../../../../../core/schema/inline.ts';
import { SCHEMAS } from '../../../../schema/bundled.ts';
import type { JsonSchema } from '../../../../../core/schema/types.ts';

const cache = new WeakMap<object, JsonSchema>();

/**
 * The schema a block's form renders and validates: the kind's schema as the engine's forms take
 * theirs (inline.ts: self-contained, without the developers' English titles and descriptions),
 * the very schema the build compiled its validators from (scripts/vite/blockValidators.ts).
 */
export function formSchemaOf(kind: BlockKind): JsonSchema {
  let schema = cache.get(kind.schema);
  if (!schema) {
    schema = inlineSchema(kind.schema, SCHEMAS.common);
    cache.set(kind.schema, schema);
  }
  return schema;
}
