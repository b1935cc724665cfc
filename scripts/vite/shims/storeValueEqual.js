/**
 * lodash's isEqual as ra-core's useStore uses it, and only there (vite.config.ts): whether a
 * component's copy of a store value still equals the store's. The sign-in page's language
 * buttons read the store (useLocaleState), and lodash's isEqual, written for every kind of
 * value, was 12.7 kB (about 4 kB gzip) of its JavaScript. Store values are what the store can
 * keep: strings, numbers, booleans, null, arrays, plain objects, dates; Maps and Sets are
 * compared by their entries. A false "different" only costs useStore one more render.
 */
export default function isEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Map || a instanceof Set) return isEqual([...a.entries()], [...b.entries()]);
  if (Array.isArray(a)) return a.length === b.length && a.every((value, i) => isEqual(value, b[i]));
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && isEqual(a[key], b[key]));
}
