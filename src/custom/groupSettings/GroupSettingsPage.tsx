import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { loadProfile } from '../../auth/authProvider.ts';
import { permissionsOf } from '../../auth/profile.ts';
import { startSession } from '../../auth/session.ts';
import { useSession } from '../../auth/useSession.ts';
import { refreshResource } from '../../dataProvider/queryClient.ts';
import { EditRecordForm } from '../../engine/form/EditRecordForm.tsx';
import { FormActions } from '../../engine/form/FormActions.tsx';
import { FormPage } from '../../engine/form/FormPage.tsx';
import { RecordLoadError, RecordLoading } from '../../engine/form/RecordLoadState.tsx';
import { useEditRecord } from '../../engine/form/useEditRecord.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';

const RESOURCE = 'group_settings';
const ROUTE = '/configuration/group-settings';
/** The group permission of schemas/group_settings.schema.json: the server reads and saves with it. */
const PERMISSION = 'configuration';
/** Cancel and a save lead back to the Configuration section this page belongs to. */
const SECTION = '/configuration';

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
  const title = translate('groups.settings.title');
  useCrumbLabel(ROUTE, title);
  const edit = useEditRecord({
    resource: RESOURCE,
    id: group,
    after: () => ROUTE,
    onSaved: () => {
      // The group's name shows in the group selectors (impersonation, clients) and in the
      // top bar, which reads it from the profile.
      void refreshResource('group');
      void loadProfile().then(startSession, () => undefined);
    },
  });
  const { record, isPending, error, saving, refetch } = edit;

  if (isPending) return <RecordLoading />;
  if (error || !record) {
    return (
      <FormPage title={title} overline={translate('menu.configuration')} back={SECTION}>
        <RecordLoadError
          error={error}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('groups.subscriptions.try_again')}
            </Button>
          }
        />
      </FormPage>
    );
  }
  return (
    <FormPage title={title} overline={translate('menu.configuration')} back={SECTION}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('groups.settings.intro')}
      </Typography>
      <EditRecordForm edit={edit} record={record} name={title}>
        <FormActions saving={saving} cancelTo={SECTION} />
      </EditRecordForm>
    </FormPage>
  );
}
