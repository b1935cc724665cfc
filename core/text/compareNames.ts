/**
 * Compares two names as `a.localeCompare(b)` does, in the same order, with one collator made
 * once: localeCompare makes one per call, and sorting the portal's files at load that way (the
 * schemas, the menu's and the pages' modules) cost about 20 ms at full speed, 90 ms on a phone.
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator().compare;
