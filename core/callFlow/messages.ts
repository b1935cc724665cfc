import type { Issue, IssueParams, TraceStep } from './types.ts';

/** A translate function as react-admin's `useTranslate` and the server's locale reader give it. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Where a port's text is: a fixed port by its name, a list port as `option`/`route` with its number. */
export function portText(port: string, label: string, t: Translate): string {
  if (label.trim()) return label;
  const listed = /^(option|route)-(\d+)$/.exec(port);
  return listed ? t(`blocks.ports.${listed[1]}`, { number: Number(listed[2]) + 1 }) : t(`blocks.ports.${port}`);
}

/** Params made readable: a port by its label or name, a resource by its name. */
function readable(params: IssueParams | undefined, t: Translate): Record<string, unknown> {
  if (!params) return {};
  const out: Record<string, unknown> = { ...params };
  if (typeof params.port === 'string') out.name = portText(params.port, String(params.name ?? ''), t);
  if (typeof params.unlinked === 'string') out.unlinked = portText(params.unlinked, '', t);
  if (typeof params.resource === 'string') out.resource = t(`blocks.resources.${params.resource}`);
  return out;
}

/** An issue's text in the reader's language (the designer's list, the server's 400). */
export const issueMessage = (issue: Issue, t: Translate): string => t(issue.key, readable(issue.params, t));

/** A test-call step's reason in the reader's language. */
export const stepMessage = (step: TraceStep, t: Translate): string => t(step.reason, readable(step.params, t));

/** A block kind's name in the reader's language. */
export const kindName = (type: string, t: Translate): string => t(`blocks.kinds.${type}.name`);
