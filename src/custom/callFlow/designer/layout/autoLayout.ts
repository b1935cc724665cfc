import type { ElkNode } from 'elkjs/lib/elk-api.js';
import type { Diagram, Position } from '../../../../../core/callFlow/types.ts';
import { nodeGeometry } from '../canvas/geometry.ts';
import { hasSummary } from '../canvas/summary.ts';
import { portOfLink, portsOf } from '../state/ops.ts';

/**
 * Auto-layout with ELK's layered algorithm (elkjs), calls flowing left to right from the start,
 * each block's outputs in their order on its right side, so that links cross as little as they
 * can. ELK runs in a web worker of its own (elk-worker.min.js, an asset of the build), so a
 * large diagram does not freeze the page while it is laid out.
 */
export function layoutGraph(diagram: Diagram): ElkNode {
  const ids = new Set(diagram.nodes.map((n) => n.id));
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '90',
      'elk.spacing.nodeNode': '40',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
      // Blocks not linked yet are each a component of their own, which ELK otherwise packs by
      // size (new blocks first): in the order they were made, as the user added them (issue 27).
      'elk.layered.considerModelOrder.components': 'MODEL_ORDER',
    },
    children: diagram.nodes.map((block) => {
      const ports = portsOf(block);
      const geometry = nodeGeometry(block, ports, { summary: hasSummary(block.type), mark: false });
      return {
        id: block.id,
        width: geometry.width,
        height: geometry.height,
        layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
        ports: geometry.handles.map((handle) => ({
          id: `${block.id}::${handle.type === 'target' ? '__in' : handle.id}`,
          x: handle.x,
          y: handle.y,
          width: handle.width ?? 1,
          height: handle.height ?? 1,
          layoutOptions: { 'elk.port.side': handle.type === 'target' ? 'WEST' : 'EAST' },
        })),
      };
    }),
    edges: diagram.edges
      .filter((link) => ids.has(link.source) && ids.has(link.target) && link.source !== link.target)
      .map((link) => ({ id: link.id, sources: [`${link.source}::${portOfLink(link)}`], targets: [`${link.target}::__in`] })),
  };
}

/** Where ELK placed each block. */
export function positionsOf(laidOut: ElkNode): Map<string, Position> {
  return new Map((laidOut.children ?? []).map((child) => [child.id, { x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0) }]));
}

let elk: Promise<import('elkjs/lib/elk-api.js').ELK> | undefined;

async function loadElk() {
  const [{ default: ELK }, { default: workerUrl }] = await Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]);
  return new ELK({ workerUrl });
}

/** The diagram's blocks laid out; links follow their blocks. */
export async function autoLayout(diagram: Diagram): Promise<Map<string, Position>> {
  elk ??= loadElk();
  const laidOut = await (await elk).layout(layoutGraph(diagram));
  return positionsOf(laidOut);
}
