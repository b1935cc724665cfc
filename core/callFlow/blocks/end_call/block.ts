import { defineBlock } from '../../define.ts';
import { kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Hangs up (configuration-areas §3 "End Call"). */
export const block = defineBlock({
  type: 'end_call',
  order: 16,
  icon: 'callEnd',
  schema,
  uiSchema,
  defaults: () => ({}),
  ports: () => [],
  route: () => ({ port: null, end: 'ended', reason: kindReason('end_call', 'hung_up') }),
});
