import { defineBlock } from '../../define.ts';
import { kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Hangs up (configuration-areas §3 "End Call"). */
export const block = defineBlock({
  type: 'end_call',
  order: 16,
  // Material's CallEndRounded icon.
  icon: ["m4.51 15.48 2-1.59c.48-.38.76-.96.76-1.57v-2.6c3.02-.98 6.29-.99 9.32 0v2.61c0 .61.28 1.19.76 1.57l1.99 1.58c.8.63 1.94.57 2.66-.15l1.22-1.22c.8-.8.8-2.13-.05-2.88-6.41-5.66-16.07-5.66-22.48 0-.85.75-.85 2.08-.05 2.88l1.22 1.22c.71.72 1.85.78 2.65.15"],
  schema,
  uiSchema,
  defaults: () => ({}),
  ports: () => [],
  route: () => ({ port: null, end: 'ended', reason: kindReason('end_call', 'hung_up') }),
});
