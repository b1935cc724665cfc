import { LANGUAGES, type Language } from '../../core/domain/formats.ts';
import { offeredLanguage } from '../i18n/language.ts';
import { branch, fill, rootLocaleTree, type LocaleTree } from '../i18n/localeTree.ts';

/** The `mail` block of each locale file, read at start so a missing one stops the server: mail is written in the language of its reader. */
const MAIL = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const mail = branch(rootLocaleTree(lang), 'mail');
    if (!mail) throw new Error(`locales/${lang}.json has no mail texts`);
    return [lang, mail];
  }),
) as Record<Language, LocaleTree>;

/** The texts of one mail, with polyglot's %{name} placeholders filled in. */
export function mailTexts(lang: string, mail: string, params: Record<string, string>): Record<string, string> {
  const texts = branch(MAIL[offeredLanguage(lang)], mail);
  if (!texts) throw new Error(`no mail texts for ${mail}`);
  return Object.fromEntries(Object.entries(texts).flatMap(([key, text]) => (typeof text === 'string' ? [[key, fill(text, params)]] : [])));
}

/** The password-reset mail: subject and plain text, the link on a line of its own. */
export function resetPasswordMail(lang: string, params: { name: string; username: string; link: string }) {
  const t = mailTexts(lang, 'reset_password', params);
  return {
    subject: t.subject,
    text: [t.greeting, '', t.intro, '', params.link, '', t.expiry, '', t.ignore, '', t.signature, ''].join('\n'),
  };
}
