import { formatParty } from '../../../core/domain/formats.ts';

/** A party as the list shows it: an E.164 number grouped, an extension as it is. */
export function partyText(value: string, withheld: string): string {
  return formatParty(value) || withheld;
}
