import { BLOCK_TYPES, kindOf as registryKindOf } from '../../../../core/callFlow/blocks/index.ts';
import type { BlockKind } from '../../../../core/callFlow/types.ts';

/**
 * The designer's one door to the block registry (core/callFlow/blocks/index.ts). A block of a
 * type the registry does not know (an old diagram) has no kind: it is drawn, never a crash.
 */
export const kindOf = (type: string): BlockKind | undefined => registryKindOf(type);

/** Every kind in the order of configuration-areas §3, the start first. */
export function allKinds(): BlockKind[] {
  return BLOCK_TYPES.map((type) => registryKindOf(type)!);
}

/** The palette: every kind but the start, which a diagram has exactly once. */
export function paletteKinds(): BlockKind[] {
  return allKinds().filter((kind) => kind.hasInput);
}
