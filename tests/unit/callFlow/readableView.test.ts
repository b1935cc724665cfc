import { describe, expect, it } from 'vitest';
import { FAR_ZOOM } from '../../../src/custom/callFlow/designer/canvas/BlockNode.tsx';
import { NODE_WIDTH } from '../../../src/custom/callFlow/designer/canvas/geometry.ts';
import { areaInView, insideView, READABLE_FIT_ZOOM } from '../../../src/custom/callFlow/designer/canvas/readableView.ts';

/** Issue 27 item 6: where a dropped block lands, and the zoom a fit to view may go down to. */
describe('the designer’s view', () => {
  const view = areaInView({ x: -200, y: -100, zoom: 0.5 }, { width: 800, height: 600 });

  it('knows which part of the plane a viewport shows', () => {
    expect(view).toEqual({ x: 400, y: 200, width: 1600, height: 1200 });
  });

  it('moves a block dropped against the edge of the view wholly inside it, and leaves one inside where it is', () => {
    expect(insideView({ x: 400 - NODE_WIDTH / 2, y: 150 }, view, 100)).toEqual({ x: 416, y: 216 });
    expect(insideView({ x: 1990, y: 1390 }, view, 100)).toEqual({ x: 2000 - NODE_WIDTH - 16, y: 1400 - 100 - 16 });
    expect(insideView({ x: 900, y: 700 }, view, 100)).toEqual({ x: 900, y: 700 });
  });

  it('never fits below the zoom at which blocks turn into blank boxes', () => {
    expect(READABLE_FIT_ZOOM).toBeGreaterThan(FAR_ZOOM);
  });
});
