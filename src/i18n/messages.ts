import { deepMerge, type Messages } from './deepMerge.ts';
import type { Language } from './language.ts';

/**
 * Every set of texts of a language: locales/<lang>.json (the app's) and each folder's
 * locales/<set>/<lang>.json (react-admin's own, the error catalogue, the engine's), and each area's
 * locales/resources/<area>/<lang>.json. Dutch and French
 * load on demand, whole. English is bundled with the sign-in page, except for the sets it does
 * not show, which load with the part of the portal that does (App.tsx, Shell.tsx):
 *   router: react-admin's own texts and the account pages', with the router and the pages
 *           beside sign-in (forgot and reset password, token sign-in);
 *   shell:  the engine's and the configuration areas' (locales/resources/**) and the group pages'
 *           (locales/groups: group settings, subscriptions, clients), behind sign-in only.
 */
export type TextSet = 'router' | 'shell';

const english = import.meta.glob<Messages>(
  ['../../locales/**/en.json', '!../../locales/react-admin/en.json', '!../../locales/account/en.json', '!../../locales/resources/**/en.json', '!../../locales/groups/en.json'],
  { eager: true, import: 'default' },
);
const englishLater: Record<TextSet, Record<string, () => Promise<Messages>>> = {
  router: import.meta.glob<Messages>(['../../locales/react-admin/en.json', '../../locales/account/en.json'], { import: 'default' }),
  shell: import.meta.glob<Messages>(['../../locales/resources/**/en.json', '../../locales/groups/en.json'], { import: 'default' }),
};
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

const loading = new Map<Language, Promise<Messages>>();

/** A language's texts, loaded once however many ask (boot.ts asks before the translator is made). */
export function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let messages = loading.get(language);
  if (!messages) {
    const loaders = Object.entries(lazy[language as Exclude<Language, 'en'>]);
    messages = Promise.all(loaders.map(async ([path, load]) => [path, await load()] as [string, Messages])).then((sets) => {
      const merged = mergeSets(sets);
      loaded.set(language, merged);
      return merged;
    });
    loading.set(language, messages);
  }
  return messages;
}

const englishSets = new Map<string, Messages>(Object.entries(english));
const laterMessages = new Map<TextSet, Promise<void>>();

/** Adds a set of texts English leaves out of its first load (englishLater); Dutch and French have them already. */
export function loadLaterMessages(set: TextSet): Promise<void> {
  let pending = laterMessages.get(set);
  if (!pending) {
    pending = Promise.all(Object.entries(englishLater[set]).map(async ([path, load]) => [path, await load()] as const)).then((sets) => {
      for (const [path, messages] of sets) englishSets.set(path, messages);
      loaded.set('en', mergeSets([...englishSets]));
    });
    laterMessages.set(set, pending);
  }
  return pending;
}
