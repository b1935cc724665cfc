import type { Queryable } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { groupFacts, type GroupFacts } from './groupFacts.ts';

/**
 * A group's facts (groupFacts.ts) kept a moment per API server: the shipped Kamailio posts a
 * batch of live events and a call record for every call, and reading the group's extensions,
 * ring groups and queues for each was a third of the API's work per call at 100 calls/s.
 *
 * Why this stays correct across several API servers: the facts only decide what is refused. A
 * post the kept facts refuse is checked again against facts read now, so an extension, ring
 * group or country added on another server a moment ago is never refused; what the kept facts
 * accept was true at most FRESH_MS ago (an extension deleted within that second may still be
 * named by a record, as it may when the deletion and the post cross).
 */
const FRESH_MS = 1000;

const kept = new WeakMap<object, Map<number, { facts: GroupFacts; at: number }>>();

async function keptFacts(db: Queryable, group: number): Promise<{ facts: GroupFacts; fresh: boolean }> {
  let groups = kept.get(db);
  if (!groups) kept.set(db, (groups = new Map()));
  const entry = groups.get(group);
  if (entry && performance.now() - entry.at < FRESH_MS) return { facts: entry.facts, fresh: false };
  const facts = await groupFacts(db, group);
  groups.set(group, { facts, at: performance.now() });
  return { facts, fresh: true };
}

/**
 * `check` applied to the group's facts, kept or read now: a refusal (400) by kept facts is
 * checked again with facts read now, and only that answer stands.
 */
export async function checkedWithFacts<T>(db: Queryable, group: number, check: (facts: GroupFacts) => T): Promise<T> {
  const { facts, fresh } = await keptFacts(db, group);
  try {
    return check(facts);
  } catch (error) {
    if (fresh || !(error instanceof HttpError) || error.statusCode !== 400) throw error;
    kept.get(db)?.delete(group);
    return check((await keptFacts(db, group)).facts);
  }
}
