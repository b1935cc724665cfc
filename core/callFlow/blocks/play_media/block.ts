import { check, defineBlock } from '../../define.ts';
import { idsOf, kindReason } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Plays audio files (configuration-areas §3 "Use Audio Message"). */
export const block = defineBlock({
  type: 'play_media',
  order: 12,
  icon: 'audio',
  schema,
  uiSchema,
  ruleKeys: ['one_file'],
  defaults: () => ({ files: [] }),
  ports: () => ['next'],
  rules: (data) => check(!idsOf(data.files).length, 'one_file'),
  references: (data) => idsOf(data.files).map((id) => ({ resource: 'media_file', id })),
  route: (data) => ({ port: 'next', reason: kindReason('play_media', 'played'), params: { files: idsOf(data.files).length } }),
});
