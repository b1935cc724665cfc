import type { Queryable } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { CallRow } from '../areas/cdr/query.ts';
import type { IngestCall } from './callRecord.ts';

/** The facts of a stored call (as the call history reads them) a second post of its call id must repeat to be a retry. */
type StoredFacts = Pick<CallRow, 'started_at' | 'direction' | 'status' | 'duration' | 'billsec' | 'caller' | 'callee' | 'extensions' | 'data'>;

const moment = (value: string | Date) => new Date(value).getTime();
const sorted = (list: number[] | undefined) => JSON.stringify([...new Set(list ?? [])].sort((a, b) => a - b));

/**
 * The stored call of a group's call id, and the fields in which `call` differs from it (issue
 * 25): none is a platform's retry; any is another record of the call (Asterisk writes several
 * after a transfer), which must not be dropped as "already stored". Undefined when none is stored.
 */
export async function storedCall(db: Queryable, groupId: number, call: IngestCall): Promise<{ id: number; differences: string[] } | undefined> {
  const rows = await db.query<StoredFacts & { id: number }>(
    'SELECT id, started_at, direction, status, duration, billsec, caller, callee, extensions, data FROM res_cdr WHERE group_id = $1 AND call_id = $2',
    [groupId, call.call_id],
  );
  const stored = rows[0];
  if (!stored) return undefined;
  const checks: [string, boolean][] = [
    ['start', moment(stored.started_at) === moment(call.start)],
    ['direction', stored.direction === call.direction],
    ['status', stored.status === call.status],
    ['duration', stored.duration === call.duration],
    ['billsec', stored.billsec === call.billsec],
    ['caller', stored.caller === call.caller],
    ['callee', stored.callee === call.callee],
    ['extensions', sorted(stored.extensions) === sorted(call.extensions)],
    ['legs', JSON.stringify(stored.data?.legs ?? []) === JSON.stringify(call.legs ?? [])],
  ];
  return { id: stored.id, differences: checks.filter(([, same]) => !same).map(([field]) => field) };
}

/** The answer to a call id stored with other facts: 409 naming them, for the platform to send the record under its own id. */
export function differentCall(differences: string[]): HttpError {
  return new HttpError(409, { detail: serverText('call_id_differs', { fields: differences.join(', ') }), code: 'call_id_differs', differences });
}
