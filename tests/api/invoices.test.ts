import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer } from './helpers/records.ts';
import { finishedJob } from './helpers/summaries.ts';
import { buildInvoice } from '../../server/areas/invoice/arithmetic.ts';
import { pastPeriods, periodDates } from '../../server/areas/invoice/period.ts';
import { invoiceTranslator } from '../../server/areas/invoice/texts.ts';

const LIST = '/api/v1/invoices/';
const RESELLER = '/api/v1/reseller_invoices/';

interface Line { kind: string; product?: string; destination?: string; quantity: number; duration?: number; unit_price?: number; amount: number; commission?: number }
interface Invoice { id: number; number: string; period: string; date: string; due_date: string; status: string; vat_rate: number; subtotal: number; vat: number; total: number; lines: Line[]; client?: number; commission?: number }
interface Call { id: number; call_start: string; callee: string; direction: string; status: string; billsec: number; cost: number; extensions: number[] }

/** The PDF's text as pdftotext (poppler-utils) reads it, spaces folded. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'invoice-'));
  try {
    const file = join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const cents = (n: number) => Math.round(n * 100);

describe.each(databases())('invoices on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  const periods = pastPeriods(3);

  const get = async <T>(url: string, token: string, status = 200, group?: number) => {
    const res = await api.get(url, { token, group });
    expectAnswer(res, 'GET', url.replace(/^\/api/, '').split('?')[0].replace(/\/\d+\//g, '/{id}/'), status);
    return res.json<T>();
  };

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
  });

  it('lists the group’s monthly invoices newest first: the last month open, the ones before paid', async () => {
    const page = await get<{ count: number; results: Invoice[] }>(LIST, tokens.admin);
    expect(page.count).toBe(3);
    expect(page.results.map((i) => i.period)).toEqual([...periods].reverse());
    expect(page.results.map((i) => i.status)).toEqual(['open', 'paid', 'paid']);
    const [last] = page.results;
    expect(last.number).toBe(`INV-${periods[2].replace('-', '')}-${String(groups.acme).padStart(5, '0')}`);
    expect([last.date, last.due_date]).toEqual([periodDates(periods[2]).next, periodDates(periods[2]).due]);
  });

  it('pages, filters by status and year and searches the number, on the server', async () => {
    const second = await get<{ count: number; results: Invoice[] }>(`${LIST}?page=2&page_size=2`, tokens.admin);
    expect(second.count).toBe(3);
    expect(second.results).toHaveLength(1);
    expect(second.results[0].period).toBe(periods[0]);
    const open = await get<{ count: number; results: Invoice[] }>(`${LIST}?status=open`, tokens.admin);
    expect(open.results.map((i) => i.period)).toEqual([periods[2]]);
    const year = periods[2].slice(0, 4);
    const ofYear = await get<{ count: number; results: Invoice[] }>(`${LIST}?year=${year}`, tokens.admin);
    expect(ofYear.results.every((i) => i.period.startsWith(year))).toBe(true);
    expect((await get<{ count: number }>(`${LIST}?year=1999`, tokens.admin, 400)));
    const searched = await get<{ count: number; results: Invoice[] }>(`${LIST}?search=${periods[1].replace('-', '')}`, tokens.admin);
    expect(searched.results.map((i) => i.period)).toEqual([periods[1]]);
    expect((await get<{ count: number }>(`${LIST}?search=nothing-like-it`, tokens.admin)).count).toBe(0);
  });

  it('holds the group’s licences and calls of the month in exact cents, with the country’s VAT', async () => {
    const [last] = (await get<{ results: Invoice[] }>(`${LIST}?status=open`, tokens.admin)).results;
    const invoice = await get<Invoice>(`${LIST}${last.id}/`, tokens.admin);
    const sum = invoice.lines.reduce((s, l) => s + cents(l.amount), 0);
    expect(cents(invoice.subtotal)).toBe(sum);
    expect(invoice.vat_rate).toBe(21);
    expect(cents(invoice.vat)).toBe(Math.round((sum * 21) / 100));
    expect(cents(invoice.total)).toBe(sum + cents(invoice.vat));
    // Every amount is a whole number of cents, written as such.
    for (const n of [invoice.subtotal, invoice.vat, invoice.total, ...invoice.lines.map((l) => l.amount)]) expect(String(n)).toMatch(/^\d+(\.\d{1,2})?$/);
    const subscriptions = (await get<{ results: { product: string; quantity: number }[] }>('/api/v1/subscriptions/', tokens.admin)).results;
    expect(invoice.lines.filter((l) => l.kind === 'subscription').map((l) => [l.product, l.quantity])).toEqual(
      subscriptions.filter((s) => s.quantity > 0).map((s) => [s.product, s.quantity]),
    );
    // Its calls, read back through the invoice's calls page, make the same call lines (cdr/cost.ts's costs).
    const calls: Call[] = [];
    for (let page = 1; ; page++) {
      const res = await get<{ count: number; results: Call[] }>(`${LIST}${invoice.id}/calls/?page=${page}&page_size=100`, tokens.admin);
      calls.push(...res.results);
      if (calls.length >= res.count) break;
    }
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.direction === 'outbound' && c.status === 'answered' && c.call_start.startsWith(invoice.period))).toBe(true);
    const rebuilt = buildInvoice({ country: 'BE', subscriptions, calls });
    expect(invoice.lines).toEqual(rebuilt.lines);
    expect([invoice.subtotal, invoice.vat, invoice.total]).toEqual([rebuilt.subtotal, rebuilt.vat, rebuilt.total]);
    expect(invoice.lines.some((l) => l.kind === 'setup')).toBe(true);
  });

  it('keeps each group to its own invoices', async () => {
    const blue = (await api.db.query<{ id: number }>(`SELECT id FROM res_invoice WHERE group_id = $1 LIMIT 1`, [groups.blueHarbor]))[0].id;
    await get(`${LIST}${blue}/`, tokens.admin, 404);
    await get(`${LIST}${blue}/pdf/`, tokens.admin, 404);
    await get(`${LIST}${blue}/calls/`, tokens.admin, 404);
    await get(`${LIST}999999/`, tokens.admin, 404);
    // An administrator cannot name another group to read.
    expect((await api.get(LIST, { token: tokens.admin, group: groups.blueHarbor })).statusCode).toBe(403);
    // Blue Harbor is a Dutch business (VAT number) billed by its Belgian reseller: reverse charge, no VAT.
    const blueRow = (await api.db.query<{ data: Invoice }>(`SELECT data FROM res_invoice WHERE id = $1`, [blue]))[0].data;
    expect(blueRow).toMatchObject({ vat_rate: 0, vat_category: 'AE', vat: 0, total: blueRow.subtotal });
  });

  it('shows invoices to administrators and users of a group holding the invoices permission; resellers read their own instead', async () => {
    expect((await get<{ count: number }>(LIST, tokens.user)).count).toBe(3);
    await get(LIST, tokens.reseller, 403);
    await get(LIST, tokens.reseller, 403, groups.acme);
    await get(RESELLER, tokens.admin, 403);
    await get(RESELLER, tokens.user, 403);
    await api.db.query(`UPDATE groups SET permissions = array_remove(permissions, 'invoices') WHERE id = $1`, [groups.acme]);
    try {
      await get(LIST, tokens.admin, 403);
    } finally {
      await api.db.query(`UPDATE groups SET permissions = array_append(permissions, 'invoices') WHERE id = $1`, [groups.acme]);
    }
    expect((await api.get(LIST)).statusCode).toBe(401);
  });

  it('narrows a plain user’s invoice calls to their own extension, as the call history does', async () => {
    const [last] = (await get<{ results: Invoice[] }>(`${LIST}?status=open`, tokens.user)).results;
    const mine = await get<{ count: number; results: Call[] }>(`${LIST}${last.id}/calls/?page_size=100`, tokens.user);
    const all = await get<{ count: number }>(`${LIST}${last.id}/calls/`, tokens.admin);
    expect(mine.count).toBeLessThan(all.count);
    const [{ number }] = await api.db.query<{ number: number }>(
      `SELECT (e.data ->> 'extension')::int AS number FROM users u JOIN res_extension e ON e.id = u.extension_id WHERE u.username = 'user'`,
    );
    expect(mine.results.every((c) => c.extensions.includes(number))).toBe(true);
  });

  it('exports an invoice’s calls with the call history’s export job', async () => {
    const [last] = (await get<{ results: Invoice[] }>(`${LIST}?status=open`, tokens.admin)).results;
    const url = `${LIST}${last.id}/calls/export/`;
    const res = await api.post(url, { token: tokens.admin, body: { format: 'csv' } });
    expectAnswer(res, 'POST', '/v1/invoices/{id}/calls/export/', 202);
    expect(res.json<{ kind: string }>().kind).toBe('cdr.export');
    expect((await api.post(url, { token: tokens.admin, body: { format: 'pdf' } })).statusCode).toBe(400);
    expect((await api.post(url, { token: tokens.reseller, body: { format: 'csv' } })).statusCode).toBe(403);
    // The files hold the invoice's calls: for a Dutch spreadsheet (`;`, decimal commas) and for machines (`,`, ISO UTC times, `.` decimals).
    // The runner starts when an app listens; an inject test starts it itself.
    await api.app.jobs.start();
    const calls = await get<{ count: number }>(`${LIST}${last.id}/calls/`, tokens.admin);
    const file = async (body: object) => {
      const started = await api.post(url, { token: tokens.admin, body: { time_zone: 'Europe/Brussels', ...body }, headers: { 'accept-language': 'nl' } });
      expect((await finishedJob(api, started.json<{ id: number }>().id, tokens.admin)).state).toBe('succeeded');
      return (await api.get(`/api/v1/cdr/export/${started.json<{ id: number }>().id}/file/`, { token: tokens.admin })).body;
    };
    const dutch = Papa.parse<string[]>((await file({ format: 'csv' })).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(dutch.meta.delimiter).toBe(';');
    expect(dutch.data).toHaveLength(calls.count + 1);
    expect(dutch.data.slice(1).every((r) => /^\d+,\d\d$/.test(r[7]))).toBe(true);
    const machine = Papa.parse<Record<string, string>>(await file({ format: 'csv_machine' }), { header: true, skipEmptyLines: true }).data;
    expect(machine).toHaveLength(calls.count);
    expect(machine.every((r) => r.direction === 'outbound' && r.status === 'answered' && /^\d{4}-\d\d-\d\dT.*Z$/.test(r.call_start) && /^\d+\.\d\d$/.test(r.cost))).toBe(true);
  });

  it.each(['en', 'nl'] as const)('prints the invoice as a PDF in %s', async (lang) => {
    const [last] = (await get<{ results: Invoice[] }>(`${LIST}?status=open`, tokens.admin)).results;
    const invoice = await get<Invoice>(`${LIST}${last.id}/`, tokens.admin);
    const res = await api.get(`${LIST}${last.id}/pdf/?lang=${lang}`, { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    const t = invoiceTranslator(lang);
    const money = (n: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(n).replace(/\s/g, ' ');
    expect(text).toContain(`${t('pdf.title')} ${invoice.number}`);
    for (const key of ['fields.subtotal', 'fields.vat', 'fields.total', 'status.open', 'products.user', 'lines.setup']) expect(text).toContain(t(key));
    expect(text).toContain(money(invoice.total));
    expect(text).toContain(money(invoice.subtotal));
    if (lang === 'nl') expect(text).toContain('Factuur');
    else expect(text).toContain('Invoice');
  });

  it('gives a reseller what it is billed per client and month, commission taken off', async () => {
    const page = await get<{ count: number; results: Invoice[] }>(RESELLER, tokens.reseller);
    expect(page.count).toBe(6);
    expect(new Set(page.results.map((i) => i.client))).toEqual(new Set([groups.acme, groups.blueHarbor]));
    const acme = await get<{ count: number; results: Invoice[] }>(`${RESELLER}?client=${groups.acme}&status=open`, tokens.reseller);
    expect(acme.count).toBe(1);
    const billed = await get<Invoice>(`${RESELLER}${acme.results[0].id}/`, tokens.reseller);
    const client = (await get<{ results: Invoice[] }>(`${LIST}?status=open`, tokens.admin)).results[0];
    expect(billed.period).toBe(client.period);
    billed.lines.forEach((line, i) => expect(cents(line.amount) + cents(line.commission!)).toBe(cents(client.lines[i].amount)));
    expect(cents(billed.subtotal) + cents(billed.commission!)).toBe(cents(client.subtotal));
    expect(cents(billed.total)).toBe(cents(billed.subtotal) + cents(billed.vat));
    // Another reseller's invoice, or a client's own invoice id, is not found here.
    await get(`${RESELLER}${client.id + 100000}/`, tokens.reseller, 404);
  });
});
