import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LOOKUP_PAGE_SIZE, type OptionItem } from '../../dataProvider/lookups.ts';
import { optionLookups, SELECTOR_SEARCH_DELAY_MS } from '../../dataProvider/optionLookups.ts';

export interface LookupSelectProps {
  /** The resource whose paged lookup lists the options (e.g. `group`). */
  resource: string;
  label: string;
  value: OptionItem | null;
  onChange: (value: OptionItem | null) => void;
  /** The record being edited, left out of its own options. */
  exclude?: number | string;
  /** A message from the form (e.g. "choose a group"), shown until the user picks one. */
  error?: string;
  autoFocus?: boolean;
}

/** portal-overview §9: a selector shows up to the page size minus one. */
const SHOWN = LOOKUP_PAGE_SIZE - 1;

/**
 * A searchable selector over a paged lookup: asks 300 ms after the last key, shows up to
 * nine options, and says "Please select a value." when text is typed but nothing chosen.
 */
export function LookupSelect({ resource, label, value, onChange, exclude, error, autoFocus }: LookupSelectProps) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [answer, setAnswer] = useState<{ search: string; options: OptionItem[]; count: number }>();
  const [blurred, setBlurred] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(value && input === value.label ? '' : input.trim()), SELECTOR_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, value]);

  useEffect(() => {
    let active = true;
    void optionLookups.options(resource, { search, exclude }).then((page) => {
      if (active) setAnswer({ search, options: page.results.slice(0, SHOWN), count: page.count });
    });
    return () => {
      active = false;
    };
  }, [resource, search, exclude]);

  const loading = answer?.search !== search;
  const unchosen = blurred && !value && input.trim() !== '';
  const message = unchosen ? translate('account.lookup.select_a_value') : error;
  const more = answer && answer.count > SHOWN ? translate('account.lookup.more', { count: answer.count }) : undefined;

  return (
    <Autocomplete
      options={answer?.options ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server has filtered already; the list shows what it answered.
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => String(option.id) === String(selected.id)}
      // Typed text stays after leaving the field, so that "Please select a value." can say why nothing is chosen.
      clearOnBlur={false}
      loading={loading}
      loadingText={translate('account.lookup.loading')}
      noOptionsText={translate('account.lookup.no_options')}
      onBlur={() => setBlurred(true)}
      onFocus={() => setBlurred(false)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={Boolean(message)}
          helperText={message ?? more}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
