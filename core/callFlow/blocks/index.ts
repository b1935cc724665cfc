import type { BlockKind } from '../types.ts';
import * as kinds from './kinds.ts';

/**
 * The ONE registry of call-flow block kinds (pure: no React, no database), used by the designer,
 * the server's validation, the test call and the cheat sheet. Each kind is a folder beside this
 * file (block.ts, schema.json, ui.json) and one line of kinds.ts.
 */
export type BlockType = keyof typeof kinds;

export const BLOCK_KINDS: Readonly<Record<BlockType, BlockKind>> = { ...kinds };

/** The kinds in the order of configuration-areas §3 (start first): the palette's and the cheat sheet's. */
export const BLOCK_TYPES: readonly BlockType[] = (Object.keys(BLOCK_KINDS) as BlockType[]).sort((a, b) => BLOCK_KINDS[a].order - BLOCK_KINDS[b].order);

/** The kind of a type id, or undefined for an unknown one (a diagram is free JSON). */
export const kindOf = (type: string): BlockKind | undefined => (Object.hasOwn(BLOCK_KINDS, type) ? BLOCK_KINDS[type as BlockType] : undefined);

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(BLOCK_KINDS, type);
