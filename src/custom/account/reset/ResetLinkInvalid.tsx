import { Box, Button, Link, Typography } from '@mui/material';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { PublicPage } from '../../publicPage/PublicPage.tsx';

/** An invalid or expired link: what happened, and the way to ask for a new one (portal-overview §2). */
export function ResetLinkInvalid() {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Box sx={{ textAlign: 'center' }}>
        <LinkOffRoundedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate('account.reset.invalid_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {translate('account.reset.invalid_text')}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/reset_password/forgot" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {translate('account.reset.request_again')}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/" variant="body2" underline="hover">
          {translate('account.back_to_sign_in')}
        </Link>
      </Box>
    </PublicPage>
  );
}
