import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from '../../core/domain/passwordRules.ts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from '../../server/account/commonPasswords.ts';

describe('password rules', () => {
  it.each([
    ['Harbour-Lights-42', []],
    ['Éclair-Matin-7', []],
    ['Ab1', ['password_too_short']],
    ['12345678', ['password_entirely_numeric', 'password_no_lower', 'password_no_upper']],
    ['harbourlights42', ['password_no_upper']],
    ['HARBOURLIGHTS42', ['password_no_lower']],
    ['HarbourLights', ['password_no_digit']],
    ['', ['password_too_short', 'password_no_lower', 'password_no_upper', 'password_no_digit']],
  ])('%j breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(brokenPasswordRules('Ab1😀😀😀😀')).toEqual(['password_too_short']);
  });
});

describe('the common password list', () => {
  it('holds at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['123456', 'password', 'qwerty123', 'Password1', 'PASSWORD123', 'iloveyou', 'monkey123'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Harbour-Lights-42', 'Switchboard-2026', 'x7Q!vLm2#pRw'])('does not know %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
