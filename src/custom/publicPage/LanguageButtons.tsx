import { Button, ButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGUAGES } from '../../i18n/language.ts';

/** English / Nederlands / Français, each named in its own language. */
export function LanguageButtons() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ButtonGroup variant="text" size="small" aria-label={translate('languages.label')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          lang={language}
          aria-pressed={locale === language}
          onClick={() => setLocale(language)}
          sx={{ fontWeight: locale === language ? 700 : 400, color: locale === language ? 'primary.main' : 'text.secondary' }}
        >
          {translate(`languages.${language}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
