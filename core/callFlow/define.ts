import type { JsonSchema } from '../schema/types.ts';
import type { BlockData, BlockKind } from './types.ts';

/** What a kind must say; the rest has the common answer (no rules, no references, no port labels). */
export type BlockDefinition = Pick<BlockKind, 'type' | 'order' | 'icon' | 'defaults' | 'ports' | 'route'> &
  Partial<Omit<BlockKind, 'schema' | 'uiSchema'>> & { schema: unknown; uiSchema: unknown };

/** A block kind from its definition (its folder's block.ts). */
export function defineBlock(definition: BlockDefinition): BlockKind {
  return {
    hasInput: true,
    ruleKeys: [],
    portLabel: () => '',
    rules: () => [],
    references: () => [],
    ...definition,
    schema: definition.schema as JsonSchema,
    uiSchema: definition.uiSchema as Record<string, unknown>,
  };
}

/** The issue of a rule, when `broken`. */
export const check = (broken: boolean, rule: string, params?: Record<string, string | number>) => (broken ? [{ rule, ...(params ? { params } : {}) }] : []);

/** Block data as a kind declares it (for the defaults). */
export const data = <T extends BlockData>(value: T): BlockData => value;
