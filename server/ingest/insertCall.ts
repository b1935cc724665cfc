import type { Queryable } from '../db/index.ts';
import { costOfCall } from '../areas/cdr/cost.ts';
import { reversedDigits, type IngestCall } from './callRecord.ts';
import { earlyRecordingMove } from './earlyRecording.ts';
import { differencesFromStored } from './sameCall.ts';

/**
 * Writes one call of a group: the ingestion API's one insert path, which the demo seed uses
 * too. A call id the group already holds with the same facts is the platform retrying: the
 * first record stays and its id is answered (the unique index res_cdr_call decides, so two
 * concurrent retries agree); with other facts, `differences` names them and nothing is
 * stored (the routes answer 409, sameCall.ts). A recording that came first is attached.
 */
export async function insertCall(db: Queryable, groupId: number, platformId: number | null, call: IngestCall): Promise<{ id: number; created: boolean; differences: string[] }> {
  const cost = costOfCall({ direction: call.direction, answered: call.status === 'answered', billsec: call.billsec, callee: call.callee });
  const extensions = [...new Set(call.extensions ?? [])];
  // The insert and the move of a recording that came first are one statement: one round trip per record.
  const inserted = await db.query<{ id: number }>(
    `WITH cdr AS (
       INSERT INTO res_cdr (group_id, data, call_id, platform_id, started_at, direction, status, duration, billsec,
                            caller, callee, caller_rev, callee_rev, extensions, cost)
       VALUES ($1, $2::jsonb, $3, $4, $5::timestamptz, $6, $7, $8, $9, $10, $11, $12, $13, $14::int[], $15)
       ON CONFLICT (group_id, call_id) DO NOTHING RETURNING id),
     ${earlyRecordingMove('$1', '$3')}
     SELECT id FROM cdr`,
    [
      groupId, JSON.stringify({ legs: call.legs ?? [] }), call.call_id, platformId, call.start, call.direction, call.status,
      call.duration, call.billsec, call.caller, call.callee, reversedDigits(call.caller), reversedDigits(call.callee),
      `{${extensions.join(',')}}`, cost,
    ],
  );
  if (inserted[0]) return { id: inserted[0].id, created: true, differences: [] };
  const existing = await db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 AND call_id = $2', [groupId, call.call_id]);
  return { id: existing[0].id, created: false, differences: await differencesFromStored(db, groupId, call) };
}
