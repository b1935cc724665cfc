import type { ComponentType } from 'react';
import { Button } from '@mui/material';
import type { UiSchema } from '@rjsf/utils';
import { useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { useResourceTexts } from '../i18n/useResourceTexts.ts';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { EditRecordForm } from './EditRecordForm.tsx';
import { FormActions } from './FormActions.tsx';
import { FormPage } from './FormPage.tsx';
import { HeldWhileLeaving } from './HeldWhileLeaving.tsx';
import type { AreaPaths } from './paths.ts';
import { RecordLoadError, RecordLoading } from './RecordLoadState.tsx';
import { useEditRecord } from './useEditRecord.ts';

export interface EditPageProps {
  resource: string;
  id: Identifier;
  paths: AreaPaths;
  uiOverrides?: UiSchema;
  /** What the area shows under the form, e.g. a phonebook's contacts. */
  Below?: ComponentType<{ record: RaRecord }>;
  /** The area's own actions on the record, beside delete. */
  Actions?: ComponentType<{ record: RaRecord }>;
  /** Where the page goes once saved: the list (default) or it stays. */
  afterSave?: 'list' | 'edit';
}

/**
 * A stored record: the area's one form (useEditRecord: saved whole with the version it was
 * loaded at, a change made meanwhile refused and offered to reload), with delete beside save.
 * Once saved or deleted on its way elsewhere, it is held as it was (HeldWhileLeaving).
 */
export default function EditPage({ resource, id, paths, uiOverrides, Below, Actions, afterSave = 'list' }: EditPageProps) {
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const navigate = useNavigate();
  const edit = useEditRecord({ resource, id, after: () => (afterSave === 'edit' ? paths.edit(id) : paths.list) });
  const { definition, record, isPending, error, saving, feedback, guard } = edit;

  useCrumbLabel(paths.edit(id), record ? definition.labelOf(record) : undefined);

  if (isPending) return <RecordLoading />;
  if (error || !record) {
    return (
      <FormPage title={texts.one} overline={texts.many} back={paths.list}>
        <RecordLoadError
          error={error}
          action={
            <Button component={RouterLink} to={paths.list}>
              {translate('engine.actions.back_to_list')}
            </Button>
          }
        />
      </FormPage>
    );
  }

  const name = definition.labelOf(record);
  const leave = () => {
    guard.allowLeaving();
    navigate(paths.list);
  };
  return (
    <HeldWhileLeaving leaving={guard.leaving}>
      <FormPage title={name || texts.one} overline={texts.one} back={paths.list} below={Below ? <Below record={record} /> : undefined}>
        <EditRecordForm edit={edit} record={record} name={name} uiOverrides={uiOverrides}>
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
        </EditRecordForm>
      </FormPage>
    </HeldWhileLeaving>
  );
}
