import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldInfo } from '../schema/fields.ts';
import { CountriesWidget } from './CountriesWidget/index.ts';
import { CountryWidget } from './CountryWidget/index.ts';
import { ExpiryDateWidget } from './ExpiryDateWidget/index.ts';
import { DateRangesWidget } from './DateRangesWidget/index.ts';
import { DateTimeWidget } from './DateTimeWidget/index.ts';
import { HiddenWidget } from './HiddenWidget/index.ts';
import { LanguageWidget } from './LanguageWidget/index.ts';
import { PhoneNumberWidget } from './PhoneNumberWidget/index.ts';
import { ReferencesWidget } from './ReferencesWidget/index.ts';
import { ReferenceWidget } from './ReferenceWidget/index.ts';
import { SelectWidget } from './SelectWidget/index.ts';
import { SwitchWidget } from './SwitchWidget/index.ts';
import { TextareaWidget } from './TextareaWidget/index.ts';
import { TimezoneWidget } from './TimezoneWidget/index.ts';
import { WeekScheduleWidget } from './WeekScheduleWidget/index.ts';

/**
 * The engine's widgets by the names UI schemas use (`"ui:widget": "reference"`); text and
 * number inputs are the MUI theme's own. One widget per folder.
 */
export const WIDGETS: RegistryWidgetsType = {
  reference: ReferenceWidget,
  references: ReferencesWidget,
  country: CountryWidget,
  countries: CountriesWidget,
  language: LanguageWidget,
  switch: SwitchWidget,
  phone: PhoneNumberWidget,
  textarea: TextareaWidget,
  hidden: HiddenWidget,
  select: SelectWidget,
  'expiry-date': ExpiryDateWidget,
  week_schedule: WeekScheduleWidget,
  timezone: TimezoneWidget,
  date_ranges: DateRangesWidget,
  date_time: DateTimeWidget,
};

/** The widget a field gets when its UI schema names none: what its schema says it holds. */
export function defaultWidget(field: FieldInfo): keyof typeof WIDGETS | undefined {
  switch (field.kind) {
    case 'reference':
      return 'reference';
    case 'references':
      return 'references';
    case 'country':
      return 'country';
    case 'countries':
      return 'countries';
    case 'language':
      return 'language';
    case 'boolean':
      return 'switch';
    case 'phone':
      return 'phone';
    case 'enum':
      return 'select';
    default:
      return undefined;
  }
}
