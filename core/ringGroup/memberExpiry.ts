/**
 * When a ring group member has expired (configuration-areas §3, §4: "expires on its date"):
 * from its date on, counted in UTC days, it is no longer rung. The server leaves such members
 * out of every answer and every write (server/areas/ring_group/rules.ts); the form marks them
 * before a save takes them away. One rule for both, so that they never disagree about a day.
 */

/** Today's date (YYYY-MM-DD) in UTC. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whether a member's `expires` date (YYYY-MM-DD, or none) has come. */
export function hasExpired(expires: unknown, now: Date = new Date()): boolean {
  return typeof expires === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(expires) && expires <= utcToday(now);
}

/** The members still current: those without a date, or whose date has not come yet. */
export function currentMembers<T>(members: readonly T[], now: Date = new Date()): T[] {
  return members.filter((member) => !hasExpired((member as { expires?: unknown } | null)?.expires, now));
}
