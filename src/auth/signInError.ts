import { isApiError } from '../dataProvider/client.ts';

/** Locale keys of the sign-in failures of portal-overview §8 (locales/errors, and the sign-in page's own). */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'errors.invalid_credentials',
  failed: 'errors.login_failed',
  throttled: 'login.throttled',
  unknown: 'errors.unknown',
} as const;

function mentionsCredentials(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('non_field_errors' in body)) return false;
  const messages = body.non_field_errors;
  return Array.isArray(messages) && messages.some((m) => typeof m === 'string' && /credentials/i.test(m));
}

/** The message (a locale key) for a failed api-token-auth call. */
export function signInFailureMessage(error: unknown): string {
  if (!isApiError(error)) return SIGN_IN_MESSAGES.unknown;
  if (error.status === 429) return SIGN_IN_MESSAGES.throttled;
  if (error.status === 400 && mentionsCredentials(error.body)) return SIGN_IN_MESSAGES.invalidCredentials;
  return SIGN_IN_MESSAGES.unknown;
}
