import type { Queryable } from '../../db/index.ts';

/**
 * The zone of a group's day, hour and week: the group has no zone setting, so it is the zone of
 * its country (the first origination country of its settings). Countries that span several
 * zones, or are not listed, count in UTC, and the answer says which zone it used.
 */
const ZONE_OF_COUNTRY: Record<string, string> = {
  AT: 'Europe/Vienna', BE: 'Europe/Brussels', BG: 'Europe/Sofia', CH: 'Europe/Zurich', CY: 'Asia/Nicosia', CZ: 'Europe/Prague',
  DE: 'Europe/Berlin', DK: 'Europe/Copenhagen', EE: 'Europe/Tallinn', ES: 'Europe/Madrid', FI: 'Europe/Helsinki', FR: 'Europe/Paris',
  GB: 'Europe/London', GR: 'Europe/Athens', HR: 'Europe/Zagreb', HU: 'Europe/Budapest', IE: 'Europe/Dublin', IT: 'Europe/Rome',
  LT: 'Europe/Vilnius', LU: 'Europe/Luxembourg', LV: 'Europe/Riga', MT: 'Europe/Malta', NL: 'Europe/Amsterdam', NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw', PT: 'Europe/Lisbon', RO: 'Europe/Bucharest', SE: 'Europe/Stockholm', SI: 'Europe/Ljubljana', SK: 'Europe/Bratislava',
};

/**
 * The zones a group's figures are counted in, each with whole-hour offsets from UTC since 1970
 * (tests/unit/statisticsZones.test.ts checks every one): a UTC hour is then one local hour, which
 * the rollup (migration 0028) relies on. A zone outside this list is read from the calls themselves.
 */
const WHOLE_HOUR_ZONES = new Set(['UTC', ...Object.values(ZONE_OF_COUNTRY)]);
export const hasWholeHourOffsets = (zone: string) => WHOLE_HOUR_ZONES.has(zone);
export const GROUP_ZONES: readonly string[] = [...WHOLE_HOUR_ZONES];

const ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** An IANA zone the runtime knows (and so PostgreSQL's list too, for the ones it carries). */
export const isTimeZone = (zone: string) => zone === 'UTC' || ZONES.has(zone);

export async function groupTimeZone(db: Queryable, groupId: number): Promise<string> {
  const rows = await db.query<{ country: string | null }>('SELECT allowed_origination_countries[1] AS country FROM groups WHERE id = $1', [groupId]);
  return ZONE_OF_COUNTRY[rows[0]?.country ?? ''] ?? 'UTC';
}
