import type { Diagram } from '../../../../core/callFlow/types.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a block is named in the test call: its kind's name, numbered when the diagram has more
 * than one of that kind ("Queue 2"), so that the path reads without block ids. A block of
 * another flow (after a jump) or one no longer in the diagram is named by its kind alone.
 */
export function blockNamer(diagram: Diagram | undefined, translate: Translate): (block: string | null, type?: string) => string {
  const numbers = new Map<string, { type: string; n: number; of: number }>();
  const counts = new Map<string, number>();
  for (const node of diagram?.nodes ?? []) counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const node of diagram?.nodes ?? []) {
    const n = (seen.get(node.type) ?? 0) + 1;
    seen.set(node.type, n);
    numbers.set(node.id, { type: node.type, n, of: counts.get(node.type) ?? 1 });
  }
  const kindName = (type: string) => translate(`blocks.kinds.${type}.name`, { _: type });
  return (block, type) => {
    if (block === null) return translate('test_call.path.nowhere');
    const known = numbers.get(block);
    if (!known) return type ? kindName(type) : block;
    return known.of > 1 ? translate('test_call.path.numbered', { name: kindName(known.type), n: known.n }) : kindName(known.type);
  };
}
