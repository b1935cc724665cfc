import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';

/** One of an enum's values, named as blockUi.ts named them from the kind's texts (ui:enumNames). */
export function BlockSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, rawErrors, options } = props;
  const translate = useTranslate();
  const choices = (options.enumOptions ?? []).filter((option) => option.value !== null && option.value !== '');
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
        const chosen = choices.find((option) => String(option.value) === event.target.value);
        onChange(chosen === undefined ? (options.emptyValue ?? '') : chosen.value);
      }}
      onBlur={() => onBlur(id, value)}
    >
      <MenuItem value="">
        <em>{translate('engine.none')}</em>
      </MenuItem>
      {choices.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
