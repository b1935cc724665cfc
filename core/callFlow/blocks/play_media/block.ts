import { check, defineBlock } from '../../define.ts';
import { NOT_SET, type SummaryPart } from '../../summary.ts';
import { idOf, idsOf, kindReason, list } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Plays audio files (configuration-areas §3 "Use Audio Message"). */
export const block = defineBlock({
  type: 'play_media',
  order: 12,
  // Material's VolumeUpRounded icon.
  icon: ["M3 10v4c0 .55.45 1 1 1h3l3.29 3.29c.63.63 1.71.18 1.71-.71V6.41c0-.89-1.08-1.34-1.71-.71L7 9H4c-.55 0-1 .45-1 1m13.5 2c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 4.45v.2c0 .38.25.71.6.85C17.18 6.53 19 9.06 19 12s-1.82 5.47-4.4 6.5c-.36.14-.6.47-.6.85v.2c0 .63.63 1.07 1.21.85C18.6 19.11 21 15.84 21 12s-2.4-7.11-5.79-8.4c-.58-.23-1.21.22-1.21.85"],
  schema,
  uiSchema,
  ruleKeys: ['one_file'],
  defaults: () => ({ files: [] }),
  ports: () => ['next'],
  summary: (data) => {
    const files = list(data.files).map((f): SummaryPart => ({ resource: 'media_file', id: idOf(f) }));
    return files.length ? [{ list: files }] : [NOT_SET];
  },
  rules: (data) => check(!idsOf(data.files).length, 'one_file'),
  references: (data) => idsOf(data.files).map((id) => ({ resource: 'media_file', id })),
  route: (data) => ({ port: 'next', reason: kindReason('play_media', 'played'), params: { files: idsOf(data.files).length } }),
});
