import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { expectedVersionOf } from '../../server/http/ifMatch.ts';

const request = (ifMatch: string | undefined, body?: unknown) => ({ headers: ifMatch === undefined ? {} : { 'if-match': ifMatch }, body }) as unknown as FastifyRequest;

/** The one reading of If-Match for every write with optimistic locking (records, settings, summaries, groups). */
describe('the version a write was based on', () => {
  it('reads the header’s tag, strong or weak, before the body', () => {
    expect(expectedVersionOf(request('"3"', { version: 9 }))).toBe(3);
    expect(expectedVersionOf(request('W/"12"'))).toBe(12);
  });

  it('takes the body’s version without a header, and nothing without either', () => {
    expect(expectedVersionOf(request(undefined, { version: 4 }))).toBe(4);
    expect(expectedVersionOf(request(undefined, { version: '4' }))).toBeUndefined();
    expect(expectedVersionOf(request(undefined, null))).toBeUndefined();
  });

  it('makes a tag the server never sent a version no record has, so the write is refused as stale', () => {
    for (const tag of ['"abc"', '"1e3"', '"12345678901"']) expect(expectedVersionOf(request(tag))).toBe(-1);
  });

  it('checks nothing for If-Match: * (any version)', () => {
    expect(expectedVersionOf(request('*', { version: 2 }))).toBeUndefined();
  });
});
