import { Chip, Stack, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { hasExpired } from '../../../../core/ringGroup/memberExpiry.ts';

/**
 * A date from which something no longer counts (a ring group member's `expires`): a plain date
 * input, marked "Expired" once the date has come (the same UTC-day rule the server applies, so
 * the form shows what a save will drop). Empty means it never expires.
 */
export function ExpiryDateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, disabled, readonly, rawErrors, options } = props;
  const translate = useTranslate();
  const expired = hasExpired(value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        id={id}
        type="date"
        label={label}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled || readonly}
        error={Boolean(rawErrors?.length)}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue ?? null : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {expired && <Chip size="small" color="warning" label={translate('engine.array.expired')} title={translate('engine.array.expires_today')} />}
    </Stack>
  );
}
