import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { timezones } from '../../../../core/time/timezones.ts';

/** How a zone is searched: its name without underscores, lower case (`new york` finds America/New_York). */
const searchable = (zone: string) => zone.replace(/_/g, ' ').toLowerCase();

/**
 * An IANA timezone, chosen by search from the browser's own list (timezones.ts); the server
 * checks the name against the same list. Typed text that matches no zone chooses nothing.
 */
export function TimezoneWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, required, disabled, readonly, rawErrors, options } = props;
  const translate = useTranslate();
  const zones = useMemo(() => [...timezones()], []);
  return (
    <Autocomplete<string, false, false, false>
      id={id}
      options={zones}
      value={typeof value === 'string' && value ? value : null}
      onChange={(_event, zone) => onChange(zone ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
      filterOptions={(all, state) => {
        const query = searchable(state.inputValue.trim());
        return (query ? all.filter((zone) => searchable(zone).includes(query)) : all).slice(0, 200);
      }}
      disabled={disabled || readonly}
      noOptionsText={translate('engine.timezone.no_match')}
      clearText={translate('engine.selector.clear')}
      openText={translate('engine.selector.open')}
      closeText={translate('engine.selector.close')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} placeholder={translate('engine.timezone.search')} error={Boolean(rawErrors?.length)} />
      )}
    />
  );
}
