import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { currentLanguage, isLanguage, LANGUAGES, rememberLanguage, DEFAULT_LANGUAGE } from './language.ts';
import { loadedMessages, loadLaterMessages, loadMessages, type TextSet } from './messages.ts';
import { withLocalisedArgs } from './messageArgs.ts';

/**
 * The portal's translator. loadTexts adds the texts the sign-in page does not show (messages.ts)
 * once the part that shows them loads: App.tsx asks for 'router', the shell for 'shell' (through
 * loadShellTexts), through the provider, so that they do not import (and split off) this module.
 */
export interface SwitchboardI18nProvider extends I18nProvider {
  loadTexts(set: TextSet): Promise<void>;
  loadShellTexts(): Promise<void>;
}

/**
 * react-admin's translator over the locale files. The remembered language is loaded before
 * the first render, so a Dutch or French user never sees the English texts flash by.
 */
export async function createI18nProvider(): Promise<SwitchboardI18nProvider> {
  const initial = currentLanguage();
  await loadMessages(initial);
  const english = loadedMessages(DEFAULT_LANGUAGE);
  const languages = english?.languages;
  const locales = LANGUAGES.map((locale) => ({
    locale,
    name: typeof languages === 'object' && typeof languages[locale] === 'string' ? languages[locale] : locale,
  }));
  // The locale files always hold react-admin's `ra` block (locales/react-admin/).
  const messagesOf = (locale: string) =>
    (isLanguage(locale) ? (loadedMessages(locale) ?? loadMessages(locale)) : (english ?? {})) as
      | TranslationMessages
      | Promise<TranslationMessages>;
  const provider = polyglotI18nProvider(
    messagesOf,
    initial,
    locales,
    { allowMissing: true },
  );
  rememberLanguage(initial);
  const texts = new Map<TextSet, Promise<void>>();
  // The provider reads its messages when it changes language: it changes to the one it has.
  const loadTexts = (set: TextSet) => {
    let loading = texts.get(set);
    if (!loading) {
      const promise = loadLaterMessages(set).then(() => provider.changeLocale(provider.getLocale()));
      // Marked as React's use() reads it, so that the shell's use(loadShellTexts()) does not
      // suspend once the texts are there (a suspended page is held back by React's throttle).
      void promise.then(() => Object.assign(promise, { status: 'fulfilled', value: undefined }));
      texts.set(set, (loading = promise));
    }
    return loading;
  };
  return {
    ...provider,
    // The kind words of a dial-plan refusal in the user's language, wherever the message is shown.
    translate: withLocalisedArgs(provider.translate),
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      if (isLanguage(locale)) rememberLanguage(locale);
    },
    loadTexts,
    loadShellTexts: () => loadTexts('shell'),
  };
}

