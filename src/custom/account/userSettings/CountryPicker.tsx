import { useId, useMemo, useState } from 'react';
import { Box, Chip, FormHelperText, InputAdornment, List, TextField, Typography } from '@mui/material';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslate } from 'ra-core';
import { NON_GEOGRAPHIC } from '../../../../core/domain/countries.ts';
import { COUNTRY_SEARCH_MAX, foldText, groupCountries } from '../../../../core/domain/countrySearch.ts';
import { useCountryCatalogue } from './useCountryCatalogue.ts';
import { ContinentSection } from './ContinentSection.tsx';
import { CountryRow } from './CountryRow.tsx';

export interface CountryPickerProps {
  label: string;
  value: string[];
  onChange: (codes: string[]) => void;
  /** Offers 001, non-geographic numbers (destination countries only). */
  nonGeographic?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * Countries chosen from the catalogue by continent (portal-overview §3, §5): a search of 3 to
 * 20 characters filters by name, code or dial code and opens every continent with a match.
 */
export function CountryPicker({ label, value, onChange, nonGeographic = false, error, disabled = false }: CountryPickerProps) {
  const translate = useTranslate();
  const labelId = useId();
  const { catalogue, language, collator, nameOf } = useCountryCatalogue();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(value), [value]);
  const { searching, groups } = useMemo(() => groupCountries(catalogue, query, language, collator), [catalogue, query, language, collator]);
  const nonGeographicLabel = translate('account.countries.non_geographic');
  const showNonGeographic = nonGeographic && (!searching || `${foldText(nonGeographicLabel)} ${NON_GEOGRAPHIC}`.includes(foldText(query)));
  const labelOf = (code: string) => (code === NON_GEOGRAPHIC ? nonGeographicLabel : nameOf(code));

  const set = (codes: Iterable<string>, on: boolean) => {
    const next = new Set(selected);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    onChange([...next]);
  };
  const toggleOpen = (continent: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(continent)) next.add(continent);
      return next;
    });

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={labelId} variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('account.countries.selected', { smart_count: value.length })}
        </Typography>
      </Box>
      <Box
        aria-label={translate('account.countries.chosen', { label })}
        role="list"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minHeight: 34, maxHeight: 100, overflowY: 'auto', p: 0.5, borderRadius: 2, bgcolor: 'action.hover' }}
      >
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
            {translate('account.countries.none_selected')}
          </Typography>
        ) : (
          [...value]
            .sort((a, b) => collator.compare(labelOf(a), labelOf(b)))
            .map((code) => {
              const text = `${labelOf(code)} (${code})`;
              const remove = disabled ? undefined : () => set([code], false);
              // The whole chip removes its country, so that it is one button for mouse, keyboard and screen reader.
              return (
                <Box key={code} role="listitem">
                  <Chip size="small" label={text} onClick={remove} onDelete={remove} aria-label={translate('account.countries.remove', { country: text })} />
                </Box>
              );
            })
        )}
      </Box>
      <TextField
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={translate('account.countries.search')}
        disabled={disabled}
        slotProps={{
          htmlInput: { maxLength: COUNTRY_SEARCH_MAX, 'aria-label': translate('account.countries.search_label', { label }) },
          input: { startAdornment: <InputAdornment position="start"><SearchRoundedIcon fontSize="small" /></InputAdornment> },
        }}
      />
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 2, height: 300, overflowY: 'auto' }}>
        <List dense disablePadding>
          {showNonGeographic ? (
            <CountryRow
              code={NON_GEOGRAPHIC}
              name={nonGeographicLabel}
              checked={selected.has(NON_GEOGRAPHIC)}
              disabled={disabled}
              onToggle={(on) => set([NON_GEOGRAPHIC], on)}
            />
          ) : null}
          {groups.map(({ continent, countries }) => (
            <ContinentSection
              key={continent}
              name={translate(`account.continents.${continent}`)}
              countries={countries}
              language={language}
              selected={selected}
              expanded={searching || open.has(continent)}
              disabled={disabled}
              onExpand={() => toggleOpen(continent)}
              onSelect={set}
            />
          ))}
        </List>
        {searching && groups.length === 0 && !showNonGeographic ? (
          <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('country_not_found')}
          </Typography>
        ) : null}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
