import { issuePlatformToken } from '../server/ingest/tokens.ts';
import { withSeededApp } from './lib/seededApp.ts';
import { note, report } from './lib/figures.ts';

/**
 * Ingestion of call records (issue 18: 1,000 per second): POST /api/ingest/v1/calls/ through
 * the whole app (platform token, contract check, the group's facts, the insert with its cost)
 * on PGlite, as a phone platform posts them: each record its own request, CONCURRENCY requests
 * in flight, every answer checked (201). Each record is a different call of the demo group
 * with four legs, from one of its extensions to an outside number. The first WARM_UP records
 * warm up; the rate is over the rest, with the CPU time per record beside it (the two cores
 * are shared, so wall time also measures the neighbours).
 */
const WARM_UP = 200;
const RECORDS = 2000;
const CONCURRENCY = 8;

const record = (i: number) => {
  const start = new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + i * 1000);
  const at = (s: number) => new Date(start.getTime() + s * 1000).toISOString();
  return {
    call_id: `bench-ingest-${i}`,
    start: start.toISOString(),
    direction: 'outbound',
    caller: String(201 + (i % 3)),
    callee: `+3247${String(1000000 + i).padStart(7, '0')}`,
    status: 'answered',
    duration: 75,
    billsec: 60,
    extensions: [201 + (i % 3)],
    legs: [
      { at: at(0), step: 'dialled', party: `+3247${String(1000000 + i).padStart(7, '0')}` },
      { at: at(5), step: 'rang', party: `+3247${String(1000000 + i).padStart(7, '0')}` },
      { at: at(15), step: 'answered', party: `+3247${String(1000000 + i).padStart(7, '0')}` },
      { at: at(75), step: 'ended' },
    ],
  };
};

await withSeededApp(async (app, db) => {
  const [group] = await db.query<{ id: number }>(`SELECT id FROM groups WHERE description = 'Acme Dental'`);
  const headers = { authorization: `Bearer ${await issuePlatformToken(db, group.id, 'Ingestion bench')}` };
  let next = 0;
  const post = async (i: number) => {
    const res = await app.inject({ method: 'POST', url: '/api/ingest/v1/calls/', headers, payload: record(i) });
    if (res.statusCode !== 201) throw new Error(`record ${i}: ${res.statusCode} ${res.body}`);
  };
  // CONCURRENCY posters take the next record until `last` is reached.
  const run = (last: number) => Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < last) await post(next++);
  }));
  await run(WARM_UP);
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(WARM_UP + RECORDS);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM res_cdr WHERE call_id LIKE 'bench-ingest-%'`);
  if (count !== WARM_UP + RECORDS) throw new Error(`${count} records stored of ${WARM_UP + RECORDS}`);
  note(`${RECORDS} records in ${seconds.toFixed(1)} s, ${CONCURRENCY} in flight; CPU ${((used.user + used.system) / 1000 / RECORDS).toFixed(2)} ms per record`);
  report('ingest_call_records_per_s', Math.round(RECORDS / seconds), 'records/s');
});
