import { useState } from 'react';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { formatPhoneNumber } from '../../../../core/domain/formats.ts';

const shown = (value: unknown) => (typeof value === 'string' ? formatPhoneNumber(value) : '');

/**
 * A phone number. A stored number (E.164) shows grouped, internationally with its plus; what
 * the user types stays exactly as typed and is what is sent: the schema's phone-number format
 * judges it, and the server stores it in E.164.
 */
export function PhoneNumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, autofocus, placeholder } = props;
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState<unknown>(value);
  // A value set from outside (the record reloaded) replaces the text; the user's own typing does not.
  if (value !== seen) {
    setSeen(value);
    if (value !== text) setText(shown(value));
  }
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
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value === '' ? options.emptyValue : event.target.value);
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off', spellCheck: false, dir: 'ltr' } }}
    />
  );
}
