import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { valueLabel } from '../../i18n/keys.ts';
import { engineContext } from '../formContext.ts';

/** One of an enum's values, each named by the locales (resources.<resource>.values.<field>.<value>). */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, label, required, disabled, readonly, rawErrors, schema, registry, options } = props;
  const translate = useTranslate();
  const { resource } = engineContext(registry);
  const values = (schema.enum ?? []).filter((v): v is string | number => v !== null);
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={Boolean(rawErrors?.length)}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        const chosen = values.find((v) => String(v) === event.target.value);
        onChange(chosen === undefined ? options.emptyValue : chosen);
      }}
      onBlur={() => onBlur(id, value)}
    >
      {!required && (
        <MenuItem value="">
          <em>{translate('engine.none')}</em>
        </MenuItem>
      )}
      {values.map((v) => (
        <MenuItem key={String(v)} value={String(v)}>
          {translate(valueLabel(resource, name, v), { _: String(v) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
