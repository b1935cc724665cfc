import { useEffect } from 'react';
import { useEditController, type Identifier, type RaRecord } from 'ra-core';
import { definitionOf } from '../schema/catalogue.ts';
import { loadValidator } from '../validation/loadValidator.ts';
import { useSaveRecord } from './useSaveRecord.ts';

/** The form sends the whole record: PUT, so that a cleared field is cleared (dataProvider.ts). */
const SAVE_META = { replace: true };

export interface EditRecordOptions {
  resource: string;
  id: Identifier;
  /** Where the page goes once the record is saved. */
  after(saved: RaRecord): string;
  /** What else a save changes, done before the page goes on (e.g. what shows the record elsewhere). */
  onSaved?(saved: RaRecord): void;
}

/**
 * A stored record read and saved whole (PUT) with the version it was loaded at, so that a change
 * made meanwhile by someone else is refused (412) and offered to reload, never overwritten:
 * react-admin's edit controller with useSaveRecord's save. EditRecordForm draws it.
 */
export function useEditRecord({ resource, id, after, onSaved }: EditRecordOptions) {
  const definition = definitionOf(resource);
  const { feedback, guard, setDirty, mutationOptions, submit } = useSaveRecord({ definition, mode: 'edit', after });
  const { record, isPending, error, save, saving, refetch } = useEditController({
    resource,
    id,
    mutationMode: 'pessimistic',
    redirect: false,
    redirectOnError: false,
    // The same meta on read and write keeps react-admin's cache of the record in step.
    queryOptions: { meta: SAVE_META },
    mutationOptions: {
      meta: SAVE_META,
      ...mutationOptions,
      onSuccess: (saved: RaRecord) => {
        onSaved?.(saved);
        mutationOptions.onSuccess(saved);
      },
    },
  });
  // The form's compiled validator is read beside the record, not once the record has come (the
  // form waits for both): the time schedule's page asked for its validator only after its record.
  useEffect(() => void loadValidator(definition), [definition]);
  return { definition, record, isPending, error, refetch, saving, feedback, guard, setDirty, onSubmit: submit(save) };
}

export type EditRecord = ReturnType<typeof useEditRecord>;
