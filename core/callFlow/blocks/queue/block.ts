import { check, defineBlock } from '../../define.ts';
import { record } from '../../summary.ts';
import { entryFor, idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const reason = (r: string) => kindReason('queue', r);

/** Waits in a queue (configuration-areas §3 "Queue"); full or timed out: the full port. */
export const block = defineBlock({
  type: 'queue',
  order: 6,
  // Material's QueueRounded icon.
  icon: ["M3 6c-.55 0-1 .45-1 1v13c0 1.1.9 2 2 2h13c.55 0 1-.45 1-1s-.45-1-1-1H5c-.55 0-1-.45-1-1V7c0-.55-.45-1-1-1m17-4H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-2 9h-3v3c0 .55-.45 1-1 1s-1-.45-1-1v-3h-3c-.55 0-1-.45-1-1s.45-1 1-1h3V6c0-.55.45-1 1-1s1 .45 1 1v3h3c.55 0 1 .45 1 1s-.45 1-1 1"],
  schema,
  uiSchema,
  ruleKeys: ['queue_chosen'],
  defaults: () => ({ queue: null }),
  ports: () => ['full'],
  summary: (data) => record('queue', data.queue),
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
