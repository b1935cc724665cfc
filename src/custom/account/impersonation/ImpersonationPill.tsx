import { useState } from 'react';
import { Chip, Tooltip } from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SupervisorAccountRoundedIcon from '@mui/icons-material/SupervisorAccountRounded';
import { useTranslate } from 'ra-core';
import { useSession } from '../../../auth/useSession.ts';
import { shortGroupLabel } from '../../../../core/domain/groupLabel.ts';
import { useImpersonation } from './useImpersonation.ts';

/** The pill's fixed colour (portal-overview §2): orange, whatever the theme. */
const ORANGE = '#f57c00';

/** The impersonated group's label in the top bar; a click ends the impersonation. */
export function ImpersonationPill() {
  const translate = useTranslate();
  const session = useSession();
  const { end } = useImpersonation();
  const [ending, setEnding] = useState(false);
  if (session.status !== 'signed-in' || !session.profile.impersonating) return null;
  const label = session.profile.group_data.label;
  const action = translate('account.impersonation.end', { group: label });
  const stop = () => {
    setEnding(true);
    void end().finally(() => setEnding(false));
  };
  return (
    <Tooltip title={action}>
      <Chip
        data-testid="impersonation-pill"
        icon={<SupervisorAccountRoundedIcon />}
        label={shortGroupLabel(label)}
        onClick={stop}
        onDelete={stop}
        deleteIcon={<CloseRoundedIcon aria-hidden />}
        disabled={ending}
        aria-label={action}
        sx={{
          bgcolor: ORANGE,
          color: '#fff',
          fontWeight: 500,
          maxWidth: { xs: 150, sm: 'none' },
          '&:hover, &:focus-visible': { bgcolor: '#e65100' },
          '& .MuiChip-icon, & .MuiChip-deleteIcon': { color: 'rgba(255,255,255,0.9)' },
          '& .MuiChip-deleteIcon:hover': { color: '#fff' },
        }}
      />
    </Tooltip>
  );
}
