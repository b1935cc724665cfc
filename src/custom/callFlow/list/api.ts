import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';

/** A diagram as stored (callflow-contract.md): blocks and the links between their ports. */
export interface FlowBlock {
  id: string;
  type: string;
  position?: { x: number; y: number };
  data?: Record<string, unknown>;
}
export interface FlowLink {
  id: string;
  source: string;
  source_handle?: string | null;
  target: string;
  target_handle?: string | null;
}
export interface FlowDiagram {
  nodes: FlowBlock[];
  edges: FlowLink[];
}

/** A call flow as the API answers it; `working_diagram` holds an active flow's unconfirmed changes. */
export interface CallFlowRecord {
  id: number;
  version: number;
  description: string;
  draft: boolean;
  diagram?: FlowDiagram;
  working_diagram?: FlowDiagram | null;
  /** Every user of the group sees it (else only its owners and administrators). */
  is_shared?: boolean;
  /** The last change, kept by the server on every write: when and by whom. */
  changed?: { at: string; by: { id: number | null; name: string } } | null;
}

export interface Page<T> {
  count: number;
  results: T[];
}

/** A new concept starts with its start block, so the designer opens on something to link from. */
export const NEW_DIAGRAM: FlowDiagram = { nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }], edges: [] };

export function listCallFlows(query: { draft: boolean; search?: string; page: number; page_size: number }, signal: AbortSignal): Promise<Page<CallFlowRecord>> {
  const params = { query: { ...query, draft: String(query.draft), ordering: 'description' } };
  return resultOf(apiClient.GET('/v1/call_flow/', { params, signal }), signal) as Promise<Page<CallFlowRecord>>;
}

export function readCallFlow(id: number, signal?: AbortSignal): Promise<CallFlowRecord> {
  return resultOf(apiClient.GET('/v1/call_flow/{id}/', { params: { path: { id } }, signal }), signal) as Promise<CallFlowRecord>;
}

export function createCallFlow(description: string): Promise<CallFlowRecord> {
  // The rest (no working changes, owners: the creator, not shared) is the server's default; the
  // document's type asks for every field that has one, hence the cast.
  const body = { description, draft: true, diagram: NEW_DIAGRAM };
  return resultOf(apiClient.POST('/v1/call_flow/', { body: body as never })) as Promise<CallFlowRecord>;
}

/** A draft copy; the server names it after the original with the first free number. */
export function duplicateCallFlow(id: number): Promise<CallFlowRecord> {
  return resultOf(apiClient.POST('/v1/call_flow/{id}/duplicate/', { params: { path: { id } }, body: {} })) as Promise<CallFlowRecord>;
}

export function deleteCallFlow(record: CallFlowRecord): Promise<unknown> {
  return resultOf(apiClient.DELETE('/v1/call_flow/{id}/', { params: { path: { id: record.id } }, headers: { 'If-Match': `"${record.version}"` } }));
}
