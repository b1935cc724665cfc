import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { mapError, type MappedError, type UserMessage } from './apiError.ts';
import { isApiError } from './client.ts';

const UNKNOWN: UserMessage = { key: 'errors.unknown' };

/**
 * What a failed call of the typed client means for the user: the mapped answer of the server, or the
 * generic message when the server could not be reached or the failure is not an answer.
 */
export function failureOf(error: unknown): MappedError {
  if (isApiError(error) && error.status > 0) return mapError(error.status, error.body, error.retryAfter);
  return { status: 0, message: UNKNOWN, fields: {} };
}

/** Turns a mapped message into text in the user's language. */
export function useMessageText(): (message: UserMessage) => string {
  const translate = useTranslate();
  return useCallback((message: UserMessage) => translate(message.key, message.args), [translate]);
}
