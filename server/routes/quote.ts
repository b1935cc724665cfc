import type { FastifyInstance } from 'fastify';
import { languageOf } from '../i18n/language.ts';
import { branch, rootLocaleTree } from '../i18n/localeTree.ts';

/** The quotes live with every other text, in the portal's top-level locale files. */
const quotesIn = (lang: string) => Object.values(branch(rootLocaleTree(lang), 'quotes') ?? {}).filter((q): q is string => typeof q === 'string');

/** A random quote for the 404 page, in the caller's language. */
export function quoteRoutes(app: FastifyInstance) {
  app.get('/v1/quote/', { config: { public: true } }, async (request) => {
    const list = quotesIn(languageOf(request.headers['accept-language']));
    return { text: list[Math.floor(Math.random() * list.length)] ?? '' };
  });
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
