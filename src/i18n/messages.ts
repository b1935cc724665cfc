import appEn from '../../locales/en.json';
import raEn from '../../locales/react-admin/en.json';
import { deepMerge, type Messages } from './deepMerge.ts';
import type { Language } from './language.ts';

type MessageModule = { default: Messages };

/** Dutch and French load on demand, so the first screen only pays for English. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<[MessageModule, MessageModule]>> = {
  nl: () => Promise.all([import('../../locales/nl.json'), import('../../locales/react-admin/nl.json')]),
  fr: () => Promise.all([import('../../locales/fr.json'), import('../../locales/react-admin/fr.json')]),
};

/** react-admin's own texts first, so that the app's texts win where both define a key. */
const loaded = new Map<Language, Messages>([['en', deepMerge(raEn, appEn)]]);

export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const [app, ra] = await loaders[language as Exclude<Language, 'en'>]();
  const messages = deepMerge(ra.default, app.default);
  loaded.set(language, messages);
  return messages;
}
