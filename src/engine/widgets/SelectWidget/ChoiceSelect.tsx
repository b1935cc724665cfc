import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';

/** One entry of a select: the value the form keeps and the text the menu shows for it. */
export interface Choice {
  value: unknown;
  label: string;
  /** The language the label is written in, where it is not the portal's (a language's own name). */
  lang?: string;
}

export interface ChoiceSelectProps {
  /** The props RJSF gave the widget. */
  widget: WidgetProps;
  choices: readonly Choice[];
  /** Whether the menu offers "None" first. */
  withNone: boolean;
  /** What "None" (or a value no choice has) stores. */
  emptyValue: unknown;
}

/**
 * The one select of the widgets that choose among known values (an enum, a block's options, the
 * languages): the menu's values are text, so the field's value is matched to its choice as text
 * and the choice's own value is what the form keeps.
 */
export function ChoiceSelect({ widget, choices, withNone, emptyValue }: ChoiceSelectProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, rawErrors } = widget;
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
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === event.target.value);
        onChange(chosen === undefined ? emptyValue : chosen.value);
      }}
      onBlur={() => onBlur(id, value)}
    >
      {withNone && (
        <MenuItem value="">
          <em>{translate('engine.none')}</em>
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={String(choice.value)} value={String(choice.value)} lang={choice.lang}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
