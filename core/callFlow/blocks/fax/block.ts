import { check, defineBlock } from '../../define.ts';
import { shown, textsOrNotSet } from '../../summary.ts';
import { isEmail } from '../../../domain/formats.ts';
import { kindReason, list, text } from '../../read.ts';
import type { RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Receives a fax for e-mail recipients (configuration-areas §3 "Fax"); the call ends there. */
export const block = defineBlock({
  type: 'fax',
  order: 8,
  // Material's PrintRounded icon.
  icon: ["M19 8H5c-1.66 0-3 1.34-3 3v4c0 1.1.9 2 2 2h2v2c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2v-2h2c1.1 0 2-.9 2-2v-4c0-1.66-1.34-3-3-3m-4 11H9c-.55 0-1-.45-1-1v-4h8v4c0 .55-.45 1-1 1m4-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-2-9H7c-.55 0-1 .45-1 1v2c0 .55.45 1 1 1h10c.55 0 1-.45 1-1V4c0-.55-.45-1-1-1"],
  schema,
  uiSchema,
  ruleKeys: ['recipient', 'recipient_valid'],
  defaults: () => ({ recipients: [] }),
  ports: () => [],
  summary: (data) => textsOrNotSet(list(data.recipients).map(shown).filter(Boolean)),
  rules: (data) => {
    const recipients = list(data.recipients).map(text);
    const bad = recipients.filter((r) => !isEmail(r.trim()));
    return [...check(!recipients.length, 'recipient'), ...bad.map((r): RuleIssue => ({ rule: 'recipient_valid', params: { email: r } }))];
  },
  route: (data) => ({ port: null, end: 'ended', reason: kindReason('fax', 'received'), params: { recipients: list(data.recipients).length } }),
});
