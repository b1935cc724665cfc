import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEditController, useTranslate } from 'ra-core';
import { loadProfile } from '../../auth/authProvider.ts';
import { permissionsOf } from '../../auth/profile.ts';
import { startSession } from '../../auth/session.ts';
import { useSession } from '../../auth/useSession.ts';
import { mappedErrorOf } from '../../dataProvider/dataProvider.ts';
import { refreshResource } from '../../dataProvider/queryClient.ts';
import { FormActions } from '../../engine/form/FormActions.tsx';
import { FormPage } from '../../engine/form/FormPage.tsx';
import { RecordForm } from '../../engine/form/RecordForm.tsx';
import { useSaveRecord } from '../../engine/form/useSaveRecord.ts';
import { definitionOf } from '../../engine/schema/catalogue.ts';
import { StaleRecordDialog } from '../../engine/ui/StaleRecordDialog.tsx';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';

const RESOURCE = 'group_settings';
const ROUTE = '/configuration/group-settings';
/** The group permission of schemas/group_settings.schema.json: the server reads and saves with it. */
const PERMISSION = 'configuration';
/** Cancel and a save lead back to the Configuration section this page belongs to. */
const SECTION = '/configuration';
/** The form sends the whole record: PUT, as the engine's edit pages do. */
const SAVE_META = { replace: true };

/**
 * The group settings of the group acted on (configuration-areas §3): the schema's form, with
 * the balances, the domain and the server read-only (the server keeps them whatever is sent).
 * Administrators and resellers save; a plain user reads them (the form says so, the server
 * answers 403). Leaving with unsaved changes asks first; a change made meanwhile is refused (412).
 */
export default function GroupSettingsPage() {
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  if (!profile || !permissionsOf(profile).groupPermissions.includes(PERMISSION)) return <NotFoundPage />;
  return <GroupSettings group={profile.group_id} />;
}

function GroupSettings({ group }: { group: number }) {
  const translate = useTranslate();
  const definition = definitionOf(RESOURCE);
  const title = translate('groups.settings.title');
  useCrumbLabel(ROUTE, title);
  const { feedback, guard, setDirty, mutationOptions, submit } = useSaveRecord({ definition, mode: 'edit', after: () => ROUTE });
  const { record, isPending, error, save, saving, refetch } = useEditController({
    resource: RESOURCE,
    id: group,
    mutationMode: 'pessimistic',
    redirect: false,
    redirectOnError: false,
    queryOptions: { meta: SAVE_META },
    mutationOptions: {
      meta: SAVE_META,
      ...mutationOptions,
      onSuccess: (saved: Parameters<typeof mutationOptions.onSuccess>[0]) => {
        // The group's name shows in the group selectors (impersonation, clients) and in the
        // top bar, which reads it from the profile.
        void refreshResource('group');
        void loadProfile().then(startSession, () => undefined);
        mutationOptions.onSuccess(saved);
      },
    },
  });

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
      <FormPage title={title} overline={translate('menu.configuration')} back={SECTION}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{translate('groups.subscriptions.try_again')}</Button>}>
          {translate(message?.key ?? 'errors.not_found', message?.args)}
        </Alert>
      </FormPage>
    );
  }
  return (
    <FormPage title={title} overline={translate('menu.configuration')} back={SECTION}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('groups.settings.intro')}
      </Typography>
      <RecordForm
        key={String(record.version ?? '')}
        definition={definition}
        mode="edit"
        record={record}
        recordId={record.id}
        serverErrors={feedback.serverErrors}
        saving={saving}
        onDirtyChange={setDirty}
        onSubmit={submit(save)}
      >
        <FormActions saving={saving} cancelTo={SECTION} />
      </RecordForm>
      <StaleRecordDialog
        open={feedback.stale}
        name={title}
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
