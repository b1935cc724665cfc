import { apiClient } from '../../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../../dataProvider/client.ts';
import type { CallFlow } from '../../../../../generated/types.ts';
import type { components } from '../../../../../generated/openapi.ts';
import type { Diagram, TestCaseResult } from '../../../../../core/callFlow/types.ts';
import type { DesignerData } from './designerData.ts';

/**
 * The designer's calls (callflow-contract.md, "The server API"), through the portal's one typed
 * client. An answer is narrowed to what the server always sends (a stored record has its id and
 * version, which the document marks read-only and so optional).
 */
const client = apiClient;

export interface FlowRecord extends CallFlow {
  id: number;
  version: number;
  draft: boolean;
  diagram: Diagram;
  working_diagram?: Diagram | null;
}

export interface Editor {
  user: number;
  name: string;
  since: string;
}

export interface TestResult extends TestCaseResult {
  test_case: number;
  name: string;
}

export interface ConfirmAnswer {
  call_flow: FlowRecord;
  revision: { id: number; number: number };
  test_results: TestResult[];
}

type FlowBody = components['schemas']['CallFlow'];

const one = (id: number) => ({ path: { id } });

export const readFlow = (id: number, signal?: AbortSignal) =>
  resultOf(client.GET('/v1/call_flow/{id}/', { params: one(id), signal }), signal) as Promise<FlowRecord>;

export const readDesignerData = (id: number, signal?: AbortSignal) =>
  resultOf(client.GET('/v1/call_flow/{id}/designer_data/', { params: one(id), signal }), signal) as Promise<DesignerData>;

/**
 * Save as draft: an active flow keeps its live diagram and gets the edits as working_diagram;
 * a concept (never confirmed) saves its diagram itself. Refused (412/409) when someone saved since.
 */
export const saveDraft = (record: FlowRecord, diagram: Diagram) => {
  const change: Partial<FlowBody> = record.draft ? { diagram } : { working_diagram: diagram };
  return resultOf(
    client.PATCH('/v1/call_flow/{id}/', {
      params: one(record.id),
      headers: { 'If-Match': `"${record.version}"` },
      // The document gives PATCH the whole record's schema (as PUT, scripts/generate/openapi.ts);
      // the server takes any part of it, so the part is typed as a part of that schema.
      body: change as FlowBody,
    }),
  ) as Promise<FlowRecord>;
};

export const confirmSave = (record: FlowRecord, diagram: Diagram, comment: string) =>
  resultOf(
    client.POST('/v1/call_flow/{id}/confirm/', {
      params: one(record.id),
      body: { version: record.version, description: record.description, diagram, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    }),
  ) as Promise<ConfirmAnswer>;

export const duplicateFlow = (id: number) => resultOf(client.POST('/v1/call_flow/{id}/duplicate/', { params: one(id), body: {} })) as Promise<FlowRecord>;

export const heartbeat = (id: number) => resultOf(client.POST('/v1/call_flow/{id}/editing/', { params: one(id) })) as Promise<{ editors: Editor[] }>;

export const stopEditing = (id: number) => resultOf(client.DELETE('/v1/call_flow/{id}/editing/', { params: one(id) }));
