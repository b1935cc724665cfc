import { deepMerge, type Messages } from './deepMerge.ts';
import type { Language } from './language.ts';

/**
 * Every set of texts of a language: locales/<lang>.json (the app's) and each folder's
 * locales/<set>/<lang>.json (react-admin's own, the error catalogue, an area's). English is
 * bundled; Dutch and French load on demand, so the first screen only pays for English.
 */
const english = import.meta.glob<Messages>(['../../locales/**/en.json', '!../../locales/resources/en.json'], { eager: true, import: 'default' });
/**
 * The configuration areas' texts (locales/resources) are only read behind sign-in: English
 * loads them with the shell (loadShellMessages), so the sign-in page does not carry them.
 */
const englishForShell = import.meta.glob<Messages>('../../locales/resources/en.json', { import: 'default' });
const lazy: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Messages>>> = {
  nl: import.meta.glob<Messages>('../../locales/**/nl.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('../../locales/**/fr.json', { import: 'default' }),
};

/** react-admin's texts first and the app's last, so that the app's win where two define a key. */
function rank(path: string): number {
  if (path.includes('/react-admin/')) return 0;
  return /\/locales\/\w+\.json$/.test(path) ? 2 : 1;
}

function mergeSets(sets: [string, Messages][]): Messages {
  return sets
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .reduce<Messages>((merged, [, set]) => deepMerge(merged, set), {});
}

const loaded = new Map<Language, Messages>([['en', mergeSets(Object.entries(english))]]);

export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const loaders = Object.entries(lazy[language as Exclude<Language, 'en'>]);
  const sets = await Promise.all(loaders.map(async ([path, load]) => [path, await load()] as [string, Messages]));
  const messages = mergeSets(sets);
  loaded.set(language, messages);
  return messages;
}

let shellMessages: Promise<void> | undefined;

/** Adds the texts only signed-in pages use to English; Dutch and French load them already. */
export function loadShellMessages(): Promise<void> {
  shellMessages ??= Promise.all(Object.entries(englishForShell).map(async ([path, load]) => [path, await load()] as [string, Messages])).then(
    (sets) => void loaded.set('en', mergeSets([...Object.entries(english), ...sets])),
  );
  return shellMessages;
}
