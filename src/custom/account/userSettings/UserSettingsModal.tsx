import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { loadProfile } from '../../../auth/authProvider.ts';
import { startSession } from '../../../auth/session.ts';
import { useSession } from '../../../auth/useSession.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { refreshResource } from '../../../dataProvider/queryClient.ts';
import { stored } from '../../../dataProvider/records.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { MappedError } from '../../../dataProvider/apiError.ts';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { CountryPicker } from './CountryPicker.tsx';
import { checkUserSettings, type UserSettings } from '../../../../core/domain/userSettings.ts';

interface GroupSettingsRecord extends UserSettings {
  id: number;
  domain?: string | null;
  version: number;
}

type Stage = 'loading' | 'failed' | 'editing' | 'saving';

/**
 * The profile menu's user settings (portal-overview §4, §5): loading, editing, the saving
 * message, closed on success; a failed save says apiError_request and keeps the form.
 * Plain users see the settings; administrators and resellers change them.
 */
export default function UserSettingsModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const session = useSession();
  const profile = session.status === 'signed-in' ? session.profile : undefined;
  const groupId = profile?.group_id;
  const editable = Boolean(profile && (profile.admin || profile.reseller));
  const [attempt, setAttempt] = useState(0);
  const [record, setRecord] = useState<GroupSettingsRecord>();
  const [values, setValues] = useState<UserSettings>();
  const [stage, setStage] = useState<Stage>('loading');
  const [failure, setFailure] = useState<MappedError>();
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (groupId === undefined) return;
    const controller = new AbortController();
    resultOf(apiClient.GET('/v1/groups/{id}/', { params: { path: { id: groupId } }, signal: controller.signal }), controller.signal).then(
      (answer) => {
        const loaded = stored(answer);
        setRecord(loaded);
        setValues({
          description: loaded.description,
          allowed_origination_countries: loaded.allowed_origination_countries,
          allowed_destination_countries: loaded.allowed_destination_countries,
        });
        setStage('editing');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(failureOf(error));
        setStage('failed');
      },
    );
    return () => controller.abort();
  }, [groupId, attempt]);

  const check = values ? checkUserSettings(values) : undefined;
  const shown = (key: string | undefined) => (tried && key ? translate(key) : undefined);
  const serverError = (field: string) => (failure?.fields[field] ? messageText(failure.fields[field]) : undefined);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!values || !record || !check?.valid || stage === 'saving') return;
    setStage('saving');
    setFailure(undefined);
    resultOf(apiClient.PUT('/v1/groups/{id}/', { params: { path: { id: record.id } }, body: values, headers: { 'If-Match': `"${record.version}"` } }))
      .then(async () => {
        // The group's name shows in selectors (impersonation) and lists: they read it again.
        void refreshResource('group');
        notify('account.user_settings.saved', { type: 'success' });
        onClose();
        // The group's name shows in the menus: read the profile again.
        startSession(await loadProfile());
      })
      .catch((error: unknown) => {
        setFailure(failureOf(error));
        setStage('editing');
        notify('apiError_request', { type: 'error' });
      });
  };

  const busy = stage === 'saving';
  return (
    <Modal
      open
      size="large"
      title={translate('account.user_settings.title')}
      onClose={onClose}
      data-testid="user-settings-modal"
      actions={
        editable && values ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              {translate('account.cancel')}
            </Button>
            <Button type="submit" form="user-settings-form" variant="contained" disabled={busy}>
              {translate('account.save')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{translate('account.close')}</Button>
        )
      }
    >
      {stage === 'loading' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
          <CircularProgress size={28} />
          <Typography color="text.secondary">{translate('account.loading')}</Typography>
        </Box>
      ) : stage === 'failed' || !values || !check ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => { setStage('loading'); setAttempt((n) => n + 1); }}>
              {translate('account.try_again')}
            </Button>
          }
        >
          {failure ? messageText(failure.message) : translate('apiError_request')}
        </Alert>
      ) : (
        <Box component="form" id="user-settings-form" onSubmit={save} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {busy ? <Alert severity="info" role="status">{translate('general_saving')}</Alert> : null}
          {failure && !busy ? <Alert severity="error">{messageText(failure.message)}</Alert> : null}
          {!editable ? <Alert severity="info">{translate('account.user_settings.read_only')}</Alert> : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <TextField
              label={translate('account.user_settings.group_name')}
              value={values.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
              disabled={!editable || busy}
              required
              error={Boolean(shown(check.descriptionError) ?? serverError('description'))}
              helperText={shown(check.descriptionError) ?? serverError('description')}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <TextField label={translate('account.user_settings.domain')} value={record?.domain ?? ''} disabled slotProps={{ input: { readOnly: true } }} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <CountryPicker
              label={translate('account.user_settings.origination_countries')}
              value={values.allowed_origination_countries}
              onChange={(codes) => setValues({ ...values, allowed_origination_countries: codes })}
              disabled={!editable || busy}
              error={shown(check.originError) ?? serverError('allowed_origination_countries')}
            />
            <CountryPicker
              label={translate('account.user_settings.destination_countries')}
              value={values.allowed_destination_countries}
              onChange={(codes) => setValues({ ...values, allowed_destination_countries: codes })}
              nonGeographic
              disabled={!editable || busy}
              error={shown(check.destinationError) ?? serverError('allowed_destination_countries')}
            />
          </Box>
        </Box>
      )}
    </Modal>
  );
}
