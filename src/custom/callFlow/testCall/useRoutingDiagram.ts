import { useState } from 'react';
import type { Diagram } from '../../../../core/callFlow/types.ts';

/** Whether two diagrams route alike: the same blocks with the same settings and the same links (positions aside). */
export function sameRouting(a: Diagram, b: Diagram): boolean {
  if (a.nodes.length !== b.nodes.length || a.edges.length !== b.edges.length) return false;
  for (let i = 0; i < a.nodes.length; i++) {
    const x = a.nodes[i];
    const y = b.nodes[i];
    if (x !== y && (x.id !== y.id || x.type !== y.type || x.data !== y.data)) return false;
  }
  if (a.edges === b.edges) return true;
  for (let i = 0; i < a.edges.length; i++) {
    const x = a.edges[i];
    const y = b.edges[i];
    if (x !== y && (x.id !== y.id || x.source !== y.source || x.target !== y.target || (x.source_handle ?? null) !== (y.source_handle ?? null))) return false;
  }
  return true;
}

/**
 * The diagram as the test call sees it: kept while only positions change (a block dragged
 * across the canvas), so that a drag does not trace the call again nor ask the server on
 * every frame. The comparison is by reference, cheap at thousands of blocks.
 */
export function useRoutingDiagram(diagram: Diagram): Diagram {
  const [kept, setKept] = useState(diagram);
  if (kept === diagram || sameRouting(kept, diagram)) return kept;
  setKept(diagram);
  return diagram;
}
