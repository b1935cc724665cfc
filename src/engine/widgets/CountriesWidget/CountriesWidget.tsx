import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { allowsNonGeographic, rankCountries, type CountryOption } from '../CountryWidget/countryOptions.ts';
import { useCountryOptions } from '../CountryWidget/useCountryOptions.ts';

/** A list of countries (origin and destination countries); 001 for non-geographic numbers where the schema allows it. */
export function CountriesWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, rawErrors, schema } = props;
  const translate = useTranslate();
  const { options, nameOf } = useCountryOptions(allowsNonGeographic(schema));
  const codes: string[] = Array.isArray(value) ? value : [];
  const selected = codes.map((code) => ({ code, name: nameOf(code) }));
  return (
    <Autocomplete<CountryOption, true, false, false>
      multiple
      id={id}
      value={selected}
      options={options}
      filterSelectedOptions
      disableCloseOnSelect
      filterOptions={(all, state) => rankCountries(all, state.inputValue)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.code))}
      disabled={disabled || readonly}
      autoHighlight
      noOptionsText={translate('engine.selector.no_match')}
      clearText={translate('engine.selector.clear')}
      openText={translate('engine.selector.open')}
      closeText={translate('engine.selector.close')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} title={option.code} {...chip} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(rawErrors?.length)} />}
    />
  );
}
