import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { useCreateController, useTranslate } from 'ra-core';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { useResourceTexts } from '../i18n/useResourceTexts.ts';
import { definitionOf } from '../schema/catalogue.ts';
import type { ResourceDefinition } from '../schema/definition.ts';
import { FormActions } from './FormActions.tsx';
import { FormPage } from './FormPage.tsx';
import { HeldWhileLeaving } from './HeldWhileLeaving.tsx';
import type { AreaPaths } from './paths.ts';
import { RecordForm } from './RecordForm.tsx';
import { useSaveRecord } from './useSaveRecord.ts';

export interface CreatePageProps {
  resource: string;
  paths: AreaPaths;
  /** Values a new record starts with, e.g. the phonebook a contact goes into. */
  initial?: Record<string, unknown>;
  uiOverrides?: UiSchema;
  /** Where a saved record goes: back to the list (default) or on to its edit page. */
  afterCreate?: 'list' | 'edit';
  /** A definition made elsewhere (a copy of a schema, in tests); default: the schema's. */
  definition?: ResourceDefinition;
  /** The page's follow-up to a change of the form (RecordForm's adjust). */
  adjust?(next: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown>;
}

/** A new record: the area's one form inside react-admin's create controller. */
export default function CreatePage({ resource, paths, initial, uiOverrides, afterCreate = 'list', definition: given, adjust }: CreatePageProps) {
  const definition = given ?? definitionOf(resource);
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  useCrumbLabel(paths.create, translate('engine.breadcrumbs.new'));
  const { feedback, guard, setDirty, mutationOptions, submit } = useSaveRecord({
    definition,
    mode: 'create',
    after: (created) => (afterCreate === 'edit' ? paths.edit(created.id) : paths.list),
  });
  const { save, saving } = useCreateController({ resource, redirect: false, mutationOptions });
  const record = useMemo(() => initial ?? {}, [initial]);

  return (
    // Once created and on its way elsewhere, the page is not drawn again (HeldWhileLeaving).
    <HeldWhileLeaving leaving={guard.leaving}>
      <FormPage title={texts.newTitle} overline={texts.one} back={paths.list}>
        <RecordForm
          definition={definition}
          mode="create"
          record={record}
          uiOverrides={uiOverrides}
          serverErrors={feedback.serverErrors}
          saving={saving}
          onDirtyChange={setDirty}
          adjust={adjust}
          onSubmit={submit(save)}
        >
          <FormActions saving={saving} cancelTo={paths.list} />
        </RecordForm>
        {guard.dialog}
      </FormPage>
    </HeldWhileLeaving>
  );
}
