/**
 * A cell a spreadsheet would read as a formula (= + - @, and the tab and carriage return that
 * some read past) is written with a leading apostrophe: an exported caller id such as
 * `=HYPERLINK(…)` stays text (OWASP's CSV injection advice). E.164 numbers start with + and
 * are prefixed too, which spreadsheets show as the number itself.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
