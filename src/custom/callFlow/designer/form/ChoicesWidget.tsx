import { Autocomplete, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import type { DesignerData } from '../data/designerData.ts';
import { blockContext } from './formContext.ts';

interface Choice {
  id: string;
  label: string;
  language?: string;
}

/** ui:options of a field chosen among a list of the designer data (text-to-speech languages and voices…). */
interface ChoicesOptions {
  choices: 'tts_languages' | 'tts_voices' | 'stt_languages';
  /** Only the choices whose `language` is this field's value in the block (a voice of the chosen language). */
  filterBy?: string;
}

function choicesOf(data: DesignerData | undefined, options: ChoicesOptions, blockData: Record<string, unknown>): Choice[] {
  const all = ((data?.[options.choices] ?? []) as Choice[]).map((c) => ({ ...c, id: String(c.id) }));
  if (!options.filterBy) return all;
  const by = blockData[options.filterBy];
  return typeof by === 'string' && by ? all.filter((c) => c.language === by) : all;
}

/** A value chosen among the designer data's lists, searchable by its label. */
export function ChoicesWidget(props: WidgetProps) {
  const { id, value, onChange, label, required, disabled, readonly, rawErrors, registry, options } = props;
  const translate = useTranslate();
  const context = blockContext(registry);
  const choices = choicesOf(context.designerData, options as unknown as ChoicesOptions, context.blockData);
  const selected = typeof value === 'string' && value ? (choices.find((c) => c.id === value) ?? { id: value, label: value }) : null;
  return (
    <Autocomplete<Choice, false, false, false>
      id={id}
      options={choices}
      value={selected}
      getOptionLabel={(c) => c.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, choice) => onChange(choice ? choice.id : (options.emptyValue ?? null))}
      disabled={disabled || readonly}
      noOptionsText={translate('engine.selector.no_options')}
      clearText={translate('engine.selector.clear')}
      openText={translate('engine.selector.open')}
      closeText={translate('engine.selector.close')}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={Boolean(rawErrors?.length)} />}
    />
  );
}
