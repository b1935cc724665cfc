import type { Queryable } from '../db/index.ts';
import { costOfCall } from '../areas/cdr/cost.ts';
import { reversedDigits, type IngestCall } from './callRecord.ts';
import { EARLY_RECORDING_MOVE } from './earlyRecording.ts';
import { storedCall } from './sameCall.ts';

/** A call to store: the group it goes to and the platform that posted it (null: the seed, the operator's SIP engine). */
export interface CallToStore {
  groupId: number;
  platformId: number | null;
  call: IngestCall;
}

/** What storing a call did: `created` false is a call id the group held already; `differences` name the facts it held otherwise. */
export interface StoredOutcome {
  id: number;
  created: boolean;
  differences: string[];
}

/** The columns of a res_cdr row as one JSON object of the statement's one parameter. */
function rowOf({ groupId, platformId, call }: CallToStore) {
  return {
    group_id: groupId, data: { legs: call.legs ?? [] }, call_id: call.call_id, platform_id: platformId, started_at: call.start,
    direction: call.direction, status: call.status, duration: call.duration, billsec: call.billsec, caller: call.caller, callee: call.callee,
    caller_rev: reversedDigits(call.caller), callee_rev: reversedDigits(call.callee), extensions: [...new Set(call.extensions ?? [])],
    cost: costOfCall({ direction: call.direction, answered: call.status === 'answered', billsec: call.billsec, callee: call.callee }),
  };
}

/**
 * One statement for any number of calls: their rows come as one JSON parameter (the same text
 * whatever the count, so PostgreSQL plans one statement), the insert skips a call id its group
 * holds, and waiting recordings move to the calls stored. The statistics rollup's trigger
 * (migration 0028) then sums the whole statement's calls in one upsert.
 */
const INSERT_CALLS = `
  WITH cdr AS (
    INSERT INTO res_cdr (group_id, data, call_id, platform_id, started_at, direction, status, duration, billsec,
                         caller, callee, caller_rev, callee_rev, extensions, cost)
    SELECT group_id, data, call_id, platform_id, started_at, direction, status, duration, billsec,
           caller, callee, caller_rev, callee_rev, extensions, cost
      FROM jsonb_to_recordset($1::jsonb) AS r (group_id int, data jsonb, call_id text, platform_id int, started_at timestamptz,
           direction text, status text, duration int, billsec int, caller text, callee text, caller_rev text, callee_rev text,
           extensions int[], cost numeric)
    ON CONFLICT (group_id, call_id) DO NOTHING RETURNING id, group_id, call_id),
  ${EARLY_RECORDING_MOVE}
  SELECT id, group_id, call_id FROM cdr`;

const keyOf = (groupId: number, callId: string) => `${groupId} ${callId}`;

/**
 * Writes calls, each of its group: the ingestion API's one insert path (callWriter.ts gathers
 * the concurrent posts' calls into one call of this), which the demo seed uses too. A call id
 * the group already holds with the same facts is the platform retrying: the first record stays
 * and its id is answered (the unique index res_cdr_call decides, so two concurrent retries
 * agree); with other facts, `differences` names them and nothing is stored (the routes answer
 * 409, sameCall.ts). A recording that came first is attached. Outcomes in the calls' order.
 */
export async function insertCalls(db: Queryable, calls: readonly CallToStore[]): Promise<StoredOutcome[]> {
  // A call id twice in one statement: the first is inserted, the second is then a retry of it.
  const firsts = new Map<string, CallToStore>();
  for (const c of calls) if (!firsts.has(keyOf(c.groupId, c.call.call_id))) firsts.set(keyOf(c.groupId, c.call.call_id), c);
  const inserted = await db.query<{ id: number; group_id: number; call_id: string }>(INSERT_CALLS, [JSON.stringify([...firsts.values()].map(rowOf))]);
  const ids = new Map(inserted.map((row) => [keyOf(row.group_id, row.call_id), row.id]));
  const outcomes: StoredOutcome[] = [];
  for (const c of calls) {
    const key = keyOf(c.groupId, c.call.call_id);
    const id = ids.get(key);
    if (id !== undefined && firsts.get(key) === c) {
      outcomes.push({ id, created: true, differences: [] });
      continue;
    }
    const stored = await storedCall(db, c.groupId, c.call);
    // Stored by a statement that then lost it (a deletion in between): the call is not there, so it is stored again.
    if (!stored) outcomes.push(...(await insertCalls(db, [c])));
    else outcomes.push({ id: stored.id, created: false, differences: stored.differences });
  }
  return outcomes;
}

/** Writes one call of a group (insertCalls). */
export async function insertCall(db: Queryable, groupId: number, platformId: number | null, call: IngestCall): Promise<StoredOutcome> {
  const [outcome] = await insertCalls(db, [{ groupId, platformId, call }]);
  return outcome;
}
