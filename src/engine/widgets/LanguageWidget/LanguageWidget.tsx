import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { LANGUAGES } from '../../../../core/domain/formats.ts';
import { ChoiceSelect } from '../SelectWidget/ChoiceSelect.tsx';

/** The language of a user or a phone number: English, Nederlands or Français, each in its own language. */
export function LanguageWidget(props: WidgetProps) {
  const translate = useTranslate();
  const choices = LANGUAGES.map((language) => ({ value: language, label: translate(`languages.${language}`), lang: language }));
  return <ChoiceSelect widget={props} choices={choices} withNone={!props.required} emptyValue={props.options.emptyValue} />;
}
