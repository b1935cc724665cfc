import { useState, type ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { SELECTOR_SEARCH_DELAY_MS, type OptionItem } from '../../../dataProvider/lookups.ts';
import { unresolvedText } from './unresolvedText.ts';
import { useDebounced } from './useDebounced.ts';
import { useOptionsList } from './useOptionsList.ts';
import { useReferenceLabels } from './useReferenceLabels.ts';

export interface ReferenceAutocompleteProps {
  id: string;
  resource: string;
  value: Identifier | null | undefined;
  onChange(value: Identifier | null): void;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Shown under the input; the 'Please select a value.' message takes its place when due. */
  helperText?: ReactNode;
  exclude?: Identifier;
  filters?: Record<string, string>;
  /** A lookup of its own instead of the resource's list (ui:options.lookup). */
  lookupPath?: string;
  /** Messages the form already shows under the field: the selector does not repeat them. */
  shownErrors?: string[];
  /** Told when typed text is left without a choice, and when that is resolved. */
  onUnresolved?(unresolved: boolean): void;
  size?: 'small' | 'medium';
  /** Its field's margin: react-admin's theme's dense one, as in a form, unless said (a row of filters has none). */
  margin?: 'none' | 'dense' | 'normal';
  autoFocus?: boolean;
  variant?: 'filled' | 'outlined' | 'standard';
}

/**
 * The reference selector of portal-overview §5 and §9: searchable on the server (300 ms after
 * typing stops), 10 options asked per page and 9 shown, option lists cached per search and
 * page, the chosen record's label loaded by its id, and 'Please select a value.' when text was
 * typed but nothing chosen.
 */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { id, resource, value, onChange, label, required, disabled, error, helperText, exclude, filters, lookupPath, shownErrors, onUnresolved, size, margin, variant, autoFocus } = props;
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState(false);
  const [unresolved, setUnresolvedState] = useState(false);
  const search = useDebounced(typed ? input.trim() : '', SELECTOR_SEARCH_DELAY_MS);
  const list = useOptionsList({ resource, search, exclude: exclude ?? undefined, filters, path: lookupPath });
  // The option just chosen, so that its label shows at once, before the record is read.
  const [chosen, setChosen] = useState<OptionItem>();
  const { labels } = useReferenceLabels(resource, value === null || value === undefined ? [] : [value]);

  const labelOf = (id: Identifier) =>
    labels.get(String(id)) ?? (chosen && String(chosen.id) === String(id) ? chosen.label : undefined) ?? list.options.find((o) => String(o.id) === String(id))?.label ?? '';
  const selected: OptionItem | null = value === null || value === undefined || value === '' ? null : { id: value as number, label: labelOf(value) };

  const setUnresolved = (next: boolean) => {
    setUnresolvedState(next);
    onUnresolved?.(next);
  };

  return (
    <Autocomplete<OptionItem, false, false, false>
      {...list}
      id={id}
      value={selected}
      inputValue={typed ? input : (selected?.label ?? '')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' || reason === 'blur') return;
        setInput(text);
        setTyped(reason === 'input');
        if (unresolved) setUnresolved(false);
      }}
      onChange={(_event, option) => {
        setChosen(option ?? undefined);
        setTyped(false);
        setInput('');
        if (unresolved) setUnresolved(false);
        onChange(option ? option.id : null);
      }}
      onBlur={() => {
        if (typed && input.trim() && input !== selected?.label) setUnresolved(true);
        else if (typed && !input.trim()) setTyped(false);
      }}
      clearOnBlur={false}
      size={size}
      disabled={disabled}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={key} {...rest}>
            {option.label}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          required={required}
          error={error || unresolved}
          helperText={unresolvedText(translate, unresolved, shownErrors) ?? helperText}
          size={size}
          margin={margin}
          variant={variant}
        />
      )}
    />
  );
}
