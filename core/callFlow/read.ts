/**
 * Reading a block's data. The store keeps `data` as free JSON and a draft may be half done, so
 * every kind reads its fields through these: a wrong type reads as "not set", never as a crash.
 */

export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export const obj = (value: unknown): Obj => (isObj(value) ? value : {});

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A record id: a positive integer, or null. */
export const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

export const intOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Record ids of a list, dropping what is no id. */
export const idsOf = (value: unknown): number[] => list(value).map(idOf).filter((id): id is number => id !== null);

/** `prefix-0` … `prefix-(n-1)`: the ports a list of n items gives. */
export const indexedPorts = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/** The index of a list-derived port (`option-2` → 2), or null when the port is not `prefix-<i>`. */
export function portIndex(port: string, prefix: string): number | null {
  if (!port.startsWith(`${prefix}-`)) return null;
  const rest = port.slice(prefix.length + 1);
  return /^\d+$/.test(rest) ? Number(rest) : null;
}

/** The label of the i-th item of a list field, for a port named after it. */
export const labelAt = (items: unknown, index: number | null, field = 'label'): string => (index === null ? '' : text(obj(list(items)[index])[field]));

/** Locale key of a kind's own trace reason. */
export const kindReason = (type: string, reason: string) => `blocks.kinds.${type}.trace.${reason}`;

/** Locale key of a reason every kind shares. */
export const sharedReason = (reason: string) => `blocks.trace.${reason}`;

/** A scenario's entry for a block: its own key only (a block id may be any text, `constructor` too). */
export const entryFor = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && typeof record === 'object' && Object.hasOwn(record, key) ? record[key] : undefined;
