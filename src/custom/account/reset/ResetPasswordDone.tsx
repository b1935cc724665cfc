import { Box, Button, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'ra-core';
import { PublicPage } from '../../publicPage/PublicPage.tsx';

/** Success, and the way to the sign-in page at the root (portal-overview §2). */
export function ResetPasswordDone() {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Box role="status" sx={{ textAlign: 'center' }}>
        <CheckCircleRoundedIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate('account.reset.done_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {translate('account.reset.done_text')}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {translate('account.reset.sign_in')}
      </Button>
    </PublicPage>
  );
}
