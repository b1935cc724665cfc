import { useMemo, useState } from 'react';
import { unreachableBlocks, validateDiagram } from '../../../../../core/callFlow/index.ts';
import type { Diagram, Issue, ValidationContext } from '../../../../../core/callFlow/types.ts';

export interface Validation {
  issues: Issue[];
  /** Each block's issues; a block whose issues did not change keeps the same array. */
  byBlock: Map<string, Issue[]>;
  /** Blocks no call can reach (drawn greyed). */
  unreachable: Set<string>;
  errors: number;
  warnings: number;
}

const key = (issues: Issue[]) => issues.map((i) => `${i.severity}|${i.key}|${JSON.stringify(i.params ?? {})}`).join('\n');

/** A validator that remembers its last answer, so that unchanged per-block lists keep their identity. */
export function createValidator() {
  let previous = new Map<string, Issue[]>();
  return (diagram: Diagram, ctx: ValidationContext): Validation => {
    const issues = validateDiagram(diagram, ctx);
    const grouped = new Map<string, Issue[]>();
    for (const issue of issues) {
      if (issue.block === null) continue;
      const list = grouped.get(issue.block);
      if (list) list.push(issue);
      else grouped.set(issue.block, [issue]);
    }
    const byBlock = new Map<string, Issue[]>();
    for (const [block, list] of grouped) {
      const before = previous.get(block);
      byBlock.set(block, before && key(before) === key(list) ? before : list);
    }
    previous = byBlock;
    const errors = issues.filter((i) => i.severity === 'error').length;
    return { issues, byBlock, unreachable: unreachableBlocks(diagram), errors, warnings: issues.length - errors };
  };
}

/**
 * The rules of configuration-areas §5 on every edit (validateDiagram, the same module as the
 * server's). Only the nodes whose issues changed are drawn again.
 */
export function useValidation(diagram: Diagram, ctx: ValidationContext): Validation {
  const [validate] = useState(createValidator);
  return useMemo(() => validate(diagram, ctx), [validate, diagram, ctx]);
}
