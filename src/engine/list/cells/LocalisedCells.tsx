import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { NON_GEOGRAPHIC } from '../../../../core/domain/formats.ts';
import { valueLabel } from '../../i18n/keys.ts';
import { useLocaleTag } from '../../i18n/useLocaleTag.ts';
import { Empty, TextCell } from './TextCell.tsx';
import { useDateFormat } from '../../../i18n/dates.ts';
import { sharedFormatter } from '../../../i18n/formatterCache.ts';

/** An enum value as the locales name it. */
export function EnumCell({ resource, field, value }: { resource: string; field: string; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return <Empty />;
  return <TextCell value={translate(valueLabel(resource, field, value), { _: String(value) })} />;
}

/** A language code as the language's own name in the portal's language list. */
export function LanguageCell({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (typeof value !== 'string' || !value) return <Empty />;
  return <TextCell value={translate(`languages.${value}`, { _: value })} />;
}

function useCountryName(): (code: string) => string {
  const tag = useLocaleTag();
  const translate = useTranslate();
  return useMemo(() => {
    const names = sharedFormatter(`regions ${tag}`, () => new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }));
    const nonGeographic = translate('engine.countries.non_geographic');
    return (code: string) => {
      if (code === NON_GEOGRAPHIC) return nonGeographic;
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [tag, translate]);
}

/** A country by its name in the user's language. */
export function CountryCell({ value }: { value: unknown }) {
  const nameOf = useCountryName();
  if (typeof value !== 'string' || !value) return <Empty />;
  return <TextCell value={nameOf(value)} />;
}

export function CountriesCell({ value }: { value: unknown }) {
  const nameOf = useCountryName();
  if (!Array.isArray(value) || !value.length) return <Empty />;
  return <TextCell value={value.map((code) => nameOf(String(code))).join(', ')} />;
}

/** Dates and timestamps in the user's locale: en-GB, nl-BE or fr-FR (portal-overview §9). */
export function DateCell({ value, withTime }: { value: unknown; withTime: boolean }) {
  const format = useDateFormat(withTime ? 'dateTime' : 'date');
  if (typeof value !== 'string' || !value) return <Empty />;
  const date = new Date(withTime ? value : `${value}T00:00:00`);
  if (Number.isNaN(date.getTime())) return <TextCell value={value} />;
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {format.format(date)}
    </time>
  );
}
