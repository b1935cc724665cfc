import type { ComponentType } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useEditController, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router';
import { mappedErrorOf } from '../../dataProvider/dataProvider.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { useResourceTexts } from '../i18n/useResourceTexts.ts';
import { definitionOf } from '../schema/catalogue.ts';
import { StaleRecordDialog } from '../ui/StaleRecordDialog.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { FormActions } from './FormActions.tsx';
import { FormPage } from './FormPage.tsx';
import type { AreaPaths } from './paths.ts';
import { RecordForm } from './RecordForm.tsx';
import { useSaveRecord } from './useSaveRecord.ts';

/** The form sends the whole record: PUT, so that a cleared field is cleared (dataProvider.ts). */
const SAVE_META = { replace: true };

export interface EditPageProps {
  resource: string;
  id: Identifier;
  paths: AreaPaths;
  uiOverrides?: UiSchema;
  /** What the area shows under the form, e.g. a phonebook's contacts. */
  Below?: ComponentType<{ record: RaRecord }>;
  /** The area's own actions on the record, beside delete. */
  Actions?: ComponentType<{ record: RaRecord }>;
}

/**
 * A stored record: the area's one form inside react-admin's edit controller, saved whole
 * (PUT) with the version it was loaded at, so that a change made meanwhile by someone else is
 * refused (412) and offered to reload, never overwritten.
 */
export default function EditPage({ resource, id, paths, uiOverrides, Below, Actions }: EditPageProps) {
  const definition = definitionOf(resource);
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const navigate = useNavigate();
  const { feedback, guard, setDirty, mutationOptions, submit } = useSaveRecord({ definition, mode: 'edit', after: () => paths.list });
  const { record, isPending, error, save, saving, refetch } = useEditController({
    resource,
    id,
    mutationMode: 'pessimistic',
    redirect: false,
    redirectOnError: false,
    // The same meta on read and write keeps react-admin's cache of the record in step.
    queryOptions: { meta: SAVE_META },
    mutationOptions: { meta: SAVE_META, ...mutationOptions },
  });

  useCrumbLabel(paths.edit(id), record ? definition.labelOf(record) : undefined);

  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  if (error || !record) {
    const message = mappedErrorOf(error)?.message;
    return (
      <FormPage title={texts.one} overline={texts.many} back={paths.list}>
        <Alert severity="error" action={<Button component={RouterLink} to={paths.list}>{translate('engine.actions.back_to_list')}</Button>}>
          {translate(message?.key ?? 'errors.not_found', message?.args)}
        </Alert>
      </FormPage>
    );
  }

  const name = definition.labelOf(record);
  const leave = () => {
    guard.allowLeaving();
    navigate(paths.list);
  };
  return (
    <FormPage title={name || texts.one} overline={texts.one} back={paths.list} below={Below ? <Below record={record} /> : undefined}>
      <RecordForm
        // A reloaded record starts a fresh form.
        key={String(record.version ?? '')}
        definition={definition}
        mode="edit"
        record={record}
        recordId={record.id}
        uiOverrides={uiOverrides}
        serverErrors={feedback.serverErrors}
        saving={saving}
        onDirtyChange={setDirty}
        onSubmit={submit(save)}
      >
        <FormActions
          saving={saving}
          cancelTo={paths.list}
          extra={
            <>
              {Actions && <Actions record={record} />}
              <DeleteRecordButton definition={definition} record={record} disabled={saving} onDeleted={leave} onStale={feedback.markStale} />
            </>
          }
        />
      </RecordForm>
      <StaleRecordDialog
        open={feedback.stale}
        name={name}
        onKeep={feedback.closeStale}
        onReload={() => {
          feedback.clear();
          void refetch();
        }}
      />
      {guard.dialog}
    </FormPage>
  );
}
