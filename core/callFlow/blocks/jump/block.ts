import { check, defineBlock } from '../../define.ts';
import { idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Goes on in another call flow (configuration-areas §3 "Jump To Call Flow"). */
export const block = defineBlock({
  type: 'jump',
  order: 14,
  icon: 'jump',
  schema,
  uiSchema,
  ruleKeys: ['flow_chosen', 'flow_self'],
  defaults: () => ({ call_flow: null }),
  ports: () => [],
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
