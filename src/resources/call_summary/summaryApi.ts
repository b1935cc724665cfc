import type { components } from '../../../generated/openapi.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';

export type Summary = components['schemas']['CallSummary'];
export type Section = NonNullable<Summary['sections']>[number];
export type Transcript = NonNullable<Summary['transcript']>;

/** The reader's rating of a summary, and everyone's for the group's administrators. */
export type Feedback = NonNullable<Awaited<ReturnType<typeof summaryApi.feedback>>>;

/** The list's filters (server/areas/call_summary/contract.ts). */
export interface SummaryQuery {
  search?: string;
  visibility?: 'private' | 'public';
  direction?: 'inbound' | 'outbound' | 'internal';
  date_after?: string;
  date_before?: string;
}

/** What an edit sends: the written parts and the switch; the call's facts stay the server's. */
export type SummaryEdit = Pick<Summary, 'quick_summary' | 'detailed_summary' | 'sections' | 'notes' | 'conclusions' | 'next_steps' | 'recommendations' | 'visibility'>;

/** The summaries' calls, through the one typed client. */
export const summaryApi = {
  list: (query: SummaryQuery & { page: number; page_size: number; ordering: '-date_time' }, signal?: AbortSignal) =>
    resultOf(apiClient.GET('/v1/call_summaries/', { params: { query }, signal }), signal),
  get: (id: number, signal?: AbortSignal) => resultOf(apiClient.GET('/v1/call_summaries/{id}/', { params: { path: { id } }, signal }), signal),
  /** The summary of one call, or undefined when it has none the reader sees. */
  ofCall: async (cdr: number, signal?: AbortSignal) =>
    (await resultOf(apiClient.GET('/v1/call_summaries/', { params: { query: { cdr, page_size: 1 } }, signal }), signal)).results[0],
  save: (id: number, body: Partial<SummaryEdit> & { version: number }) =>
    resultOf(apiClient.PATCH('/v1/call_summaries/{id}/', { params: { path: { id } }, body: body as never })) as Promise<Summary>,
  credits: (signal?: AbortSignal) => resultOf(apiClient.GET('/v1/call_summaries/credits/', { signal }), signal),
  /** Whether Summarise is offered, why not, and what is sent where. */
  service: (signal?: AbortSignal) => resultOf(apiClient.GET('/v1/call_summaries/service/', { signal }), signal),
  request: (cdr: number) => resultOf(apiClient.POST('/v1/call_summaries/', { body: { cdr } })),
  feedback: (id: number, signal?: AbortSignal) => resultOf(apiClient.GET('/v1/call_summaries/{id}/feedback/', { params: { path: { id } }, signal }), signal),
  rate: (id: number, body: { useful: boolean; comment: string }) => resultOf(apiClient.PUT('/v1/call_summaries/{id}/feedback/', { params: { path: { id } }, body })),
};

/** The summary as plain text, for the clipboard: each part under its heading, in the reader's words. */
export function summaryText(summary: Summary, label: (field: string) => string): string {
  const lines: string[] = [summary.quick_summary];
  const block = (field: string, text?: string) => {
    if (text?.trim()) lines.push('', label(field), text.trim());
  };
  const list = (field: string, items?: string[]) => {
    if (items?.length) lines.push('', label(field), ...items.map((item) => `- ${item}`));
  };
  block('detailed_summary', summary.detailed_summary);
  for (const section of summary.sections ?? []) lines.push('', section.topic, ...section.points.map((p) => `- ${p}`));
  block('notes', summary.notes);
  list('conclusions', summary.conclusions);
  list('next_steps', summary.next_steps);
  list('recommendations', summary.recommendations);
  list('participants', summary.participants);
  return lines.join('\n');
}
