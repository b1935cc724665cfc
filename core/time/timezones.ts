/**
 * The IANA timezones a schedule may name: the JavaScript runtime's own list
 * (Intl.supportedValuesOf), the same call in the browser and on the server, so both offer and
 * accept the same names. UTC is added: browsers leave it out of the list, yet it is a zone.
 */
let cached: readonly string[] | undefined;

export function timezones(): readonly string[] {
  cached ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return cached;
}

/** The runtime's own name for a zone (Europe/Kiev → Europe/Kyiv on a newer ICU); undefined: no zone. */
function canonical(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A zone of the list, or another name of one (a browser with an older or newer zone database
 * than the server's may offer the other name of a renamed zone). Spelled as the list spells
 * it: the runtime would accept `europe/brussels`, the list does not.
 */
export function isTimezone(value: string): boolean {
  const zones = timezones();
  if (zones.includes(value)) return true;
  const other = canonical(value);
  return other !== undefined && other !== value && zones.includes(other) && other.toLowerCase() !== value.toLowerCase();
}
