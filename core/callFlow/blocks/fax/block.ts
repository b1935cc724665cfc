import { check, defineBlock } from '../../define.ts';
import { isEmail } from '../../../domain/formats.ts';
import { kindReason, list, text } from '../../read.ts';
import type { RuleIssue } from '../../types.ts';
import schema from './schema.json' with { type: 'json' };
import uiSchema from './ui.json' with { type: 'json' };

/** Receives a fax for e-mail recipients (configuration-areas §3 "Fax"); the call ends there. */
export const block = defineBlock({
  type: 'fax',
  order: 8,
  icon: 'fax',
  schema,
  uiSchema,
  ruleKeys: ['recipient', 'recipient_valid'],
  defaults: () => ({ recipients: [] }),
  ports: () => [],
  rules: (data) => {
    const recipients = list(data.recipients).map(text);
    const bad = recipients.filter((r) => !isEmail(r.trim()));
    return [...check(!recipients.length, 'recipient'), ...bad.map((r): RuleIssue => ({ rule: 'recipient_valid', params: { email: r } }))];
  },
  route: (data) => ({ port: null, end: 'ended', reason: kindReason('fax', 'received'), params: { recipients: list(data.recipients).length } }),
});
