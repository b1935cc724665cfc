import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { writeCall } from '../../server/ingest/callWriter.ts';
import type { IngestCall } from '../../server/ingest/callRecord.ts';

/**
 * Posts that arrive together are stored together (server/ingest/callWriter.ts: one statement
 * for the calls posted while a write runs), and each post is still answered with its own
 * outcome: stored, a retry, a different record under a stored id, or refused.
 */
const CALLS = '/api/ingest/v1/calls/';
// An hour no seeded call falls in (the seed's calls are of the last 30 days before now).
const START = '2026-10-05T07:30:00Z';

let serial = 0;
const call = (overrides: Partial<IngestCall> = {}): IngestCall => ({
  call_id: `together-${serial++}-${Math.random().toString(36).slice(2)}`,
  start: START,
  direction: 'inbound',
  caller: '+32470123456',
  callee: '201',
  status: 'answered',
  duration: 40,
  billsec: 30,
  extensions: [201],
  ...overrides,
});

describe.each(databases())('posts stored together on $name', (kind) => {
  const harness = useSeededApp(kind);
  let acme: number;
  let token: string;

  beforeAll(async () => {
    acme = (await demoOf(harness)).groups.acme;
    token = await issuePlatformToken(harness.db, acme, 'Together test');
  });

  // The hour's sum of the group's calls in the statistics rollup (migration 0028's trigger keeps it).
  const hourCalls = async () => {
    const rows = await harness.db.query<{ calls: number }>(
      `SELECT coalesce(sum(calls), 0)::int AS calls FROM statistics_rollup
        WHERE group_id = $1 AND NOT daily AND ext = -1 AND other = -1 AND queue IS NULL AND bucket = date_trunc('hour', $2::timestamptz, 'UTC')`,
      [acme, START],
    );
    return rows[0].calls;
  };

  it('answers each post sent together with its own outcome, and stores each call once, in fewer statements than calls', async () => {
    const stored = call();
    expect((await harness.post(CALLS, { headers: { authorization: `Bearer ${token}` }, body: stored })).statusCode).toBe(201);
    const before = await hourCalls();
    const fresh = Array.from({ length: 8 }, () => call());
    const twice = call();
    const posts: [IngestCall, number][] = [
      ...fresh.map((c): [IngestCall, number] => [c, 201]),
      [call({ caller: 'not a number' }), 400],
      [{ ...stored, duration: 999 }, 409],
      [stored, 200],
    ];
    const post = (body: IngestCall) => harness.post(CALLS, { headers: { authorization: `Bearer ${token}` }, body });
    const [answers, twiceAnswers] = await Promise.all([Promise.all(posts.map(([body]) => post(body))), Promise.all([post(twice), post(twice)])]);
    expect(answers.map((a) => a.statusCode)).toEqual(posts.map(([, status]) => status));
    // The same call posted twice at once: whichever is written first is stored (201), the other is its retry (200).
    expect(twiceAnswers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [first, retry] = twiceAnswers.map((a) => a.json()).sort((a, b) => Number(b.created) - Number(a.created));
    expect(retry).toEqual({ ...first, created: false });

    const ids = [...fresh, twice].map((c) => c.call_id);
    const rows = await harness.db.query<{ calls: number; statements: number }>(
      'SELECT count(*)::int AS calls, count(DISTINCT xmin::text)::int AS statements FROM res_cdr WHERE group_id = $1 AND call_id = ANY($2::text[])',
      [acme, ids],
    );
    expect(rows[0].calls).toBe(ids.length);
    // Each statement is its own transaction: calls sharing one were written together.
    expect(rows[0].statements).toBeLessThan(ids.length);
    expect(await hourCalls()).toBe(before + ids.length);
    const [{ duration }] = await harness.db.query<{ duration: number }>('SELECT duration FROM res_cdr WHERE group_id = $1 AND call_id = $2', [acme, stored.call_id]);
    expect(duration).toBe(40);
  });

  it('stores the other calls of a statement that fails, each alone, and fails only the call that caused it', async () => {
    const before = await hourCalls();
    const good = Array.from({ length: 3 }, () => call());
    // A group that does not exist: its row breaks the statement's foreign key.
    const broken = call();
    // Written together: posted in the same turn of the event loop.
    const writes = [good[0], good[1], broken, good[2]].map((c) =>
      writeCall(harness.db, { groupId: c === broken ? 2_000_000_000 : acme, platformId: null, call: c }).then(
        (outcome) => outcome,
        (error: Error) => error,
      ),
    );
    const outcomes = await Promise.all(writes);
    expect(outcomes[2]).toBeInstanceOf(Error);
    for (const i of [0, 1, 3]) expect(outcomes[i]).toMatchObject({ created: true, differences: [] });
    const rows = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM res_cdr WHERE call_id = ANY($1::text[])', [[...good, broken].map((c) => c.call_id)]);
    expect(rows[0].n).toBe(3);
    expect(await hourCalls()).toBe(before + 3);
  });
});
