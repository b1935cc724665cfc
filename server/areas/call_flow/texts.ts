import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../../core/domain/formats.ts';
import type { Translate } from '../../../core/callFlow/index.ts';
import type { Session } from '../../auth/session.ts';
import { fill, localeTree, lookup } from '../../i18n/localeTree.ts';
import { languageOf } from '../../i18n/language.ts';

/**
 * The call-flow texts the server sends in the reader's language: the designer's rule and trace
 * messages, read from the same files the portal shows (locales/resources/call_flow/blocks/**),
 * so that a refused save says exactly what the designer's issue list says.
 */
const BLOCKS = ['call_flow/blocks'];

/** A translate function in `lang`, English where the language lacks a text, the key where both do. */
export function translator(lang: Language): Translate {
  return (key, params) => fill(lookup(localeTree(BLOCKS, lang), key) ?? lookup(localeTree(BLOCKS, 'en'), key) ?? key, params);
}

const requestLanguage = new AsyncLocalStorage<Language | undefined>();

/**
 * Remembers each API request's Accept-Language (the portal sends its own language there) for
 * the rules of a call-flow write, which see the session but not the request.
 */
export function rememberRequestLanguage(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    requestLanguage.run(header ? languageOf(header) : undefined, done);
  });
}

/** The reader's language: the request's Accept-Language, else their profile's. */
export function readerLanguage(session: Session): Language {
  const asked = requestLanguage.getStore();
  if (asked) return asked;
  return (LANGUAGES as readonly string[]).includes(session.user.language) ? (session.user.language as Language) : 'en';
}
