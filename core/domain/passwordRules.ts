/**
 * The password rules of portal-overview §5 and §9 and configuration-areas §5 that need no
 * word list, so that the portal can show them before the server is asked. The server also
 * refuses common passwords (server/account/commonPasswords.ts).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with length; nobody types more. */
export const PASSWORD_MAX_LENGTH = 128;

/** The catalogue codes of the rules, in the order the messages are shown. */
export type PasswordRule =
  | 'password_too_short'
  | 'password_entirely_numeric'
  | 'password_no_lower'
  | 'password_no_upper'
  | 'password_no_digit';

/** Every rule the password breaks; empty when it keeps them all. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) broken.push('password_too_short');
  if (/^\d+$/.test(password)) broken.push('password_entirely_numeric');
  // Letters of any script count, so that "é" is as good a lowercase letter as "e".
  if (!/\p{Ll}/u.test(password)) broken.push('password_no_lower');
  if (!/\p{Lu}/u.test(password)) broken.push('password_no_upper');
  if (!/\p{Nd}/u.test(password)) broken.push('password_no_digit');
  return broken;
}
