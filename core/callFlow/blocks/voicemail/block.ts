import { check, defineBlock } from '../../define.ts';
import { idOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Records a message in a box (configuration-areas §3 "Voicemail"); the call ends there. */
export const block = defineBlock({
  type: 'voicemail',
  order: 7,
  icon: 'voicemail',
  schema,
  uiSchema,
  ruleKeys: ['box_selected'],
  defaults: () => ({ box: null }),
  ports: () => [],
  rules: (data) => check(idOf(data.box) === null, 'box_selected'),
  references: (data) => {
    const id = idOf(data.box);
    return id === null ? [] : [{ resource: 'voicemail_box', id }];
  },
  route: (data) => ({ port: null, end: 'ended', reason: kindReason('voicemail', 'recorded'), params: { box: idOf(data.box) ?? 0 } }),
});
