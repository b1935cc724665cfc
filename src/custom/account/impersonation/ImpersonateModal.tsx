import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { useSession } from '../../../auth/useSession.ts';
import { Modal } from '../../../engine/ui/Modal.tsx';
import { ReferenceAutocomplete } from '../../../engine/widgets/ReferenceWidget/ReferenceAutocomplete.tsx';
import { useImpersonation } from './useImpersonation.ts';

/** The profile menu's impersonate modal (portal-overview §5): a group must be chosen. */
export default function ImpersonateModal({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const session = useSession();
  const { start } = useImpersonation();
  const [group, setGroup] = useState<Identifier | null>(null);
  const [tried, setTried] = useState(false);
  const [starting, setStarting] = useState(false);
  const current = session.status === 'signed-in' ? session.profile.group_id : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!group || starting) return;
    setStarting(true);
    void start(Number(group)).then((started) => {
      if (started) onClose();
      else setStarting(false);
    });
  };

  return (
    <Modal
      open
      size="small"
      title={translate('account.impersonation.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{translate('account.cancel')}</Button>
          <Button type="submit" form="impersonate-form" variant="contained" disabled={starting}>
            {translate('account.impersonation.start')}
          </Button>
        </>
      }
    >
      <Box component="form" id="impersonate-form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Typography color="text.secondary">{translate('account.impersonation.intro')}</Typography>
        <ReferenceAutocomplete
          id="impersonate-group"
          resource="group"
          label={translate('account.impersonation.group')}
          value={group}
          onChange={setGroup}
          exclude={current}
          error={tried && !group}
          helperText={tried && !group ? translate('impersonate_group') : undefined}
          autoFocus
        />
      </Box>
    </Modal>
  );
}
