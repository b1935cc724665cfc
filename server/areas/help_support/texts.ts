import type { Translate } from '../../../core/callFlow/messages.ts';
import { fill, localeTree, lookup } from '../../i18n/localeTree.ts';

export const CHEAT_SHEET_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type CheatSheetLanguage = (typeof CHEAT_SHEET_LANGUAGES)[number];

/**
 * The folders whose texts the cheat sheet reads, the same files the portal shows: its own
 * (locales/resources/sections/: cheat_sheet.*) and the block kinds' (locales/resources/
 * call_flow/blocks/: the shared file and one folder per kind), so that page and PDF say the same.
 */
const FOLDERS = ['sections', 'call_flow/blocks'];

/**
 * The cheat sheet's translate in one language, as polyglot reads the same files in the portal:
 * %{name} placeholders and the `_` default for a missing key. A key that neither has is an
 * error: the PDF is never written with a key where a text should be.
 */
export function cheatSheetTranslator(lang: CheatSheetLanguage): Translate {
  const tree = localeTree(FOLDERS, lang);
  return (key, params = {}) => {
    const text = lookup(tree, key) ?? (typeof params._ === 'string' ? params._ : undefined);
    if (text === undefined) throw new Error(`locales/resources/{sections,call_flow/blocks} (${lang}) have no ${key}`);
    return fill(text, params);
  };
}
