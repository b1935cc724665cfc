import { defineBlock } from '../../define.ts';
import { kindReason, text } from '../../read.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Has the rest of the call summarised (configuration-areas §3 "Summary", §3 "Call summary"). */
export const block = defineBlock({
  type: 'summary',
  order: 15,
  icon: 'summary',
  schema,
  uiSchema,
  defaults: () => ({ language: null }),
  ports: () => ['next'],
  route: (data) => {
    const language = text(data.language);
    return language ? { port: 'next', reason: kindReason('summary', 'recording'), params: { language } } : { port: 'next', reason: kindReason('summary', 'recording_auto') };
  },
});
