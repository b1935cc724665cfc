import { Box, Typography } from '@mui/material';
import PhoneInTalkRoundedIcon from '@mui/icons-material/PhoneInTalkRounded';
import { useTranslate } from 'ra-core';

/** The product name with its mark; `inverse` for dark backgrounds such as the top bar. */
export function BrandMark({ inverse = false, size = 'large' }: { inverse?: boolean; size?: 'large' | 'small' }) {
  const translate = useTranslate();
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: large ? 1.5 : 1 }}>
      <Box
        aria-hidden
        sx={{
          width: large ? 44 : 30,
          height: large ? 44 : 30,
          borderRadius: '30%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: inverse ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: '#fff',
        }}
      >
        <PhoneInTalkRoundedIcon fontSize={large ? 'medium' : 'small'} />
      </Box>
      <Typography
        component="span"
        sx={{ fontSize: large ? 26 : 18, fontWeight: 700, letterSpacing: '-0.01em', color: inverse ? '#fff' : 'secondary.main' }}
      >
        {translate('app.name')}
      </Typography>
    </Box>
  );
}
