import { memo, useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { Box, useTheme } from '@mui/material';
import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useTranslate } from 'ra-core';
import type { Diagram } from '../../../../../core/callFlow/types.ts';
import { NODE_WIDTH, TYPICAL_NODE_HEIGHT } from './geometry.ts';

const WIDTH = 200;
const HEIGHT = 140;
/** A block's height on the map: the map shows where blocks are, not their exact size. */
const BLOCK_HEIGHT = TYPICAL_NODE_HEIGHT;
const PADDING = 40;

const viewportOf = (s: ReactFlowState) => ({ x: s.transform[0], y: s.transform[1], zoom: s.transform[2], width: s.width, height: s.height });
const sameViewport = (a: ReturnType<typeof viewportOf>, b: ReturnType<typeof viewportOf>) =>
  a.x === b.x && a.y === b.y && a.zoom === b.zoom && a.width === b.width && a.height === b.height;

/**
 * The overview map: every block as a dot on one <canvas>, drawn again only when the diagram
 * changes, and the part in view as a frame that follows pan and zoom. React Flow's own MiniMap
 * keeps a component per node, which at 2,000 blocks cost the canvas a third of its first render
 * and frames while dragging. A click or drag on the map brings that place into view.
 */
function LightMiniMapView({ diagram, errors }: { diagram: Diagram; errors: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const canvas = useRef<HTMLCanvasElement>(null);
  const flow = useReactFlow();
  const viewport = useStore(viewportOf, sameViewport);

  const map = useMemo(() => {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const node of diagram.nodes) {
      const { x, y } = node.position ?? { x: 0, y: 0 };
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x + NODE_WIDTH);
      maxY = Math.max(maxY, y + BLOCK_HEIGHT);
    }
    if (!diagram.nodes.length) [minX, minY, maxX, maxY] = [0, 0, NODE_WIDTH, BLOCK_HEIGHT];
    minX -= PADDING;
    minY -= PADDING;
    maxX += PADDING;
    maxY += PADDING;
    const scale = Math.min(WIDTH / (maxX - minX), HEIGHT / (maxY - minY));
    // Centred in the map.
    const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
    const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
    return { minX, minY, scale, offsetX, offsetY };
  }, [diagram]);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = WIDTH * ratio;
    element.height = HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, WIDTH, HEIGHT);
    const w = Math.max(2, NODE_WIDTH * map.scale);
    const h = Math.max(1.5, BLOCK_HEIGHT * map.scale);
    for (const [colour, wanted] of [
      [palette.primary.main, false],
      [palette.error.main, true],
    ] as const) {
      context.fillStyle = colour;
      for (const node of diagram.nodes) {
        if (errors.has(node.id) !== wanted) continue;
        const { x, y } = node.position ?? { x: 0, y: 0 };
        context.fillRect(map.offsetX + (x - map.minX) * map.scale, map.offsetY + (y - map.minY) * map.scale, w, h);
      }
    }
  }, [diagram, errors, map, palette.primary.main, palette.error.main]);

  // The part of the diagram in view, on the map.
  const frame = {
    left: map.offsetX + (-viewport.x / viewport.zoom - map.minX) * map.scale,
    top: map.offsetY + (-viewport.y / viewport.zoom - map.minY) * map.scale,
    width: (viewport.width / viewport.zoom) * map.scale,
    height: (viewport.height / viewport.zoom) * map.scale,
  };

  const goTo = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left - map.offsetX) / map.scale + map.minX;
    const y = (event.clientY - box.top - map.offsetY) / map.scale + map.minY;
    void flow.setCenter(x, y, { zoom: viewport.zoom });
  };

  return (
    <Box
      role="img"
      aria-label={translate('designer.a11y.minimap')}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        goTo(event);
      }}
      onPointerMove={goTo}
      className="nopan nodrag nowheel"
      sx={{
        position: 'absolute',
        right: 12,
        bottom: 12,
        zIndex: 5,
        width: WIDTH,
        height: HEIGHT,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 1,
        cursor: 'pointer',
        touchAction: 'none',
      }}
      data-testid="cf-minimap"
    >
      <canvas ref={canvas} style={{ width: WIDTH, height: HEIGHT, display: 'block' }} />
      <Box sx={{ position: 'absolute', border: 2, borderColor: 'primary.main', borderRadius: 0.5, pointerEvents: 'none', bgcolor: 'action.hover' }} style={frame} />
    </Box>
  );
}

export const LightMiniMap = memo(LightMiniMapView);
