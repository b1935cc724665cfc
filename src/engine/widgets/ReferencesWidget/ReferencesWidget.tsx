import { useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { SELECTOR_SEARCH_DELAY_MS, SELECTOR_VISIBLE_OPTIONS, type OptionItem } from '../../../dataProvider/lookups.ts';
import type { JsonSchema } from '../../schema/types.ts';
import { useDebounced } from '../ReferenceWidget/useDebounced.ts';
import { useOptions } from '../ReferenceWidget/useOptions.ts';
import { useReferenceLabels } from '../ReferenceWidget/useReferenceLabels.ts';
import { useMorePaper } from '../ReferenceWidget/useMorePaper.tsx';
import type { ReferenceOptions } from '../ReferenceWidget/ReferenceWidget.tsx';
import { engineContext } from '../formContext.ts';

/** Several records of another resource (an array of x-reference ids), as chips. */
export function ReferencesWidget(props: WidgetProps) {
  const { id, name, value, onChange, label, required, disabled, readonly, rawErrors, schema, options, registry } = props;
  const context = engineContext(registry);
  const translate = useTranslate();
  const resource = (schema as JsonSchema).items?.['x-reference']?.resource ?? '';
  const ids: (number | string)[] = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [unresolved, setUnresolvedState] = useState(false);
  const setUnresolved = (next: boolean) => {
    setUnresolvedState(next);
    context.setUnresolved(name, next);
  };
  const search = useDebounced(input.trim(), SELECTOR_SEARCH_DELAY_MS);
  const { page, loading } = useOptions({ resource, search, filters: (options as ReferenceOptions).filters, enabled: open });
  // Options chosen here, so that their labels show at once, before the records are read.
  const [chosen, setChosen] = useState<OptionItem[]>([]);
  const { labels } = useReferenceLabels(resource, ids);
  const shown = (page?.results ?? []).slice(0, SELECTOR_VISIBLE_OPTIONS);
  const labelOf = (item: number | string) => labels.get(String(item)) ?? chosen.find((o) => String(o.id) === String(item))?.label ?? '';
  const selected: OptionItem[] = ids.map((item) => ({ id: item, label: labelOf(item) }));
  const ListPaper = useMorePaper(page && page.count > shown.length ? page.count : 0);

  return (
    <Autocomplete<OptionItem, true, false, false>
      multiple
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={shown}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => String(option.id) === String(current.id)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setInput(text);
        if (unresolved) setUnresolved(false);
      }}
      onBlur={() => {
        if (input.trim()) setUnresolved(true);
      }}
      clearOnBlur={false}
      onChange={(_event, options) => {
        setInput('');
        if (unresolved) setUnresolved(false);
        setChosen(options);
        onChange(options.map((option) => option.id));
      }}
      disabled={disabled || readonly}
      loading={loading}
      loadingText={translate('engine.selector.loading')}
      noOptionsText={translate(search ? 'engine.selector.no_match' : 'engine.selector.no_options')}
      clearText={translate('engine.selector.clear')}
      openText={translate('engine.selector.open')}
      closeText={translate('engine.selector.close')}
      slots={{ paper: ListPaper }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...chip } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label || '…'} {...chip} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(rawErrors?.length) || unresolved}
          helperText={unresolved && !rawErrors?.includes(translate('engine.selector.select_a_value')) ? translate('engine.selector.select_a_value') : undefined}
        />
      )}
    />
  );
}
