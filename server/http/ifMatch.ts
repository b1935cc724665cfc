import type { FastifyRequest } from 'fastify';

/**
 * The version a write was based on (the API's optimistic locking): the If-Match header's tag
 * (`"3"`, `W/"3"`), else a `version` number in the body; undefined when neither says or the
 * header is `*`. A tag the server never sent (not a version number) names no version of the
 * record: -1, which no record has, so the write is refused as stale (412) instead of going
 * through unchecked.
 */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  const tag = (Array.isArray(header) ? header[0] : header)?.replace(/^W\//, '').replace(/"/g, '').trim();
  // `*` asks for any version (RFC 9110 §13.1.1): no check.
  if (tag === '*') return undefined;
  if (tag) return /^\d{1,9}$/.test(tag) ? Number(tag) : -1;
  const version = (request.body as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}
