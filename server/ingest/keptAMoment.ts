/**
 * Values kept for a moment per database and key (a group's id, a token's hash), on one API
 * server: what the shipped Kamailio's posts ask again and again within a second. Each user says
 * why a value a moment old stays correct when another API server changes it (factsCache.ts,
 * tokens.ts).
 */
export function keptAMoment<V, K extends number | string = number>(ms: number) {
  const kept = new WeakMap<object, Map<K, { value: V; at: number }>>();
  const of = (db: object) => {
    let values = kept.get(db);
    if (!values) kept.set(db, (values = new Map()));
    return values;
  };
  return {
    get(db: object, key: K): V | undefined {
      const entry = of(db).get(key);
      return entry && performance.now() - entry.at < ms ? entry.value : undefined;
    },
    set(db: object, key: K, value: V) {
      of(db).set(key, { value, at: performance.now() });
    },
    forget(db: object, key: K) {
      of(db).delete(key);
    },
  };
}
