import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../core/domain/formats.ts';
import { detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/** Each language by its own name, as language pickers show it whatever the portal's language. */
const ENDONYMS: Record<(typeof LANGUAGES)[number], string> = { en: 'English', nl: 'Nederlands', fr: 'Français' };
const ALL = LANGUAGES.map((id) => ({ id, name: ENDONYMS[id] }));

/** The languages the phone system speaks: a fixed list, served like a resource. */
export function languageRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { search?: string; label_only?: string } }>('/v1/languages/', async (request) => {
    const search = request.query.search?.trim().toLowerCase();
    const found = ALL.filter((l) => !search || l.name.toLowerCase().includes(search) || l.id === search);
    const results = request.query.label_only === 'true' ? found.map((l) => ({ id: l.id, label: l.name })) : found;
    return { count: results.length, results };
  });
  app.get<{ Params: { id: string } }>('/v1/languages/:id/', async (request) => {
    const language = ALL.find((l) => l.id === request.params.id);
    if (!language) throw detail(404, serverText('not_found'));
    return language;
  });
}
