import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, MENU } from '../../src/domain/menu.ts';

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
