/**
 * A value safe on one line of a `key = value` file (Yealink's .cfg): line breaks and other
 * control characters become spaces, so that a contact's or a user's name cannot add a line and
 * with it a setting. XML formats are escaped by the template engine instead (render.ts).
 */
export function lineSafe(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  return String(value ?? '').replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** Text for XML: the five special characters as entities, control characters (not allowed in XML 1.0) as spaces. */
export function xmlSafe(value: unknown): string {
  return lineSafe(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
