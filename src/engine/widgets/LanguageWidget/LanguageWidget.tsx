import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { LANGUAGES } from '../../../domain/formats.ts';

/** The language of a user or a phone number: English, Nederlands or Français. */
export function LanguageWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, rawErrors, options } = props;
  const translate = useTranslate();
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={() => onBlur(id, value)}
    >
      {!required && (
        <MenuItem value="">
          <em>{translate('engine.none')}</em>
        </MenuItem>
      )}
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {translate(`languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
