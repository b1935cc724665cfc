/**
 * Asterisk writes a Cdr event's times as wall-clock text in its own zone (cdr_manager.c:
 * ast_localtime, `%Y-%m-%d %T`), without an offset. The instant of such a time in `timeZone`
 * (IANA), as RFC 3339 UTC; undefined for text that is no such time.
 */
export function instantOf(wall: string, timeZone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return undefined;
  // The zone's offset at that moment, found twice: the second guess is right across a DST change.
  let guess = asUtc - offsetMs(asUtc, timeZone);
  guess = asUtc - offsetMs(guess, timeZone);
  return new Date(guess).toISOString();
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`. */
function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(at / 1000) * 1000;
}
