import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { CanceledRequest, mappedErrorOf } from '../../dataProvider/dataProvider.ts';
import type { ResourceDefinition } from '../schema/definition.ts';

type FieldErrors = Record<string, { message: string; args?: Record<string, unknown> }>;

/**
 * What the user is told when a save fails: field errors at their fields, everything else as
 * a notification in their language; a record changed by someone else (412) opens the
 * stale-record dialog instead. A canceled request says nothing.
 */
export function useSaveFeedback(definition: ResourceDefinition) {
  const notify = useNotify();
  const translate = useTranslate();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [stale, setStale] = useState(false);

  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof CanceledRequest) return;
      const mapped = mappedErrorOf(error);
      if (!mapped) {
        notify('errors.unknown', { type: 'error' });
        return;
      }
      if (mapped.status === 412) {
        setStale(true);
        return;
      }
      const fields = ((error as { body?: { errors?: FieldErrors } }).body?.errors ?? {}) as FieldErrors;
      const atFields: Record<string, string> = {};
      let elsewhere: { message: string; args?: Record<string, unknown> } | undefined;
      for (const [field, { message, args }] of Object.entries(fields)) {
        if (field in definition.fields && !definition.fields[field].readOnly) atFields[field] = translate(message, args);
        else elsewhere ??= { message, args };
      }
      setServerErrors(atFields);
      // A field the form does not show cannot carry its error: the notification says it.
      const message = elsewhere && mapped.message.key === 'errors.form_invalid' ? { key: elsewhere.message, args: elsewhere.args } : mapped.message;
      notify(message.key, { type: 'error', messageArgs: message.args });
    },
    [definition.fields, notify, translate],
  );

  const clear = useCallback(() => {
    setServerErrors(undefined);
    setStale(false);
  }, []);

  return { serverErrors, stale, onError, clear, markStale: () => setStale(true), closeStale: () => setStale(false) };
}
