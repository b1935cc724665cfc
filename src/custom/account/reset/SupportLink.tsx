import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { EXTERNAL_LINKS } from '../../../config.ts';

/** Where people turn when the reset does not work for them. */
export function SupportLink() {
  const translate = useTranslate();
  return (
    <Link href={EXTERNAL_LINKS.support} target="_blank" rel="noopener noreferrer" variant="body2" underline="hover">
      {translate('account.contact_support')}
    </Link>
  );
}
