import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { STRENGTH_LEVELS } from '../../../../core/domain/passwordStrength.ts';
import { usePasswordStrength } from './usePasswordStrength.ts';

const SEGMENTS = 4;
const EMPTY = '#e3e7ef';

/**
 * Four bars in the level's fixed colour and the level's word (portal-overview §5). Screen
 * readers hear the word as it changes.
 */
export function PasswordStrengthMeter({ password, userInputs }: { password: string; userInputs?: readonly string[] }) {
  const translate = useTranslate();
  const level = usePasswordStrength(password, userInputs);
  const { bars, colour } = level ? STRENGTH_LEVELS[level] : { bars: 0, colour: EMPTY };
  return (
    <Box data-testid="password-strength" data-level={level ?? ''} sx={{ mt: -0.5 }}>
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: `repeat(${SEGMENTS}, 1fr)`, gap: 0.5 }}>
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <Box key={i} sx={{ height: 6, borderRadius: 3, bgcolor: i < bars ? colour : EMPTY, transition: 'background-color 150ms' }} />
        ))}
      </Box>
      <Typography variant="caption" role="status" aria-live="polite" sx={{ display: 'block', mt: 0.5, minHeight: 20, color: level && level !== 'too_short' ? colour : 'text.secondary' }}>
        {level ? translate('account.strength.label', { level: translate(`account.strength.${level}`) }) : translate('account.strength.hint')}
      </Typography>
    </Box>
  );
}
