import { FormControlLabel, Switch } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A yes/no setting (permission toggles, routing active, hide caller ID…). */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, disabled, readonly, autofocus } = props;
  return (
    <FormControlLabel
      sx={{ minHeight: 48, ml: 0, mr: 0, gap: 1 }}
      control={
        <Switch
          id={id}
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      }
      label={label}
    />
  );
}
