import { describe, expect, it } from 'vitest';
import { addWidget, effectiveLayout, moveWidget, removeWidget, type DashboardLayout } from '../../src/custom/dashboard/layout.ts';

/** The dashboard's layout edits, as the page applies them before saving the settings record. */
const layout: DashboardLayout = { widgets: ['a', 'b', 'c'], range: '7d' };

describe('the dashboard layout', () => {
  it('is the default one until the user saves another', () => {
    expect(effectiveLayout(null, new Set(['a', 'b']), ['b'])).toEqual({ widgets: ['b'], range: '7d' });
    expect(effectiveLayout({ widgets: ['c', 'a'], range: '30d' }, new Set(['a', 'c']), ['b'])).toEqual({ widgets: ['c', 'a'], range: '30d' });
  });

  it('leaves out a saved widget the user may no longer see, or the portal no longer knows', () => {
    expect(effectiveLayout({ widgets: ['a', 'gone', 'b'], range: '24h' }, new Set(['a']), []).widgets).toEqual(['a']);
  });

  it('adds a widget at the end once, removes one, and moves one onto another’s place', () => {
    expect(addWidget(layout, 'd').widgets).toEqual(['a', 'b', 'c', 'd']);
    expect(addWidget(layout, 'a')).toBe(layout);
    expect(removeWidget(layout, 'b').widgets).toEqual(['a', 'c']);
    expect(moveWidget(layout, 'c', 'a').widgets).toEqual(['c', 'a', 'b']);
    expect(moveWidget(layout, 'a', 'c').widgets).toEqual(['b', 'c', 'a']);
    expect(moveWidget(layout, 'a', 'zzz')).toBe(layout);
  });
});
