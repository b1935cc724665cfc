import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most often, ranked by how often they appear in leaked password
 * sets: zxcvbn-ts's common list (about 49,000 entries). The portal's strength meter scores
 * with the same list, so a password the meter calls weak for this reason is also refused here.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

// A changed package that shipped a short list would weaken the rule without a word.
if (COMMON.size < 10_000) throw new Error(`the common password list has only ${COMMON.size} entries`);

export const COMMON_PASSWORD_COUNT = COMMON.size;

/** Case does not make a common password less common: "Password1" is "password1". */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
