import { formatPhoneNumber } from '../../../core/domain/formats.ts';

/** A party as the list shows it: an E.164 number grouped, an extension as it is. */
export function partyText(value: string, withheld: string): string {
  if (!value) return withheld;
  return value.startsWith('+') ? formatPhoneNumber(value) : value;
}
