import type { FastifyInstance } from 'fastify';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { detail } from './errors.ts';

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL stores neither in text or jsonb, so a request
 * holding one anywhere would fail in the database. With the u flag a surrogate pair is one code
 * point, so only unpaired halves match the range.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const NOT_STORABLE = /[\u0000\ud800-\udfff]/u;

/** Whether a parsed value (path, query or JSON body) holds a text PostgreSQL cannot store, in a key or a value. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return NOT_STORABLE.test(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsUnstorableText(v, depth + 1));
  return Object.entries(value).some(([k, v]) => NOT_STORABLE.test(k) || holdsUnstorableText(v, depth + 1));
}

/**
 * Refuses, before any route reads it, input that no route could store or compare: one check
 * for every route instead of one per field. Answers 400 in the catalogue's words.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.params) || holdsUnstorableText(request.query) || holdsUnstorableText(request.body)) {
      throw detail(400, serverText('invalid'));
    }
    // A Current-Group-Id that names no group is the guard's to refuse (403 group_forbidden), like
    // any other claim of a group out of reach: it is a claim, not malformed input.
  });
}
