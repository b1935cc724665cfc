import { defineBlock } from '../../define.ts';
import { kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Where the call enters: exactly one per diagram, no input, one output. */
export const block = defineBlock({
  type: 'start',
  order: 0,
  // Material's PlayCircleRounded icon.
  icon: ["M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.5 14.67V9.33c0-.79.88-1.27 1.54-.84l4.15 2.67c.61.39.61 1.29 0 1.68l-4.15 2.67c-.66.43-1.54-.05-1.54-.84"],
  schema,
  uiSchema,
  hasInput: false,
  defaults: () => ({}),
  ports: () => ['next'],
  route: () => ({ port: 'next', reason: kindReason('start', 'entered') }),
});
