import { check, defineBlock } from '../../define.ts';
import { record } from '../../summary.ts';
import { idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Records a message in a box (configuration-areas §3 "Voicemail"); the call ends there. */
export const block = defineBlock({
  type: 'voicemail',
  order: 7,
  // Material's VoicemailRounded icon.
  icon: ["M18.5 6C15.46 6 13 8.46 13 11.5c0 1.33.47 2.55 1.26 3.5H9.74c.79-.95 1.26-2.17 1.26-3.5C11 8.46 8.54 6 5.5 6S0 8.46 0 11.5 2.46 17 5.5 17h13c3.04 0 5.5-2.46 5.5-5.5S21.54 6 18.5 6m-13 9C3.57 15 2 13.43 2 11.5S3.57 8 5.5 8 9 9.57 9 11.5 7.43 15 5.5 15m13 0c-1.93 0-3.5-1.57-3.5-3.5S16.57 8 18.5 8 22 9.57 22 11.5 20.43 15 18.5 15"],
  schema,
  uiSchema,
  ruleKeys: ['box_selected'],
  defaults: () => ({ box: null }),
  ports: () => [],
  summary: (data) => record('voicemail_box', data.box),
  rules: (data) => check(idOf(data.box) === null, 'box_selected'),
  references: (data) => {
    const id = idOf(data.box);
    return id === null ? [] : [{ resource: 'voicemail_box', id }];
  },
  route: (data) => ({ port: null, end: 'ended', reason: kindReason('voicemail', 'recorded'), params: { box: idOf(data.box) ?? 0 } }),
});
