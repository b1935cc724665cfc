import { PASSWORD_MIN_LENGTH } from './passwordRules.ts';

/**
 * The reset form's rules (portal-overview §5): both fields at least 8 characters, no
 * whitespace anywhere, and the confirmation equal to the new password. The error keys are
 * the ones the page shows under the fields.
 */
export interface NewPasswordCheck {
  /** Submit is enabled only when this is true. */
  submittable: boolean;
  /** Locale keys of what to say under the new password and under the confirmation. */
  passwordError?: string;
  confirmationError?: string;
}

const long = (value: string) => [...value].length >= PASSWORD_MIN_LENGTH;

export function checkNewPassword(password: string, confirmation: string): NewPasswordCheck {
  const passwordError = /\s/.test(password) ? 'errors.password_whitespace' : undefined;
  // Only once both are long enough: a half-typed confirmation is not yet a mismatch.
  const mismatch = long(password) && long(confirmation) && password !== confirmation;
  const confirmationError = mismatch ? 'user_management_password_error_match' : undefined;
  return {
    submittable: long(password) && long(confirmation) && !passwordError && !mismatch,
    passwordError,
    confirmationError,
  };
}
