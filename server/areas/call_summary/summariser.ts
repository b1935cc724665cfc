/**
 * The summariser at the edge: an HTTP service that turns a call's recording into a summary,
 * at SUMMARISER_URL (README "Call summaries"). Read when a summary is asked for and when the job
 * runs, so that a deployment (or a test) points it elsewhere without a restart. Without it the
 * portal's request is refused: no summary is made up.
 */
export function summariserUrl(): string | undefined {
  const url = process.env.SUMMARISER_URL?.trim();
  return url ? url : undefined;
}

/** How long one call to the summariser may take before the attempt counts as failed. */
export const SUMMARISER_TIMEOUT_MS = Number(process.env.SUMMARISER_TIMEOUT_MS ?? 120_000);

/** What the summariser is sent: the call, who took part, the language to write in, the recording. */
export interface SummariserRequest {
  summary: number;
  language: string;
  call: { id: number; start: string; direction: string; duration: number; caller: string; callee: string };
  participants: string[];
  recording: { content_type: string; data_base64: string };
}

/** A failure of the summariser: `retry` when another attempt may succeed (unreachable, 5xx, timeout). */
export class SummariserError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/** Sends the call to the summariser (POST, JSON) and answers its JSON body. */
export async function summarise(url: string, body: SummariserRequest, signal: AbortSignal): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(SUMMARISER_TIMEOUT_MS)]),
    });
  } catch (err) {
    throw new SummariserError(`the summariser could not be reached: ${(err as Error).message}`, true);
  }
  if (res.status >= 500 || res.status === 429) throw new SummariserError(`the summariser answered ${res.status}`, true);
  if (!res.ok) throw new SummariserError(`the summariser refused the call: ${res.status}`, false);
  try {
    return await res.json();
  } catch {
    throw new SummariserError('the summariser answered no JSON', false);
  }
}
