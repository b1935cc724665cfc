const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A zone's offset from UTC (ms, local minus UTC) at any instant, from the runtime's zone rules
 * (Intl), read once per UTC day and again per instant only on a day whose offset changes.
 * The statistics read a year of hours this way (8,760 instants, two zones) where PostgreSQL's
 * `AT TIME ZONE` per hourly row was a fifth of the time on PGlite. Undefined for a zone the runtime
 * does not know; the caller then reads such hours in the database.
 *
 * The zones given are the group's (timeZone.ts: a fixed list of European zones) and the working
 * hours' schedule's, which the schedule's rules accept only when Intl knows it and the statistics
 * use only when PostgreSQL knows it too (workingHours.ts): both sides read the same rules.
 */
export function zoneOffsets(zone: string): ((at: number) => number) | undefined {
  if (!known.has(zone)) known.set(zone, offsetsOf(zone));
  return known.get(zone);
}

/**
 * Each zone's reader, kept for the process: its formatter took milliseconds to make, and the
 * days it has read stay read (a few thousand days at most: the periods the statistics offer).
 */
const known = new Map<string, ((at: number) => number) | undefined>();

function offsetsOf(zone: string): ((at: number) => number) | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
  } catch {
    return undefined;
  }
  const exact = (at: number) => {
    const part: Record<string, number> = {};
    for (const p of format.formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
    const whole = Math.floor(at / 1000) * 1000;
    return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - whole;
  };
  // A day's offset when it holds all day (its start's equals the next day's start's), else null.
  const days = new Map<number, number | null>();
  return (at: number) => {
    const day = Math.floor(at / DAY) * DAY;
    let offset = days.get(day);
    if (offset === undefined) {
      const first = exact(day);
      offset = first === exact(day + DAY) ? first : null;
      days.set(day, offset);
    }
    return offset ?? exact(at);
  };
}
