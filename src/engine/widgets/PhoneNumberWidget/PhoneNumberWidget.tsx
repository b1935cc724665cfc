import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A phone number, kept exactly as typed (the schema's phone-number format judges it, and the
 * server stores it in E.164); international numbers with a leading +.
 */
export function PhoneNumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, autofocus, placeholder } = props;
  return (
    <TextField
      id={id}
      type="tel"
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder || '+32 2 588 01 00'}
      error={Boolean(rawErrors?.length)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', spellCheck: false, dir: 'ltr' } }}
    />
  );
}
