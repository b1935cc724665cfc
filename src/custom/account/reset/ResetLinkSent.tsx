import { Box, Button, Typography } from '@mui/material';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { PublicPage } from '../../publicPage/PublicPage.tsx';
import { SupportLink } from './SupportLink.tsx';

/** The sent confirmation with its help text (portal-overview §2). */
export function ResetLinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Box role="status" sx={{ textAlign: 'center' }}>
        <MarkEmailReadRoundedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate('account.forgot.sent_title')}
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{translate('account.forgot.sent_text', { email })}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1.5 }}>
          {translate('account.forgot.sent_help')}
        </Typography>
      </Box>
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          {translate('account.back_to_sign_in')}
        </Button>
        <Button onClick={onAgain} fullWidth>
          {translate('account.forgot.send_again')}
        </Button>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
        <SupportLink />
      </Box>
    </PublicPage>
  );
}
