/**
 * A list answers whole records unless it is asked for a lookup (label_only, description_only),
 * and the API description documents all three shapes. A call that asks for no lookup gets whole
 * records: this narrows its answer's type to them, so that the lookups never reach its code.
 */
type Lookup = { id: number | string; label: string } | { id: number | string; description?: unknown };
type LookupPage = readonly Lookup[] | { results: readonly Lookup[] };

export function wholeRecords<P>(answer: P): Exclude<P, LookupPage> {
  return answer as Exclude<P, LookupPage>;
}
