import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiClient } from '../dataProvider/apiClient.ts';
import { apiBaseUrl, isApiError, resultOf } from '../dataProvider/client.ts';
import { createEventStream, type LiveEvent } from './eventStream.ts';

export type { LiveEvent } from './eventStream.ts';
export { RESYNC } from './eventStream.ts';

/** The tab's one stream: a ticket through the typed client, then EventSource on GET v1/events/. */
const stream = createEventStream({
  async ticket() {
    try {
      return (await resultOf(apiClient.POST('/v1/events/ticket/'))).ticket;
    } catch (error) {
      // Signed out: the rest of the portal takes the user to the sign-in page.
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  url: (ticket) => `${apiBaseUrl()}/v1/events/?ticket=${encodeURIComponent(ticket)}`,
  open: (url) => new EventSource(url),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/**
 * Calls `onEvent` for each live event of the groups the user may act on (job progress, and
 * later record changes), and once with type `events.resync` after the stream was down. Returns
 * whether the stream is connected, so that a page can fall back to reading again by itself.
 */
export function useServerEvents(onEvent: (event: LiveEvent) => void, enabled = true): { connected: boolean } {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const connected = useSyncExternalStore(stream.onStatus, () => stream.connected);
  useEffect(() => (enabled ? stream.listen((event) => latest.current(event)) : undefined), [enabled]);
  return { connected };
}
