import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const LANGUAGES = ['en', 'nl', 'fr'] as const;

/** The quotes live with every other text, in the locale files. */
const quotes = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const file = new URL(`../../locales/${lang}.json`, import.meta.url);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as { quotes?: Record<string, string> };
    return [lang, Object.values(messages.quotes ?? {})];
  }),
) as Record<(typeof LANGUAGES)[number], string[]>;

export function languageOf(header: string | undefined): (typeof LANGUAGES)[number] {
  const wanted = (header ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return wanted.find((l): l is (typeof LANGUAGES)[number] => (LANGUAGES as readonly string[]).includes(l)) ?? 'en';
}

/** A random quote for the 404 page, in the caller's language. */
export function quoteRoutes(app: FastifyInstance) {
  app.get('/v1/quote/', { config: { public: true } }, async (request) => {
    const list = quotes[languageOf(request.headers['accept-language'])];
    return { text: list[Math.floor(Math.random() * list.length)] ?? '' };
  });
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
