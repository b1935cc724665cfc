import appEn from '../../locales/en.json';
import errorsEn from '../../locales/errors/en.json';
import raEn from '../../locales/react-admin/en.json';
import { deepMerge, type Messages } from './deepMerge.ts';
import type { Language } from './language.ts';

type MessageModule = { default: Messages };

/**
 * The three sets of texts of a language, in the order they are merged: react-admin's own,
 * the error catalogue, then the app's, which wins where two define the same key.
 */
type MessageSets = [MessageModule, MessageModule, MessageModule];

/** Dutch and French load on demand, so the first screen only pays for English. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<MessageSets>> = {
  nl: () =>
    Promise.all([
      import('../../locales/react-admin/nl.json'),
      import('../../locales/errors/nl.json'),
      import('../../locales/nl.json'),
    ]),
  fr: () =>
    Promise.all([
      import('../../locales/react-admin/fr.json'),
      import('../../locales/errors/fr.json'),
      import('../../locales/fr.json'),
    ]),
};

const mergeSets = (sets: Messages[]) => sets.reduce((merged, set) => deepMerge(merged, set), {});

const loaded = new Map<Language, Messages>([['en', mergeSets([raEn, errorsEn, appEn])]]);

export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const sets = await loaders[language as Exclude<Language, 'en'>]();
  const messages = mergeSets(sets.map((set) => set.default));
  loaded.set(language, messages);
  return messages;
}
