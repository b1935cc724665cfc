import type { WidgetProps } from '@rjsf/utils';
import { ChoiceSelect } from '../../../../engine/widgets/SelectWidget/ChoiceSelect.tsx';

/** One of an enum's values, named as blockUi.ts named them from the kind's texts (ui:enumNames); "None" always offered. */
export function BlockSelectWidget(props: WidgetProps) {
  const { options } = props;
  const choices = (options.enumOptions ?? [])
    .filter((option) => option.value !== null && option.value !== '')
    .map((option) => ({ value: option.value, label: option.label }));
  return <ChoiceSelect widget={props} choices={choices} withNone emptyValue={options.emptyValue ?? ''} />;
}
