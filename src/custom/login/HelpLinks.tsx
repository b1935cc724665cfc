import { Box, Link } from '@mui/material';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import OndemandVideoRoundedIcon from '@mui/icons-material/OndemandVideoRounded';
import { useTranslate } from 'ra-core';
import { EXTERNAL_LINKS } from '../../config.ts';

const LINKS = [
  { href: EXTERNAL_LINKS.help, label: 'login.help', Icon: HelpOutlineRoundedIcon },
  { href: EXTERNAL_LINKS.webinars, label: 'login.webinars', Icon: OndemandVideoRoundedIcon },
] as const;

/** The help centre and webinars, opened in a new tab. */
export function HelpLinks() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 3 }}>
      {LINKS.map(({ href, label, Icon }) => (
        <Link
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <Icon fontSize="small" aria-hidden />
          {translate(label)}
        </Link>
      ))}
    </Box>
  );
}
