import isEqual from 'lodash/isEqual.js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript shim for the bundle (vite.config.ts), without types.
import storeValueEqual from '../../scripts/vite/shims/storeValueEqual.js';

/** The values react-admin keeps in its store: a locale, list parameters, column choices, a sidebar flag. */
const VALUES: unknown[] = [
  'en',
  'nl',
  0,
  1,
  Number.NaN,
  true,
  false,
  null,
  undefined,
  [],
  ['name', 'extension'],
  ['extension', 'name'],
  { sort: 'name', order: 'ASC', page: 1, perPage: 25, filter: {} },
  { sort: 'name', order: 'DESC', page: 1, perPage: 25, filter: {} },
  { sort: 'name', order: 'ASC', page: 1, perPage: 25, filter: { q: 'sales' } },
  { sort: 'name', order: 'ASC', page: 1, perPage: 25 },
  { columns: [{ source: 'name', hidden: false }] },
  { columns: [{ source: 'name', hidden: true }] },
  new Date('2026-11-27T10:00:00Z'),
  new Date('2026-11-28T10:00:00Z'),
  new Map([['a', 1]]),
  new Map([['a', 2]]),
  new Set(['a']),
  new Set(['b']),
];

/** Each value, and a copy of it made apart, so that equal values are never the same object. */
const copy = (value: unknown): unknown => structuredClone(value);

describe("ra-core useStore's comparison on the sign-in page (scripts/vite/shims/storeValueEqual.js)", () => {
  it("answers as lodash's isEqual for every pair of store values", () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        expect(storeValueEqual(a, copy(b)), `${String(JSON.stringify(a))} and ${String(JSON.stringify(b))}`).toBe(isEqual(a, copy(b)));
      }
    }
  });
});
