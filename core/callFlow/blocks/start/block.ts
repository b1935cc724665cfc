import { defineBlock } from '../../define.ts';
import { kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Where the call enters: exactly one per diagram, no input, one output. */
export const block = defineBlock({
  type: 'start',
  order: 0,
  icon: 'start',
  schema,
  uiSchema,
  hasInput: false,
  defaults: () => ({}),
  ports: () => ['next'],
  route: () => ({ port: 'next', reason: kindReason('start', 'entered') }),
});
