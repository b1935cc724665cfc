import { describe, expect, it } from 'vitest';
import { compareNames } from '../../core/text/compareNames.ts';

describe('compareNames', () => {
  it('sorts as localeCompare does: case, underscores, digits and accents included', () => {
    const names = ['call_flow', 'callFlow', 'Call', 'ring_group', 'ringgroup', 'a10', 'a2', 'élan', 'elan', 'zone', '../custom/b/routes.tsx', '../custom/a_b/routes.tsx'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
