import type { ConnectorLog } from './log.ts';

/** One post to the ingestion API: its path under /api/ingest/v1/ and its body. */
export interface Post {
  path: 'calls/' | 'live-events/';
  body: { call_id?: string; event_id?: string };
}

export interface DeliveryOptions {
  /** Switchboard's base URL, e.g. http://127.0.0.1:8000. */
  url: string;
  token: string;
  log: ConnectorLog;
  /** The first wait after a failed post; doubled up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Posts kept while Switchboard is unreachable; the oldest are dropped (and said) beyond. */
  maxQueue?: number;
}

/**
 * Posts to Switchboard's ingestion API one at a time, in the order the events came, so that a
 * call's live events arrive as they happened. A 2xx is done (200: a retry the API already had);
 * a 4xx is Switchboard refusing what the event says (said in the log, never retried: it would
 * be refused again); a 5xx or no answer is retried with a growing wait, the queue held.
 */
export class Delivery {
  private readonly queue: Post[] = [];
  private running = false;
  private stopped = false;
  private idle: (() => void)[] = [];

  constructor(private readonly options: DeliveryOptions) {}

  send(post: Post) {
    if (this.stopped) return;
    const max = this.options.maxQueue ?? 10_000;
    if (this.queue.length >= max) {
      // The oldest waiting post; the first is in flight while the loop runs.
      const [dropped] = this.queue.splice(this.running && this.queue.length > 1 ? 1 : 0, 1);
      this.options.log.warn(`Switchboard unreachable: dropped ${dropped.path} ${dropped.body.call_id ?? dropped.body.event_id} to keep ${max} posts`);
    }
    this.queue.push(post);
    void this.run();
  }

  /** Resolves when every post so far is delivered or refused. */
  drained(): Promise<void> {
    return this.queue.length === 0 && !this.running ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }

  stop() {
    this.stopped = true;
    this.queue.length = 0;
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    let wait = this.options.retryMs ?? 1000;
    while (this.queue.length > 0 && !this.stopped) {
      const post = this.queue[0];
      const outcome = await this.attempt(post);
      if (outcome === 'retry') {
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, this.options.maxRetryMs ?? 30_000);
        continue;
      }
      wait = this.options.retryMs ?? 1000;
      this.queue.shift();
    }
    this.running = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async attempt(post: Post): Promise<'done' | 'retry'> {
    const what = `${post.path} ${post.body.call_id ?? post.body.event_id}`;
    try {
      const res = await fetch(new URL(`/api/ingest/v1/${post.path}`, this.options.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(post.body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.ok) return 'done';
      if (res.status >= 400 && res.status < 500) {
        this.options.log.warn(`Switchboard refused ${what} (${res.status}): ${text.slice(0, 300)}`);
        return 'done';
      }
      this.options.log.warn(`Switchboard answered ${res.status} to ${what}: retrying`);
    } catch (error) {
      this.options.log.warn(`Switchboard unreachable for ${what} (${(error as Error).message}): retrying`);
    }
    return 'retry';
  }
}
