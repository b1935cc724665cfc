import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { insertCall } from '../../server/ingest/insertCall.ts';
import type { JobView } from '../../server/jobs/store.ts';

const LIST = '/api/v1/cdr/';

interface Call {
  id: number;
  call_start: string;
  caller: string;
  callee: string;
  direction: string;
  status: string;
  duration: number;
  cost: number;
  extensions: number[];
  recording: string | null;
  has_summary: boolean;
  legs?: { step: string }[];
}
type Page = { count: number; count_capped: boolean; results: Call[] };

describe.each(databases())('the call history on $name', (kind) => {
  const harness = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;
  let blue: number;
  let blueCall: number;

  const list = async (query = '', token = tokens.admin) => {
    const res = await harness.get(`${LIST}${query ? `?${query}` : ''}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', `/v1/cdr/`, 200, res.json());
    return res.json<Page>();
  };

  beforeAll(async () => {
    ({ tokens } = await demoOf(harness));
    const demo = await demoOf(harness);
    ({ acme, blueHarbor: blue } = demo.groups);
    // Calls whose numbers a spreadsheet would read as formulas.
    for (const [index, caller] of ['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)', '-2+3', '+32470111222'].entries()) {
      await insertCall(harness.db, acme, null, {
        call_id: `formula-${index}`, start: new Date(Date.now() - 3600_000).toISOString(), direction: 'inbound', caller, callee: '+3225880100',
        status: 'unanswered', duration: 20, billsec: 0, extensions: [203],
      });
    }
    blueCall = (await harness.db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 LIMIT 1', [blue]))[0].id;
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('lists the group’s seeded calls newest first, a page at a time', async () => {
    const page = await list('page_size=25');
    expect(page.count).toBeGreaterThan(300);
    expect(page.results).toHaveLength(25);
    const starts = page.results.map((c) => c.call_start);
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = await list('page_size=25&page=2');
    expect(second.results[0].call_start <= starts[24]).toBe(true);
    expect(new Set([...page.results, ...second.results].map((c) => c.id)).size).toBe(50);
    const oldest = await list('ordering=call_start&page_size=1');
    expect(oldest.results[0].call_start < starts[24]).toBe(true);
  });

  it('filters by period, direction, answered or missed and number', async () => {
    const all = (await list()).count;
    const since = new Date(Date.now() - 7 * 86400_000).toISOString();
    const week = await list(`call_start_after=${encodeURIComponent(since)}&page_size=100`);
    expect(week.count).toBeLessThan(all);
    expect(week.results.every((c) => c.call_start >= since)).toBe(true);
    const inbound = await list('direction=inbound&page_size=100');
    expect(inbound.results.every((c) => c.direction === 'inbound')).toBe(true);
    const missed = await list('answered=false&page_size=100');
    expect(missed.results.every((c) => c.status !== 'answered')).toBe(true);
    const answered = await list('answered=true');
    expect(answered.count + missed.count).toBe(all);
    // By the end of a number, as typed nationally or internationally, and by extension.
    const byNumber = await list(`search=${encodeURIComponent('0470 111 222')}`);
    expect(byNumber.results.map((c) => c.caller)).toEqual(['+32470111222']);
    expect((await list('search=%2B32470111222')).count).toBe(1);
    const byExtension = await list('search=205&page_size=100');
    expect(byExtension.count).toBeGreaterThan(0);
    expect(byExtension.results.every((c) => c.caller.endsWith('205') || c.callee.endsWith('205'))).toBe(true);
    expect((await list('search=nothing')).count).toBe(0);
  });

  it('refuses malformed filters with 400, never 5xx', async () => {
    for (const query of ['direction=sideways', 'answered=maybe', 'call_start_after=yesterday', 'page=0', 'page_size=1001', 'ordering=caller', 'search=' + '1'.repeat(41)]) {
      const res = await harness.get(`${LIST}?${query}`, { token: tokens.admin });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
    expect((await harness.get(`${LIST}abc/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await harness.get(`${LIST}99999999999/`, { token: tokens.admin })).statusCode).toBe(404);
  });

  it('answers a call’s details with its steps; another group’s call is 404', async () => {
    const [first] = (await list('answered=true&page_size=1')).results;
    const res = await harness.get(`${LIST}${first.id}/`, { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expectDocumented('GET', `/v1/cdr/${first.id}/`, 200, res.json());
    expect(res.json<Call>().legs?.map((l) => l.step)).toContain('answered');
    expect((await harness.get(`${LIST}${blueCall}/`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await harness.get(`${LIST}${blueCall}/recording/`, { token: tokens.admin })).statusCode).toBe(404);
  });

  it('names the call’s summary when one exists', async () => {
    // The demo's newest calls move with the clock, and some have summaries: one without, whichever it is now.
    const call = (await list('answered=true&page_size=100')).results.find((c) => !c.has_summary)!;
    expect(call).toBeDefined();
    const [{ id: summary }] = await harness.db.query<{ id: number }>(
      `INSERT INTO res_call_summary (group_id, data) VALUES ($1, $2::jsonb) RETURNING id`,
      [acme, JSON.stringify({ cdr: call.id, quick_summary: 'A patient moved an appointment.', visibility: 'private' })],
    );
    const res = await harness.get(`${LIST}${call.id}/`, { token: tokens.admin });
    expect(res.json()).toMatchObject({ id: call.id, has_summary: true, summary });
    expect((await list('answered=true&page_size=100')).results.find((c) => c.id === call.id)).toMatchObject({ has_summary: true, summary });
  });

  it('shows a plain user only their own extension’s calls', async () => {
    const mine = await list('page_size=100', tokens.user);
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThan((await list()).count);
    expect(mine.results.every((c) => c.extensions.includes(202))).toBe(true);
    const theirs = (await list('search=203&page_size=100')).results.find((c) => !c.extensions.includes(202))!;
    expect((await harness.get(`${LIST}${theirs.id}/`, { token: tokens.user })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await harness.get(LIST)).statusCode).toBe(401);
    expect((await harness.post(`${LIST}export/`, { body: { format: 'csv' } })).statusCode).toBe(401);
  });

  async function exported(body: Record<string, unknown>, token = tokens.admin) {
    const start = await harness.post(`${LIST}export/`, { token, body: { time_zone: 'Europe/Brussels', ...body }, headers: { 'accept-language': 'nl' } });
    expect(start.statusCode, start.body).toBe(202);
    let job = start.json<JobView>();
    const deadline = Date.now() + 20_000;
    while (job.state !== 'succeeded') {
      expect(job.state).not.toBe('failed');
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
      job = (await harness.get(`/api/v1/jobs/${job.id}/`, { token })).json<JobView>();
    }
    const file = await harness.get(`${LIST}export/${job.id}/file/`, { token });
    expect(file.statusCode, file.body).toBe(200);
    return { job, file };
  }

  it('exports the filter’s calls as CSV for a Dutch spreadsheet: `;`, decimal commas, local times, formulas neutralised', async () => {
    const filter = { direction: 'inbound', answered: false };
    const { job, file } = await exported({ format: 'csv', ...filter });
    expect(file.headers['content-type']).toContain('text/csv');
    const text = file.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Begin;Van;Naar;Richting;Status;Duur;Gespreksduur;Kosten;Extensies');
    const rows = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
    const count = (await list('direction=inbound&answered=false')).count;
    expect(rows).toHaveLength(count + 1);
    expect(job.result).toMatchObject({ rows: count, total: count, truncated: false });
    const callers = rows.slice(1).map((r) => r[1]);
    expect(callers).toEqual(expect.arrayContaining([`'=HYPERLINK("http://evil.example","x")`, "'@SUM(1+1)", "'-2+3", "'+32470111222"]));
    expect(callers.every((c) => !/^[=+\-@]/.test(c))).toBe(true);
    expect(rows.slice(1).every((r) => r[3] === 'Inkomend' && r[4] !== 'Beantwoord')).toBe(true);
    expect(rows.slice(1).every((r) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(r[0]) && r[7] === '0,00')).toBe(true);
  });

  it('offers the other separator, and a CSV for machines: API names, ISO times, E.164, `.` decimals, nothing altered', async () => {
    const comma = (await exported({ format: 'csv', separator: ',', direction: 'outbound', answered: true })).file.body.replace(/^\uFEFF/, '');
    const header = comma.split('\r\n')[0];
    expect(header).toBe('Begin,Van,Naar,Richting,Status,Duur,Gespreksduur,Kosten,Extensies');
    const costs = Papa.parse<string[]>(comma, { skipEmptyLines: true }).data.slice(1).map((r) => r[7]);
    expect(costs.some((c) => /^\d+\.\d\d$/.test(c) && c !== '0.00')).toBe(true);

    const { file, job } = await exported({ format: 'csv_machine', direction: 'inbound', answered: false });
    expect(job.result).toMatchObject({ file_name: expect.stringMatching(/-data\.csv$/) });
    expect(file.body.startsWith('\uFEFF')).toBe(false);
    const rows = Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true }).data;
    expect(Object.keys(rows[0])).toEqual(['call_start', 'caller', 'callee', 'direction', 'status', 'duration', 'billsec', 'cost', 'extensions']);
    expect(rows.map((r) => r.caller)).toEqual(expect.arrayContaining(['=HYPERLINK("http://evil.example","x")', '+32470111222']));
    expect(rows.every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(r.call_start) && r.direction === 'inbound' && r.cost === '0.00')).toBe(true);
  });

  it('exports XLSX with typed cells: local dates, times, amounts in euros, text without apostrophes; a plain user’s holds their calls only', async () => {
    const { file } = await exported({ format: 'xlsx' }, tokens.user);
    const book = XLSX.read(file.rawPayload, { type: 'buffer', cellDates: true, cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const mine = await list('', tokens.user);
    expect(rows).toHaveLength(mine.count + 1);
    expect(rows.slice(1).every((r) => String(r[8]).split(' ').includes('202'))).toBe(true);
    const first = mine.results[0];
    const cell = (col: string) => sheet[`${col}2`] as XLSX.CellObject;
    // The start is a date cell showing Brussels' wall clock (SheetJS reads a zone-less date as UTC fields).
    expect(cell('A').v).toBeInstanceOf(Date);
    // Within a second: a date serial is a float, which a reader may round down across a second.
    const brussels = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(first.call_start));
    expect(Math.abs((cell('A').v as Date).getTime() - Date.parse(`${brussels.replace(' ', 'T')}Z`))).toBeLessThanOrEqual(1000);
    expect(cell('B')).toMatchObject({ t: 's', v: first.caller });
    // Durations are times: numbers of days with a time format (read as numbers when dates are not asked for).
    const numbers = XLSX.read(file.rawPayload, { type: 'buffer', cellNF: true }).Sheets[book.SheetNames[0]];
    expect(numbers.F2).toMatchObject({ t: 'n', z: '[h]:mm:ss' });
    expect(Math.round((numbers.F2.v as number) * 86_400)).toBe(first.duration);
    expect(numbers.H2).toMatchObject({ t: 'n', v: first.cost });
    expect(String(numbers.H2.z)).toContain('€');
  });

  it('writes XLSX text as it is: a number or formula-like caller is a text cell, never with an apostrophe', async () => {
    const { file } = await exported({ format: 'xlsx', direction: 'inbound', answered: false });
    const sheet = XLSX.read(file.rawPayload, { type: 'buffer' }).Sheets;
    const cells = Object.values(Object.values(sheet)[0]).filter((c): c is XLSX.CellObject => typeof c === 'object' && c !== null && 't' in c);
    const texts = cells.filter((c) => c.t === 's').map((c) => String(c.v));
    expect(texts).toEqual(expect.arrayContaining(['=HYPERLINK("http://evil.example","x")', '+32470111222']));
    expect(texts.some((t) => t.startsWith("'"))).toBe(false);
    expect(cells.some((c) => 'f' in c && c.f)).toBe(false);
  });

  it('caps an export at 10,000 calls', async () => {
    await harness.db.query(
      `INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, caller, callee, caller_rev, callee_rev, extensions)
       SELECT $1, '{}', 'bulk-' || g, now() - g * interval '1 second', 'internal', 'answered', 10, 5, '201', '202', '102', '202', '{201,202}'
         FROM generate_series(1, 10000) g`,
      [acme],
    );
    const { job, file } = await exported({ format: 'csv', direction: 'internal' });
    expect(job.result).toMatchObject({ rows: 10000, truncated: true, limit: 10000 });
    expect(file.body.trim().split('\r\n')).toHaveLength(10001);
  });

  it('counts a list up to 1,000 calls and says there are more, while later pages still come (issue 20)', async () => {
    // The 10,000 internal calls of the export test above.
    const first = await list('direction=internal&page_size=25');
    expect(first).toMatchObject({ count: 1000, count_capped: true });
    const beyond = await list('direction=internal&page_size=25&page=60');
    expect(beyond.results).toHaveLength(25);
    expect(beyond.count_capped).toBe(true);
    const few = await list('direction=inbound&answered=false&search=%2B32470111222');
    expect(few).toMatchObject({ count: 1, count_capped: false });
  });
});
