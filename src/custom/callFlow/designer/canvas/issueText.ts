import { issueMessage, type Translate } from '../../../../../core/callFlow/messages.ts';
import type { Issue } from '../../../../../core/callFlow/types.ts';

/**
 * The text of an issue in the user's language. A block whose record has gone is named with the
 * error catalogue's own message (portal-overview §8), as the catalogue words it; every other
 * rule with its text of the blocks' locale files.
 */
export function issueText(issue: Issue, translate: Translate): string {
  if (issue.rule === 'no_database_reference') return translate('errors.call_flow_reference_missing');
  return issueMessage(issue, translate);
}
