/**
 * One formatter per language and options, made once for the whole portal. Making an Intl
 * formatter costs a fraction of a millisecond (several on a phone), and a page made one per
 * component: per row and column of a list (a date, an amount, a country), per widget of the
 * dashboard (issue 19). Intl's formatters hold no state, so all can share one.
 */
const formatters = new Map<string, unknown>();

export function sharedFormatter<T>(key: string, make: () => T): T {
  if (formatters.has(key)) return formatters.get(key) as T;
  const formatter = make();
  formatters.set(key, formatter);
  return formatter;
}
