import { Autocomplete, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { allowsNonGeographic, rankCountries, type CountryOption } from './countryOptions.ts';
import { useCountryOptions } from './useCountryOptions.ts';

/** One country (ISO 3166 code, or 001 where the schema allows it), chosen by its name in the user's language or its code. */
export function CountryWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, rawErrors, options: uiOptions, schema } = props;
  const translate = useTranslate();
  const { options, nameOf } = useCountryOptions(allowsNonGeographic(schema));
  const selected = typeof value === 'string' && value ? { code: value, name: nameOf(value) } : null;
  return (
    <Autocomplete<CountryOption, false, false, false>
      id={id}
      value={selected}
      options={options}
      filterOptions={(all, state) => rankCountries(all, state.inputValue)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      onChange={(_event, option) => onChange(option ? option.code : uiOptions.emptyValue)}
      disabled={disabled || readonly}
      autoHighlight
      noOptionsText={translate('engine.selector.no_match')}
      clearText={translate('engine.selector.clear')}
      openText={translate('engine.selector.open')}
      closeText={translate('engine.selector.close')}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={key} {...rest}>
            {option.name}
            <span style={{ marginLeft: 'auto', paddingLeft: 12, opacity: 0.55, fontSize: 12 }}>{option.code}</span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(rawErrors?.length)} />}
    />
  );
}
