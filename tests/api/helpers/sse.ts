/** A Server-Sent Events client for tests: reads a stream with fetch and parses its `data:` events. */
export interface SseClient {
  readonly status: number;
  readonly headers: Headers;
  readonly events: { type: string; group: number | null; data: Record<string, unknown> }[];
  /** Comment lines seen (heartbeats). */
  readonly comments: string[];
  /** Resolves with the first event (seen or still to come) that matches, or fails after `timeoutMs`. */
  next(match: (event: SseClient['events'][number]) => boolean, timeoutMs?: number): Promise<SseClient['events'][number]>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseClient['events'] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as SseClient['events'][number]);
          }
          notify();
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
