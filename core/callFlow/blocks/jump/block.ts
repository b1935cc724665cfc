import { check, defineBlock } from '../../define.ts';
import { record } from '../../summary.ts';
import { idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Goes on in another call flow (configuration-areas §3 "Jump To Call Flow"). */
export const block = defineBlock({
  type: 'jump',
  order: 14,
  // Material's ShortcutRounded icon.
  icon: ["M20.29 10.29 16.7 6.7c-.62-.62-1.7-.18-1.7.71V10H8c-2.76 0-5 2.24-5 5v3c0 .55.45 1 1 1s1-.45 1-1v-3c0-1.65 1.35-3 3-3h7v2.59c0 .89 1.08 1.34 1.71.71l3.59-3.59c.38-.39.38-1.03-.01-1.42"],
  schema,
  uiSchema,
  ruleKeys: ['flow_chosen', 'flow_self'],
  defaults: () => ({ call_flow: null }),
  ports: () => [],
  summary: (data) => record('call_flow', data.call_flow),
  rules: (data, ctx) => {
    const target = idOf(data.call_flow);
    return [...check(target === null, 'flow_chosen'), ...check(target !== null && target === ctx.flowId, 'flow_self')];
  },
  references: (data) => {
    const id = idOf(data.call_flow);
    return id === null ? [] : [{ resource: 'call_flow', id }];
  },
  route: (data) => {
    const id = idOf(data.call_flow);
    return id === null
      ? { port: null, end: 'dead_end', reason: kindReason('jump', 'no_flow') }
      : { port: null, jump: id, reason: kindReason('jump', 'jumped'), params: { call_flow: id } };
  },
});
