import { serverText } from '../../core/domain/errorCatalogue.ts';
import { brokenPasswordRules, PASSWORD_MIN_LENGTH } from '../../core/domain/passwordRules.ts';
import { isCommonPassword } from './commonPasswords.ts';

/** The catalogue texts of every rule a new password breaks; empty when it may be used. */
export function passwordProblems(password: string): string[] {
  const problems = brokenPasswordRules(password).map((code) => serverText(code, { limit: PASSWORD_MIN_LENGTH }));
  if (isCommonPassword(password)) problems.push(serverText('password_too_common'));
  return problems;
}
