import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { valueLabel } from '../../i18n/keys.ts';
import { engineContext } from '../formContext.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';

/** One of an enum's values, each named by the locales (resources.<resource>.values.<field>.<value>). */
export function SelectWidget(props: WidgetProps) {
  const { name, required, schema, registry, options } = props;
  const translate = useTranslate();
  const { resource } = engineContext(registry);
  const choices = (schema.enum ?? [])
    .filter((v): v is string | number => v !== null)
    .map((v) => ({ value: v, label: translate(valueLabel(resource, name, v), { _: String(v) }) }));
  return <ChoiceSelect widget={props} choices={choices} withNone={!required} emptyValue={options.emptyValue} />;
}
