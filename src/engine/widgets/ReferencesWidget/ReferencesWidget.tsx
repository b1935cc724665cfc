import { useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { SELECTOR_SEARCH_DELAY_MS, type OptionItem } from '../../../dataProvider/lookups.ts';
import type { JsonSchema } from '../../schema/types.ts';
import { unresolvedText } from '../ReferenceWidget/unresolvedText.ts';
import { useDebounced } from '../ReferenceWidget/useDebounced.ts';
import { useOptionsList } from '../ReferenceWidget/useOptionsList.ts';
import { useReferenceLabels } from '../ReferenceWidget/useReferenceLabels.ts';
import type { ReferenceOptions } from '../ReferenceWidget/ReferenceWidget.tsx';
import { engineContext } from '../formContext.ts';

/** Several records of another resource (an array of x-reference ids), as chips. */
export function ReferencesWidget(props: WidgetProps) {
  const { id, name, value, onChange, label, required, disabled, readonly, rawErrors, schema, options, registry } = props;
  const context = engineContext(registry);
  const translate = useTranslate();
  const resource = (schema as JsonSchema).items?.['x-reference']?.resource ?? '';
  const ids: (number | string)[] = useMemo(() => (Array.isArray(value) ? value : []), [value]);
  const [input, setInput] = useState('');
  const [unresolved, setUnresolvedState] = useState(false);
  const setUnresolved = (next: boolean) => {
    setUnresolvedState(next);
    context.setUnresolved(name, next);
  };
  const search = useDebounced(input.trim(), SELECTOR_SEARCH_DELAY_MS);
  const list = useOptionsList({ resource, search, filters: (options as ReferenceOptions).filters });
  // Options chosen here, so that their labels show at once, before the records are read.
  const [chosen, setChosen] = useState<OptionItem[]>([]);
  const { labels } = useReferenceLabels(resource, ids);
  const labelOf = (item: number | string) => labels.get(String(item)) ?? chosen.find((o) => String(o.id) === String(item))?.label ?? '';
  const selected: OptionItem[] = ids.map((item) => ({ id: item, label: labelOf(item) }));

  return (
    <Autocomplete<OptionItem, true, false, false>
      {...list}
      multiple
      id={id}
      value={selected}
      filterSelectedOptions
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
          helperText={unresolvedText(translate, unresolved, rawErrors)}
        />
      )}
    />
  );
}
