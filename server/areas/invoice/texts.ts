import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../../src/domain/formats.ts';

type Tree = { [key: string]: string | Tree };
const cache = new Map<Language, Tree>();

/** The language asked for when the portal offers it, else English. */
export const invoiceLanguage = (lang: string | undefined): Language => ((LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en');

/**
 * The invoices' texts in a language (locales/resources/invoice/), the files the portal shows,
 * so that the page and the PDF say the same. A key missing is a programming error.
 */
export function invoiceTranslator(lang: Language): (key: string) => string {
  let tree = cache.get(lang);
  if (!tree) {
    const file = fileURLToPath(new URL(`../../../locales/resources/invoice/${lang}.json`, import.meta.url));
    tree = (JSON.parse(readFileSync(file, 'utf8')) as { resources: { invoice: Tree } }).resources.invoice;
    cache.set(lang, tree);
  }
  const found = tree;
  return (key: string) => {
    let node: string | Tree | undefined = found;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no invoice text ${key} in ${lang}`);
    return node;
  };
}
