import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import type { CallFlowRecord, FlowDiagram, Page } from '../list/api.ts';

/** A confirmed save of a call flow (callflow-contract.md): who made it, when, and why. */
export interface Revision {
  id: number;
  number: number;
  created_at: string;
  created_by: { id: number; name: string } | null;
  comment: string | null;
}

export interface RevisionWithDiagram extends Revision {
  diagram: FlowDiagram;
  description?: string;
}

export const REVISIONS_PAGE_SIZE = 10;
/** The compare view offers the latest revisions this many at most (older ones from the table's rows). */
export const COMPARE_CHOICES = 100;

/** A page of the flow's revisions, the newest first. */
export function listRevisions(flow: number, page: number, pageSize: number, signal: AbortSignal): Promise<Page<Revision>> {
  return resultOf(apiClient.GET('/v1/call_flow/{id}/revisions/', { params: { path: { id: flow }, query: { page, page_size: pageSize } }, signal }), signal) as Promise<Page<Revision>>;
}

export function readRevision(flow: number, revision: number, signal: AbortSignal): Promise<RevisionWithDiagram> {
  return resultOf(apiClient.GET('/v1/call_flow/{id}/revisions/{rev}/', { params: { path: { id: flow, rev: revision } }, signal }), signal) as Promise<RevisionWithDiagram>;
}

/** The revision's diagram becomes the flow's working changes, confirmed like any other change. */
export function restoreRevision(flow: number, revision: number): Promise<CallFlowRecord> {
  return resultOf(apiClient.POST('/v1/call_flow/{id}/revisions/{rev}/restore/', { params: { path: { id: flow, rev: revision } } })) as Promise<CallFlowRecord>;
}
