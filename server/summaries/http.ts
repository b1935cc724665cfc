/**
 * One HTTP call to an AI server at the edge, as every client here makes it: a timeout, the key
 * as a bearer token, and its failures sorted into those another attempt may cure (unreachable,
 * timed out, 5xx, 429: the job runs again) and those it will not (any other status, no JSON).
 */
export class SummariserError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface AiCall {
  url: string;
  body: string | FormData;
  key?: string;
  timeoutMs: number;
  signal: AbortSignal;
}

/** POSTs and answers the JSON body of a 2xx answer. */
export async function postJson({ url, body, key, timeoutMs, signal }: AiCall): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body sets its own multipart boundary.
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (key) headers.authorization = `Bearer ${key}`;
  const deadline = callDeadline(signal, timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers, body, signal: deadline.signal });
    } catch (err) {
      throw new SummariserError(`${url} could not be reached: ${(err as Error).message}`, true);
    }
    if (res.status >= 500 || res.status === 429) throw new SummariserError(`${url} answered ${res.status}`, true);
    if (!res.ok) throw new SummariserError(`${url} refused the call: ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`, false);
    try {
      return await res.json();
    } catch {
      throw new SummariserError(`${url} answered no JSON`, false);
    }
  } finally {
    deadline.end();
  }
}

/**
 * A signal that aborts when `signal` does or after `ms`, the whole exchange (answer and body),
 * held by this call until `end`. Not AbortSignal.any([signal, AbortSignal.timeout(ms)]): Node 20's
 * fetch follows such a signal weakly, and after a garbage collection its abort no longer reaches
 * the request, so a server that never answers held the summary's job for good (nodejs/node#55428;
 * tests/unit/summaryCallTimeout.test.ts collects garbage while a server hangs).
 */
function callDeadline(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}
