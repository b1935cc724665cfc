/** configuration-areas §9: a queue's waiting time is highlighted at 15 and at 20 seconds. */
export const WAIT_WARNING_SECONDS = 15;
export const WAIT_ALERT_SECONDS = 20;

export type WaitLevel = 'normal' | 'warning' | 'alert';

export function waitLevel(seconds: number): WaitLevel {
  if (seconds >= WAIT_ALERT_SECONDS) return 'alert';
  return seconds >= WAIT_WARNING_SECONDS ? 'warning' : 'normal';
}

/** Seconds since a moment, by the server's clock: `offset` is the server's now minus the browser's. */
export function secondsSince(since: string | null, offset: number, now = Date.now()): number {
  if (!since) return 0;
  return Math.max(0, Math.floor((now + offset - Date.parse(since)) / 1000));
}

