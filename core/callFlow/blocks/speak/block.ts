import { check, defineBlock } from '../../define.ts';
import { kindReason, text } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

const blank = (value: unknown) => !text(value).trim();

/** Speaks a text (configuration-areas §3 "Create Audio File"). */
export const block = defineBlock({
  type: 'speak',
  order: 13,
  icon: 'speak',
  schema,
  uiSchema,
  ruleKeys: ['text_required', 'language_required', 'voice_required'],
  defaults: () => ({ text: '', language: '', voice: '' }),
  ports: () => ['next'],
  rules: (data) => [...check(blank(data.text), 'text_required'), ...check(blank(data.language), 'language_required'), ...check(blank(data.voice), 'voice_required')],
  route: (data) => ({ port: 'next', reason: kindReason('speak', 'spoken'), params: { text: text(data.text), language: text(data.language), voice: text(data.voice) } }),
});
