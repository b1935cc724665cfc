import { kindOf } from './blocks/index.ts';
import { dataOf, indexDiagram, portOfLink, reachableFrom } from './graph.ts';
import type { Diagram, Issue, IssueParams, Severity, ValidationContext } from './types.ts';

/** The whole-diagram rules `validateDiagram` may answer (texts at `blocks.rules.<rule>`), for the cheat sheet and the tests. */
export const DIAGRAM_RULE_KEYS = [
  'two_blocks',
  'one_start',
  'start_connected',
  'no_unlinked',
  'ports_connected',
  'port_linked_twice',
  'unknown_port',
  'unknown_type',
  'block_id_repeated',
  'toggle_shortcodes_repeated',
  'toggle_shortcodes_taken',
  'choice_extensions_exist',
  'no_database_reference',
  'unreachable',
] as const;

export type DiagramRule = (typeof DIAGRAM_RULE_KEYS)[number];

const diagramIssue = (block: string | null, rule: DiagramRule, params?: IssueParams, severity: Severity = 'error'): Issue => ({
  block,
  rule,
  key: `blocks.rules.${rule}`,
  severity,
  ...(params ? { params } : {}),
});

/**
 * The rules of configuration-areas §5 for a whole diagram and each of its blocks: errors block
 * a confirmed save (portal and server alike), warnings do not. Each issue names its block (null
 * for the diagram as a whole), its rule and the locale key of its text.
 */
export function validateDiagram(diagram: Diagram, ctx: ValidationContext = {}): Issue[] {
  return analyseDiagram(diagram, ctx).issues;
}

/**
 * validateDiagram and unreachableBlocks in one reading of the diagram: what the designer needs
 * on every edit (issues listed and marked, unreachable blocks greyed).
 */
export function analyseDiagram(diagram: Diagram, ctx: ValidationContext = {}): { issues: Issue[]; unreachable: Set<string> } {
  const index = indexDiagram(diagram);
  const issues: Issue[] = [];
  if (index.nodes.length < 2) issues.push(diagramIssue(null, 'two_blocks'));
  // No start: the diagram's issue; more than one: each start after the first, so a click finds it.
  if (!index.starts.length) issues.push(diagramIssue(null, 'one_start', { count: 0 }));
  for (const extra of index.starts.slice(1)) issues.push(diagramIssue(extra.id, 'one_start', { count: index.starts.length }));
  const seenIds = new Set<string>();
  for (const node of index.nodes) {
    if (seenIds.has(node.id)) issues.push(diagramIssue(node.id, 'block_id_repeated', { block: node.id }));
    seenIds.add(node.id);
  }
  for (const link of index.strayLinks) issues.push(diagramIssue(link.source, 'unknown_port', { port: portOfLink(link) }));

  const shortcodeHolder = new Map<number, string>();
  for (const node of index.nodes) {
    const kind = kindOf(node.type);
    if (!kind) {
      issues.push(diagramIssue(node.id, 'unknown_type', { type: String(node.type) }));
      continue;
    }
    const data = dataOf(node);
    const byPort = index.out.get(node.id);
    if (!kind.hasInput) {
      if (!byPort?.size) issues.push(diagramIssue(node.id, 'start_connected'));
    } else if (!index.entered.has(node.id)) {
      issues.push(diagramIssue(node.id, 'no_unlinked'));
    }
    if (kind.hasInput || byPort?.size) {
      for (const port of index.ports.get(node.id) ?? []) {
        const targets = byPort?.get(port)?.length ?? 0;
        if (!targets) issues.push(diagramIssue(node.id, 'ports_connected', { port, name: kind.portLabel(data, port) }));
        else if (targets > 1) issues.push(diagramIssue(node.id, 'port_linked_twice', { port, name: kind.portLabel(data, port) }));
      }
    }
    const own = kind.rules(data, { flowId: ctx.flowId });
    // Three blank items of one tier are one thing to fix: the same rule with the same params is said once.
    const said = own.length > 1 ? new Set<string>() : undefined;
    for (const issue of own) {
      if (said) {
        const key = `${issue.rule}\u0000${JSON.stringify(issue.params ?? {})}`;
        if (said.has(key)) continue;
        said.add(key);
      }
      issues.push({
        block: node.id,
        rule: issue.rule,
        key: `blocks.kinds.${kind.type}.rules.${issue.rule}`,
        severity: issue.severity ?? 'error',
        ...(issue.params ? { params: issue.params } : {}),
      });
    }
    if (ctx.missing?.size) {
      for (const ref of kind.references(data)) {
        if (ctx.missing.has(`${ref.resource}:${ref.id}`)) issues.push(diagramIssue(node.id, 'no_database_reference', { resource: ref.resource, id: ref.id }));
      }
    }
    for (const code of new Set(kind.shortcodes?.(data) ?? [])) {
      const other = shortcodeHolder.get(code);
      if (other !== undefined && other !== node.id) issues.push(diagramIssue(node.id, 'toggle_shortcodes_repeated', { shortcode: code, block: other }));
      else shortcodeHolder.set(code, node.id);
      const holder = ctx.takenShortcodes?.get(code);
      if (holder !== undefined) issues.push(diagramIssue(node.id, 'toggle_shortcodes_taken', { shortcode: code, holder }));
      // The group dials this number already (an extension, queue, ring group or contact's shortcode): one namespace, portal-overview §8.
      else if (ctx.dialledNumbers?.has(code)) issues.push(diagramIssue(node.id, 'choice_extensions_exist', { shortcode: code }));
    }
  }

  // A block that something links into but no call reaches (an island): a warning, the rest is already said.
  const reached = reachableFrom(index, index.starts.map((s) => s.id));
  const unreachable = new Set<string>();
  for (const node of index.nodes) {
    if (node.type === 'start' || reached.has(node.id)) continue;
    unreachable.add(node.id);
    if (index.entered.has(node.id)) issues.push(diagramIssue(node.id, 'unreachable', undefined, 'warning'));
  }
  return { issues, unreachable };
}

/** Whether the issues allow a confirmed save. */
export const hasErrors = (issues: readonly Issue[]) => issues.some((i) => i.severity === 'error');
