import { PASSWORD_MIN_LENGTH } from './passwordRules.ts';

/**
 * The strength meter of portal-overview §5: below the minimum length a password is "too
 * short" whatever its score; from there the strength library's score (0–4) names the level.
 * Colours are fixed, so that a level looks the same on every page and in every language.
 */
export type StrengthLevel = 'too_short' | 'weak' | 'okay' | 'good' | 'strong';

/** How full the bar is (of 4) and its colour, per level. */
export const STRENGTH_LEVELS: Record<StrengthLevel, { bars: number; colour: string }> = {
  too_short: { bars: 0, colour: '#9e9e9e' },
  weak: { bars: 1, colour: '#d32f2f' },
  okay: { bars: 2, colour: '#ef6c00' },
  good: { bars: 3, colour: '#7cb342' },
  strong: { bars: 4, colour: '#2e7d32' },
};

/** zxcvbn scores 0 and 1 are both guessable within hours: both are "weak". */
const BY_SCORE: StrengthLevel[] = ['weak', 'weak', 'okay', 'good', 'strong'];

export function strengthLevel(password: string, score: number): StrengthLevel {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too_short';
  return BY_SCORE[Math.max(0, Math.min(4, Math.round(score)))];
}
