import type { Language } from '../../../core/domain/formats.ts';
import { offeredLanguage } from '../../i18n/language.ts';
import { localeTree, lookup } from '../../i18n/localeTree.ts';

/** The invoice's language: the one asked for when the portal offers it, else English. */
export const invoiceLanguage = offeredLanguage;

/**
 * The invoices' texts in a language (locales/resources/invoice/), the files the portal shows,
 * so that the page and the PDF say the same. A key missing is a programming error.
 */
export function invoiceTranslator(lang: Language): (key: string) => string {
  const tree = localeTree(['invoice'], lang);
  return (key: string) => {
    const text = lookup(tree, `resources.invoice.${key}`);
    if (text === undefined) throw new Error(`no invoice text ${key} in ${lang}`);
    return text;
  };
}
