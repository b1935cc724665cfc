import { offeredLanguage } from '../../../i18n/language.ts';
import { branch, localeTree } from '../../../i18n/localeTree.ts';

interface CdrTexts {
  fields: Record<string, string>;
  direction: Record<string, string>;
  status: Record<string, string>;
  page: Record<string, string>;
}

/** The call history's texts in a language (locales/resources/cdr/), for the export's headers and values. */
export function cdrTexts(lang: string): CdrTexts {
  const language = offeredLanguage(lang);
  const texts = branch(localeTree(['cdr'], language), 'resources.cdr');
  if (!texts) throw new Error(`locales/resources/cdr (${language}) has no cdr texts`);
  return texts as unknown as CdrTexts;
}
