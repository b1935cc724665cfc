import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '../../src/domain/formats.ts';

type Texts = Record<string, Record<string, string>>;

/** The `mail` block of each locale file: mail is written in the language of its reader. */
const MAIL = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const file = new URL(`../../locales/${lang}.json`, import.meta.url);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as { mail?: Texts };
    if (!messages.mail) throw new Error(`locales/${lang}.json has no mail texts`);
    return [lang, messages.mail];
  }),
) as Record<Language, Texts>;

export function languageOrDefault(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** The texts of one mail, with polyglot's %{name} placeholders filled in. */
export function mailTexts(lang: string, mail: string, params: Record<string, string>): Record<string, string> {
  const texts = MAIL[languageOrDefault(lang)][mail];
  if (!texts) throw new Error(`no mail texts for ${mail}`);
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.replace(/%\{(\w+)\}/g, (_m, name: string) => params[name] ?? '')]),
  );
}

/** The password-reset mail: subject and plain text, the link on a line of its own. */
export function resetPasswordMail(lang: string, params: { name: string; username: string; link: string }) {
  const t = mailTexts(lang, 'reset_password', params);
  return {
    subject: t.subject,
    text: [t.greeting, '', t.intro, '', params.link, '', t.expiry, '', t.ignore, '', t.signature, ''].join('\n'),
  };
}
