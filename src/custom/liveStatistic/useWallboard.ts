import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { RESYNC, useServerEvents } from '../../events/useServerEvents.ts';

/** Told by the server when a platform's event changed the group's live state (server/ingest/liveEvents.ts). */
const LIVE_CHANGED = 'live_statistics.changed';

/**
 * The wallboard and `offset`, the server's clock minus the browser's when the answer came:
 * waiting times count from the server's clock, whatever the browser's says.
 */
async function readWallboard(signal: AbortSignal) {
  const board = await resultOf(apiClient.GET('/v1/live_statistics/', { signal }));
  return { ...board, offset: Date.parse(board.now) - Date.now() };
}
export type Wallboard = Awaited<ReturnType<typeof readWallboard>>;

/**
 * The wallboard, read again whenever the event stream says it changed or was down (a resync
 * after a reconnect), and every 30 s while the stream is not connected. `tick` moves every
 * second, so that waiting times count up between reads.
 */
export function useWallboard() {
  const board = useApiRead(['live_statistics'], readWallboard);
  const { connected } = useServerEvents((event) => {
    if (event.type === LIVE_CHANGED || event.type === RESYNC) board.retry();
  });
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setTick(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const retry = useRef(board.retry);
  useEffect(() => {
    retry.current = board.retry;
  });
  useEffect(() => {
    if (connected) return undefined;
    const timer = window.setInterval(() => retry.current(), 30_000);
    return () => window.clearInterval(timer);
  }, [connected]);
  return { ...board, tick, connected };
}
