import { defineBlock } from '../../define.ts';
import { shown, textsOrNotSet } from '../../summary.ts';
import { kindReason, text } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Has the rest of the call summarised (configuration-areas §3 "Summary", §3 "Call summary"). */
export const block = defineBlock({
  type: 'summary',
  order: 15,
  // Material's SummarizeRounded icon.
  icon: ["M15.59 3.59c-.38-.38-.89-.59-1.42-.59H5c-1.1 0-1.99.9-1.99 2L3 19c0 1.1.89 2 1.99 2H19c1.1 0 2-.9 2-2V9.83c0-.53-.21-1.04-.59-1.41zM8 17c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m0-4c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m0-4c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m6 0V4.5l5.5 5.5H15c-.55 0-1-.45-1-1"],
  schema,
  uiSchema,
  defaults: () => ({ language: null }),
  ports: () => ['next'],
  summary: (data) => textsOrNotSet([shown(data.language)].filter(Boolean)),
  route: (data) => {
    const language = text(data.language);
    return language ? { port: 'next', reason: kindReason('summary', 'recording'), params: { language } } : { port: 'next', reason: kindReason('summary', 'recording_auto') };
  },
});
