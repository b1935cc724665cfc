import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, MENU } from '../../src/navigation/menu.ts';
import { defaultSides, revisionOf, revisionSide } from '../../src/custom/callFlow/revisions/sides.ts';

describe('call-flow breadcrumbs', () => {
  it('draw the designer of a flow below the flow, the call-flow segment and the flow linked', () => {
    expect(breadcrumbTrail('/call-flow-gui/7', MENU)).toEqual([
      { path: '/call-flow', label: 'menu.call_flow', linked: true },
      { path: '/call-flow/7', segment: '7', linked: true },
      { path: '/call-flow-gui/7', label: 'call_flow_pages.crumbs.designer', linked: false },
    ]);
  });

  it('show nothing for a designer whose call-flow page the user may not see', () => {
    expect(breadcrumbTrail('/call-flow-gui/7', MENU.filter((entry) => entry.route !== '/call-flow'))).toEqual([]);
  });
});

describe('the compare view opens on', () => {
  const revision = (id: number, number: number) => ({ id, number, created_at: '2026-11-23T10:00:00Z', created_by: { id: 1, name: 'Alice' }, comment: '' });

  it('what a confirmed save would change when there are working changes', () => {
    expect(defaultSides([revision(9, 2), revision(8, 1)], true)).toEqual({ before: 'live', after: 'working' });
  });

  it('what the last confirmed save changed, else the only revision, else the live diagram alone', () => {
    expect(defaultSides([revision(9, 2), revision(8, 1)], false)).toEqual({ before: 'revision-8', after: 'live' });
    expect(defaultSides([revision(8, 1)], false)).toEqual({ before: 'revision-8', after: 'live' });
    expect(defaultSides([], false)).toEqual({ before: 'live', after: 'live' });
  });

  it('names a revision side by its id and reads it back', () => {
    expect(revisionOf(revisionSide({ id: 42 }))).toBe(42);
    expect(revisionOf('live')).toBeNull();
    expect(revisionOf('working')).toBeNull();
  });
});
