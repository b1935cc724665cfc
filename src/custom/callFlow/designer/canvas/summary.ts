import { summaryText } from '../../../../../core/callFlow/summary.ts';
import type { Block } from '../../../../../core/callFlow/types.ts';
import { kindOf } from '../kinds.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type LabelOf = (resource: string, id: number) => string | undefined;

/**
 * Whether a node has the line under its name: a kind has it when it says a summary (the start
 * and the end of a call say nothing more). A block of an unknown type keeps an empty line, as
 * before the kinds said their own, so an old diagram's geometry does not move.
 */
export const hasSummary = (type: string): boolean => {
  const kind = kindOf(type);
  return kind ? Boolean(kind.summary) : true;
};

/**
 * The line under a block's name saying what it does with its data, as its kind describes it
 * (core/callFlow/summary.ts). Plain text, so that a node stays light on a canvas of thousands.
 */
export function blockSummary(block: Block, translate: Translate, labelOf: LabelOf): string {
  const summary = kindOf(block.type)?.summary;
  return summary ? summaryText(summary(block.data ?? {}), translate, labelOf) : '';
}
