/**
 * The time zone a phone shows: its site's, from the site's country (a site has no zone of its
 * own, configuration-areas §3). Each vendor names zones its own way (an offset, a code, a POSIX
 * rule), so this gives the IANA zone with its standard offset and daylight-saving rule, and each
 * vendor's module maps that.
 */
const ZONE_OF_COUNTRY: Record<string, string> = {
  BE: 'Europe/Brussels', NL: 'Europe/Amsterdam', FR: 'Europe/Paris', LU: 'Europe/Luxembourg', DE: 'Europe/Berlin',
  GB: 'Europe/London', IE: 'Europe/Dublin', ES: 'Europe/Madrid', IT: 'Europe/Rome', CH: 'Europe/Zurich',
  AT: 'Europe/Vienna', PT: 'Europe/Lisbon', DK: 'Europe/Copenhagen', SE: 'Europe/Stockholm', NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw', CZ: 'Europe/Prague', FI: 'Europe/Helsinki', GR: 'Europe/Athens', US: 'America/New_York', CA: 'America/Toronto',
};

export interface ZoneInfo {
  /** IANA name, e.g. Europe/Brussels. */
  name: string;
  country: string;
  /** Standard (winter) offset from UTC in minutes, east positive. */
  standardMinutes: number;
  /** Whether the zone keeps summer time (the EU's or North America's rule). */
  summerTime: boolean;
  /** POSIX TZ rule, which ATAs and some bases take as is. */
  posix: string;
}

function offsetMinutes(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** `-1`, `+5:30` as POSIX writes an offset: west positive. */
function posixOffset(minutes: number): string {
  const west = -minutes;
  const sign = west < 0 ? '-' : '';
  const abs = Math.abs(west);
  return `${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

const cache = new Map<string, ZoneInfo>();

export function zoneOfCountry(country: string | null | undefined): ZoneInfo {
  const code = (country ?? '').toUpperCase();
  const cached = cache.get(code);
  if (cached) return cached;
  const name = ZONE_OF_COUNTRY[code] ?? 'UTC';
  const year = new Date().getUTCFullYear();
  const january = offsetMinutes(name, new Date(Date.UTC(year, 0, 15)));
  const july = offsetMinutes(name, new Date(Date.UTC(year, 6, 15)));
  const standardMinutes = Math.min(january, july);
  const summerTime = january !== july;
  // The EU changes at 01:00 UTC everywhere (local 02:00 in Brussels, 01:00 in London); North America at 02:00 local.
  const hour = 1 + standardMinutes / 60;
  const rule = name.startsWith('America/') ? 'M3.2.0,M11.1.0' : `M3.5.0/${hour},M10.5.0/${hour + 1}`;
  const std = `<${standardMinutes >= 0 ? '+' : '-'}${String(Math.abs(standardMinutes / 60)).padStart(2, '0')}>`;
  const dst = `<${standardMinutes + 60 >= 0 ? '+' : '-'}${String(Math.abs((standardMinutes + 60) / 60)).padStart(2, '0')}>`;
  const posix = summerTime ? `${std}${posixOffset(standardMinutes)}${dst},${rule}` : `${std}${posixOffset(standardMinutes)}`;
  const info = { name, country: code, standardMinutes, summerTime, posix };
  cache.set(code, info);
  return info;
}
