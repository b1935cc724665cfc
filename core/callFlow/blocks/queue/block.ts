import { check, defineBlock } from '../../define.ts';
import { entryFor, idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const reason = (r: string) => kindReason('queue', r);

/** Waits in a queue (configuration-areas §3 "Queue"); full or timed out: the full port. */
export const block = defineBlock({
  type: 'queue',
  order: 6,
  icon: 'queue',
  schema,
  uiSchema,
  ruleKeys: ['queue_chosen'],
  defaults: () => ({ queue: null }),
  ports: () => ['full'],
  rules: (data) => check(idOf(data.queue) === null, 'queue_chosen'),
  references: (data) => {
    const id = idOf(data.queue);
    return id === null ? [] : [{ resource: 'queue', id }];
  },
  route: (data, call) => {
    const params = { queue: idOf(data.queue) ?? 0 };
    return entryFor(call.scenario.queue_full, call.block) === true
      ? { port: 'full', reason: reason('full'), params }
      : { port: null, end: 'ended', reason: reason('answered'), params };
  },
});
