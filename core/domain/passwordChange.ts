/** The three fields of the change-password modal. */
export interface PasswordChange {
  current: string;
  password: string;
  confirmation: string;
}

export interface PasswordChangeCheck {
  valid: boolean;
  /** Locale keys of the messages under each field. */
  currentError?: string;
  passwordError?: string;
  confirmationError?: string;
}

const REQUIRED = 'ra.validation.required';
const MISMATCH = 'user_management_password_error_match';

/**
 * portal-overview §5: all three required, and the confirmation equal to the new password.
 * "Required" waits for a first submit; a mismatch shows as soon as the confirmation is as
 * long as the new password, when it can no longer be a confirmation still being typed.
 */
export function checkPasswordChange(values: PasswordChange, submitted: boolean): PasswordChangeCheck {
  const required = (value: string) => (submitted && value === '' ? REQUIRED : undefined);
  const typedOut = values.confirmation !== '' && (submitted || [...values.confirmation].length >= [...values.password].length);
  const mismatch = typedOut && values.password !== '' && values.confirmation !== values.password;
  const check = {
    currentError: required(values.current),
    passwordError: required(values.password),
    confirmationError: required(values.confirmation) ?? (mismatch ? MISMATCH : undefined),
  };
  return { ...check, valid: values.current !== '' && values.password !== '' && values.confirmation !== '' && values.confirmation === values.password };
}
