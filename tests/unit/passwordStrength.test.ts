import { describe, expect, it } from 'vitest';
import { STRENGTH_LEVELS, strengthLevel } from '../../core/domain/passwordStrength.ts';
import { checkNewPassword } from '../../core/domain/newPassword.ts';
import { checkPasswordChange } from '../../core/domain/passwordChange.ts';
import { strengthScore } from '../../src/custom/account/password/strengthEstimator.ts';

describe('the strength meter', () => {
  it('calls anything under 8 characters too short, whatever its score', () => {
    expect(strengthLevel('Xq9!zT', 4)).toBe('too_short');
    expect(strengthLevel('😀😀😀😀😀😀😀', 4)).toBe('too_short');
  });

  it.each([
    [0, 'weak'],
    [1, 'weak'],
    [2, 'okay'],
    [3, 'good'],
    [4, 'strong'],
  ] as const)('names score %i %s', (score, level) => {
    expect(strengthLevel('long enough', score)).toBe(level);
  });

  it('has fixed colours, one per level, and fills more bars as the level rises', () => {
    const levels = Object.values(STRENGTH_LEVELS);
    expect(new Set(levels.map((l) => l.colour)).size).toBe(levels.length);
    expect(levels.map((l) => l.bars)).toEqual([0, 1, 2, 3, 4]);
  });

  it('scores with zxcvbn-ts and its English, Dutch and French word lists', () => {
    expect(strengthScore('password123')).toBeLessThanOrEqual(1);
    expect(strengthScore('wachtwoord2024')).toBeLessThanOrEqual(2);
    expect(strengthScore('motdepasse12')).toBeLessThanOrEqual(2);
    expect(strengthScore('Harbour-Lights-42x-Quietly')).toBe(4);
  });

  it('counts the user’s own name against the password', () => {
    expect(strengthScore('ritareseller1', ['ritareseller'])).toBeLessThan(strengthScore('ritareseller1'));
  });
});

describe('the reset form', () => {
  it('enables submit only when both have 8 characters, no whitespace, and match', () => {
    expect(checkNewPassword('Harbour-42', 'Harbour-42').submittable).toBe(true);
    expect(checkNewPassword('Harb-42', 'Harb-42').submittable).toBe(false);
    expect(checkNewPassword('Harbour-42', 'Harbour-4').submittable).toBe(false);
    expect(checkNewPassword('Harbour 42', 'Harbour 42')).toMatchObject({ submittable: false, passwordError: 'errors.password_whitespace' });
    expect(checkNewPassword('Harbour-42', 'Harbour-43')).toMatchObject({ submittable: false, confirmationError: 'user_management_password_error_match' });
  });

  it('does not call a confirmation that is still being typed a mismatch', () => {
    expect(checkNewPassword('Harbour-42', 'Harb').confirmationError).toBeUndefined();
  });
});

describe('the change-password modal', () => {
  const empty = { current: '', password: '', confirmation: '' };

  it('requires all three fields, once the user tried to submit', () => {
    expect(checkPasswordChange(empty, false)).toMatchObject({ valid: false, currentError: undefined });
    expect(checkPasswordChange(empty, true)).toMatchObject({
      valid: false,
      currentError: 'ra.validation.required',
      passwordError: 'ra.validation.required',
      confirmationError: 'ra.validation.required',
    });
  });

  it('says the passwords do not match', () => {
    const values = { current: 'old', password: 'Harbour-42', confirmation: 'Harbour-43' };
    expect(checkPasswordChange(values, false)).toMatchObject({ valid: false, confirmationError: 'user_management_password_error_match' });
    expect(checkPasswordChange({ ...values, confirmation: 'Harbour-42' }, true)).toEqual({
      valid: true,
      currentError: undefined,
      passwordError: undefined,
      confirmationError: undefined,
    });
  });
});
