import { deepMerge, type Messages } from './deepMerge.ts';
import type { Language } from './language.ts';

/**
 * Every set of texts of a language: locales/<lang>.json (the app's) and each folder's
 * locales/<set>/<lang>.json (react-admin's own, the error catalogue, the engine's), and each area's
 * locales/resources/<area>/<lang>.json. Dutch and French
 * load on demand, whole, each as one chunk (sets/). English is bundled with the sign-in page, except for the sets it does
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
// The sets loaded later come as one chunk each (sets/): a map of one loader per file here
// would grow the sign-in page's JavaScript with every locale folder added.
type Sets = Record<string, Messages>;
const englishLater: Record<TextSet, () => Promise<Sets>> = {
  router: () => import('./sets/enRouter.ts').then((m) => m.default),
  shell: () => import('./sets/enShell.ts').then((m) => m.default),
};
const lazy: Record<Exclude<Language, 'en'>, () => Promise<Sets>> = {
  nl: () => import('./sets/nl.ts').then((m) => m.default),
  fr: () => import('./sets/fr.ts').then((m) => m.default),
};

/** react-admin's texts first and the app's last, so that the app's win where two define a key. */
function rank(path: string): number {
  if (path.includes('/react-admin/')) return 0;
  return /\/locales\/\w+\.json$/.test(path) ? 2 : 1;
}

/** Paths are ASCII: compared by code unit, as localeCompare (a collator per call) cost milliseconds per merge. */
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function mergeSets(sets: [string, Messages][]): Messages {
  return sets
    .sort(([a], [b]) => rank(a) - rank(b) || byPath(a, b))
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
    messages = lazy[language as Exclude<Language, 'en'>]().then((sets) => {
      const merged = mergeSets(Object.entries(sets));
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
    pending = englishLater[set]().then((sets) => {
      for (const [path, messages] of Object.entries(sets)) englishSets.set(path, messages);
      loaded.set('en', mergeSets([...englishSets]));
    });
    laterMessages.set(set, pending);
  }
  return pending;
}
