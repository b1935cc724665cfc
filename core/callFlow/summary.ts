import { idOf, list, obj } from './read.ts';
import type { IssueParams } from './types.ts';

/**
 * The one line under a block's name that says what it does with its data ("Keys 1 2 #", the
 * queue's name), as a kind describes it (its block.ts `summary`). A kind says it in parts, pure
 * data, so that core needs neither a translate function nor the records' names: the designer
 * turns the parts into text with its own (summaryText).
 */
export type SummaryPart =
  /** Text from the block's data, shown as it is. */
  | { text: string }
  /** A locale key with its params. */
  | { key: string; params?: IssueParams }
  /** A record the block refers to, by its label; `id` null: not set. */
  | { resource: string; id: number | null }
  /** Parts shown one after the other with ', '. */
  | { list: SummaryPart[] };

/** A summary's parts are shown with ' · ' between them. */
export type Summary = SummaryPart[];

export const NOT_SET = { key: 'designer.summary.not_set' } as const satisfies SummaryPart;

/** Text or a number as the line shows it; anything else is empty. */
export const shown = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** `designer.summary.<key>` counting n (its text has a plural form). */
export const count = (key: string, n: number): SummaryPart => ({ key: `designer.summary.${key}`, params: { smart_count: n } });

/** Texts as one list part, or "not set" when there are none. */
export const textsOrNotSet = (texts: string[]): Summary => (texts.length ? [{ text: texts.join(', ') }] : [NOT_SET]);

/** A reference field's record. */
export const record = (resource: string, value: unknown): Summary => [{ resource, id: idOf(value) }];

/** The route kinds' line: their routes' labels (or how many), and the time zone when one is set. */
export function routesSummary(data: Record<string, unknown>): Summary {
  const routes = list(data.routes);
  const labels = routes.map((r) => shown(obj(r).label)).filter(Boolean);
  const zone = shown(data.timezone);
  const first: SummaryPart = labels.length ? { text: labels.join(', ') } : count('routes', routes.length);
  return zone ? [first, { text: zone }] : [first];
}

type Translate = (key: string, params?: Record<string, unknown>) => string;
type LabelOf = (resource: string, id: number) => string | undefined;

function partText(part: SummaryPart, t: Translate, labelOf: LabelOf): string {
  if ('text' in part) return part.text;
  if ('key' in part) return t(part.key, part.params);
  if ('list' in part) return part.list.map((p) => partText(p, t, labelOf)).join(', ');
  if (part.id === null) return t(NOT_SET.key);
  return labelOf(part.resource, part.id) ?? `#${part.id}`;
}

/** A summary as the designer shows it, with its translate function and the records' labels. */
export const summaryText = (summary: Summary, t: Translate, labelOf: LabelOf): string => summary.map((part) => partText(part, t, labelOf)).join(' · ');
