import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker as MuiDateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import { useTheme } from '@mui/material/styles';
import { useLocale } from 'ra-core';
import { DATE_LOCALES, DATE_TIME_FORMAT } from '../../i18n/dateLocale.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language.ts';

/** The picker's own words (OK, Cancel, the views' names) in the portal's language. */
const PICKER_TEXTS: Record<Language, typeof enUS> = { en: enUS, nl: nlNL, fr: frFR };

export interface DateTimePickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  disabled?: boolean;
  required?: boolean;
  minDateTime?: Date;
  maxDateTime?: Date;
  /** The reason shown under the field; or `true` when the form shows it itself (red outline only). */
  error?: string | true;
  name?: string;
}

/**
 * The portal's date-time picker (portal-overview §9): 24-hour clock, Y-m-d H:i, calendar
 * weeks starting on the language's first day (Monday for en-GB, nl-BE and fr-FR). Heavy
 * (the picker and date-fns): import it lazily from the areas that need it.
 */
export function DateTimePicker({ label, value, onChange, disabled, required, minDateTime, maxDateTime, error, name }: DateTimePickerProps) {
  const locale = useLocale();
  // The picker draws its own text field (PickersTextField), which the theme's TextField defaults
  // (react-admin's filled, small, dense, full width) do not reach: given here, it looks like
  // every other field of the form beside it.
  const { variant, size, margin, fullWidth } = useTheme().components?.MuiTextField?.defaultProps ?? {};
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={DATE_LOCALES[language]}
      localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <MuiDateTimePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next && !Number.isNaN(next.getTime()) ? next : null)}
        format={DATE_TIME_FORMAT}
        ampm={false}
        disabled={disabled}
        minDateTime={minDateTime}
        maxDateTime={maxDateTime}
        slotProps={{ textField: { variant, size, margin, fullWidth, required, name, error: Boolean(error), helperText: error === true ? undefined : error } }}
      />
    </LocalizationProvider>
  );
}
