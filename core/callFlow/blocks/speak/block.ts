import { check, defineBlock } from '../../define.ts';
import { shown, textsOrNotSet } from '../../summary.ts';
import { kindReason, text } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const blank = (value: unknown) => !text(value).trim();

/** Speaks a text (configuration-areas §3 "Create Audio File"). */
export const block = defineBlock({
  type: 'speak',
  order: 13,
  // Material's RecordVoiceOverRounded icon.
  icon: ["M5 9a4 4 0 1 0 8 0a4 4 0 1 0 -8 0","M9 15c-2.67 0-8 1.34-8 4v1c0 .55.45 1 1 1h14c.55 0 1-.45 1-1v-1c0-2.66-5.33-4-8-4m6.47-7.23c.32.79.32 1.67 0 2.46-.19.47-.11 1 .25 1.36l.03.03c.58.58 1.57.46 1.95-.27.76-1.45.76-3.15-.02-4.66-.38-.74-1.38-.88-1.97-.29l-.01.01c-.34.35-.42.89-.23 1.36m3.71-4.88c-.4.4-.46 1.02-.13 1.48 1.97 2.74 1.96 6.41-.03 9.25-.32.45-.25 1.07.14 1.46l.03.03c.49.49 1.32.45 1.74-.1 2.75-3.54 2.76-8.37 0-12.02-.42-.55-1.26-.59-1.75-.1"],
  schema,
  uiSchema,
  ruleKeys: ['text_required', 'language_required', 'voice_required'],
  defaults: () => ({ text: '', language: '', voice: '' }),
  ports: () => ['next'],
  summary: (data) => textsOrNotSet([shown(data.text)].filter(Boolean)),
  rules: (data) => [...check(blank(data.text), 'text_required'), ...check(blank(data.language), 'language_required'), ...check(blank(data.voice), 'voice_required')],
  route: (data) => ({ port: 'next', reason: kindReason('speak', 'spoken'), params: { text: text(data.text), language: text(data.language), voice: text(data.voice) } }),
});
