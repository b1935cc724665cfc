import { useState } from 'react';
import { useNotify, type RaRecord } from 'ra-core';
import { useLocation, useNavigate } from 'react-router';
import type { ResourceDefinition } from '../schema/definition.ts';
import { toPayload } from './formData.ts';
import { useLeaveGuard } from './useLeaveGuard.tsx';
import { useSaveFeedback } from './useSaveFeedback.ts';

export interface SaveRecordOptions {
  definition: ResourceDefinition;
  mode: 'create' | 'edit';
  /** Where the page goes once the record is saved. */
  after(saved: RaRecord): string;
}

/**
 * What saving a record means on any page of an area, new or stored: the form's data turned
 * into the API's payload, the server's errors at their fields (or the stale-record dialog),
 * the leave-page warning while there are unsaved changes, and once saved a notification that
 * names the record and the way on. The selectors' options refresh through the data provider.
 * Pass `mutationOptions` to react-admin's create or edit controller and `submit` its save.
 */
export function useSaveRecord({ definition, mode, after }: SaveRecordOptions) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const feedback = useSaveFeedback(definition);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const mutationOptions = {
    onSuccess: (saved: RaRecord) => {
      notify(mode === 'create' ? 'engine.notifications.created' : 'engine.notifications.saved', {
        type: 'success',
        messageArgs: { name: definition.labelOf(saved) },
      });
      const next = after(saved);
      // Staying on the page: the saved record starts a fresh form, and leaving it later is guarded again.
      if (next === pathname) {
        setDirty(false);
        return;
      }
      guard.allowLeaving();
      navigate(next);
    },
    onError: feedback.onError,
  };
  const submit = (save: ((data: Record<string, unknown>) => unknown) | undefined) => (data: Record<string, unknown>) =>
    void save?.(toPayload(definition, data));
  return { feedback, guard, setDirty, mutationOptions, submit };
}
