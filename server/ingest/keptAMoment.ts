/**
 * Values kept for a moment per database and key (a group's id), on one API server: what the
 * shipped Kamailio's posts ask again and again within a second. Each user says why a value a
 * moment old stays correct when another API server changes it (factsCache.ts, tokens.ts).
 */
export function keptAMoment<V>(ms: number) {
  const kept = new WeakMap<object, Map<number, { value: V; at: number }>>();
  const of = (db: object) => {
    let values = kept.get(db);
    if (!values) kept.set(db, (values = new Map()));
    return values;
  };
  return {
    get(db: object, key: number): V | undefined {
      const entry = of(db).get(key);
      return entry && performance.now() - entry.at < ms ? entry.value : undefined;
    },
    set(db: object, key: number, value: V) {
      of(db).set(key, { value, at: performance.now() });
    },
    forget(db: object, key: number) {
      of(db).delete(key);
    },
  };
}
