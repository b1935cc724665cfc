import { Divider, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PublicPage } from '../publicPage/PublicPage.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The sign-in page at the root of the portal (portal-overview §2). */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <PublicPage>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('login.title')}
      </Typography>
      <LoginForm />
      <Divider sx={{ my: 3 }} />
      <HelpLinks />
    </PublicPage>
  );
}
