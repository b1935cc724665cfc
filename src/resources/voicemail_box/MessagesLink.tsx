import { Button } from '@mui/material';
import VoicemailRoundedIcon from '@mui/icons-material/VoicemailRounded';
import type { RaRecord } from 'ra-core';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { boxViewPath } from './viewPaths.ts';

/** On a box's settings, beside delete: its messages, with how many are new. */
export function MessagesLink({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={boxViewPath('messages', record.id)} startIcon={<VoicemailRoundedIcon />} data-testid="voicemail-messages-link">
      {translate('resources.voicemail_box.actions.messages', { unread: Number(record.unread_count ?? 0), total: Number(record.total_count ?? 0) })}
    </Button>
  );
}
