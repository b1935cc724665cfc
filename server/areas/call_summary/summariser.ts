import { postJson } from '../../summaries/http.ts';

/**
 * The summariser of our own contract at SUMMARISER_URL (README "Call summaries"), the third way
 * beside the two standard endpoints (server/summaries/): it takes the call and its recording and
 * answers the summary's fields.
 */

/** What the summariser is sent: the call, who took part, the language to write in, the recording. */
export interface SummariserRequest {
  summary: number;
  language: string;
  call: { id: number; start: string; direction: string; duration: number; caller: string; callee: string };
  participants: string[];
  recording: { content_type: string; data_base64: string };
}

/** Sends the call to the summariser (POST, JSON) and answers its JSON body. */
export function summarise(url: string, body: SummariserRequest, timeoutMs: number, signal: AbortSignal): Promise<unknown> {
  return postJson({ url, body: JSON.stringify(body), timeoutMs, signal });
}
