import type { Queryable } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { groupFacts, type GroupFacts } from './groupFacts.ts';
import { keptAMoment } from './keptAMoment.ts';

/**
 * A group's facts (groupFacts.ts) kept a moment per API server: the shipped Kamailio posts a
 * batch of live events and a call record for every call, and reading the group's extensions,
 * ring groups and queues for each was a third of the API's work per call at 100 calls/s.
 *
 * Why this stays correct across several API servers: the facts only decide what is refused. A
 * post the kept facts refuse is checked again against facts read now, so an extension, ring
 * group or country added on another server a moment ago is never refused; what the kept facts
 * accept was true at most a second ago (an extension deleted within that second may still be
 * named by a record, as it may when the deletion and the post cross).
 */
const kept = keptAMoment<GroupFacts>(1000);

async function keptFacts(db: Queryable, group: number): Promise<{ facts: GroupFacts; fresh: boolean }> {
  const facts = kept.get(db, group);
  if (facts) return { facts, fresh: false };
  const read = await groupFacts(db, group);
  kept.set(db, group, read);
  return { facts: read, fresh: true };
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
    kept.forget(db, group);
    return check((await keptFacts(db, group)).facts);
  }
}
