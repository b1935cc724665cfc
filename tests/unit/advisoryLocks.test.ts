import { describe, expect, it } from 'vitest';
import { LOCKS } from '../../server/db/locks.ts';

describe('the advisory locks', () => {
  it('each have a first key of their own', () => {
    const keys = Object.values(LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
