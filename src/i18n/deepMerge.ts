export type Messages = { [key: string]: string | Messages };

/** Merges message trees; on a clash the second tree wins. */
export function deepMerge(first: Messages, second: Messages): Messages {
  const merged: Messages = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return merged;
}
