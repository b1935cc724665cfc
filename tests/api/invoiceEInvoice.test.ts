import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer } from './helpers/records.ts';
import { DEMO_BILLING, DEMO_OPERATOR } from '../../server/areas/invoice/demoParties.ts';
import { documentOf, pdfOf, ublOf, type StoredInvoice } from '../../server/areas/invoice/document.ts';
import { issueInvoice } from '../../server/areas/invoice/issue.ts';

const LIST = '/api/v1/invoices/';
const RESELLER = '/api/v1/reseller_invoices/';
const RULES = join(import.meta.dirname, '../fixtures/peppol');
const run = promisify(execFile);

interface Gap { party: string; field: string; source: string }
interface Invoice { id: number; number: string; supplier?: { name: string; vat_number?: string }; customer: { name: string; vat_number?: string }; payment_reference: string; gaps: Gap[] }

/** Every e-invoice of both databases, written here, then validated at once (one JVM per rule set). */
const folder = mkdtempSync(join(tmpdir(), 'einvoice-'));
const documents = join(folder, 'ubl');
mkdirSync(documents);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A file read back with a poppler tool (pdftotext, pdffonts, pdfinfo, pdfdetach). */
function poppler(tool: string, pdf: Buffer, args: string[] = []): string {
  const file = join(folder, `${tool}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

/**
 * The failed assertions of a rule set's SVRL reports over every file in `documents`: Saxon-HE
 * (Debian's libsaxonhe-java) transforms the folder in one run.
 */
async function failures(stylesheet: string): Promise<{ file: string; id: string; flag: string; text: string }[]> {
  const out = join(folder, stylesheet);
  mkdirSync(out);
  await run('java', ['-cp', '/usr/share/java/Saxon-HE.jar', 'net.sf.saxon.Transform', `-s:${documents}`, `-xsl:${join(RULES, stylesheet)}`, `-o:${out}`, '-warnings:silent'], { maxBuffer: 1 << 24 });
  return readdirSync(out).flatMap((file) =>
    [...readFileSync(join(out, file), 'utf8').matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(([, attrs, body]) => ({
      file,
      id: /\bid="([^"]*)"/.exec(attrs)?.[1] ?? '',
      flag: /\bflag="([^"]*)"/.exec(attrs)?.[1] ?? '',
      text: body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim(),
    })),
  );
}

describe.each(databases())('invoices as legal documents and e-invoices on $name', (kind) => {
  const api = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let groups: Awaited<ReturnType<typeof demoOf>>['groups'];
  const get = async (url: string, token: string, status = 200) => {
    const res = await api.get(url, { token });
    // A PDF or XML answer is held to its status; JSON ones to the API description too.
    if (String(res.headers['content-type']).startsWith('application/json')) expectAnswer(res, 'GET', url.replace(/^\/api/, '').split('?')[0].replace(/\/\d+\//g, '/{id}/'), status);
    else expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const openInvoice = async () => (await get(`${LIST}?status=open`, tokens.admin)).json<{ results: Invoice[] }>().results[0];

  beforeAll(async () => {
    ({ tokens, groups } = await demoOf(api));
  });

  it('names both parties: a reseller’s client is billed by its reseller, the reseller by the operator', async () => {
    const invoice = (await get(`${LIST}${(await openInvoice()).id}/`, tokens.admin)).json<Invoice>();
    expect(invoice.supplier).toMatchObject({ name: 'Northwind Telecom BV', vat_number: 'BE0823456754', iban: 'BE83363012345615', bic: 'BBRUBEBB' });
    expect(invoice.customer).toMatchObject({ name: 'Acme Dental BV', vat_number: 'BE0456789034', address_city: 'Gent', address_country: 'BE' });
    // A Belgian account: the Belgian structured reference, ten digits and their mod-97 check.
    const digits = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(invoice.payment_reference)!.slice(1).join('');
    expect(Number(BigInt(digits.slice(0, 10)) % 97n) || 97).toBe(Number(digits.slice(10)));
    expect(invoice.gaps).toEqual([]);
    const [billed] = (await get(RESELLER, tokens.reseller)).json<{ results: Invoice[] }>().results;
    const reseller = (await get(`${RESELLER}${billed.id}/`, tokens.reseller)).json<Invoice>();
    expect(reseller.supplier).toMatchObject({ name: DEMO_OPERATOR.name, vat_number: DEMO_OPERATOR.vat_number });
    expect(reseller.customer).toMatchObject({ name: 'Northwind Telecom BV' });
  });

  it('prints a tagged PDF with both parties, every font embedded and the e-invoice attached', async () => {
    const { id, number } = await openInvoice();
    const res = await get(`${LIST}${id}/pdf/?lang=nl`, tokens.admin);
    const text = poppler('pdftotext', res.rawPayload, ['-layout']).replace(/\s+/g, ' ');
    for (const expected of ['Leverancier', 'Northwind Telecom BV', 'BE0823456754', 'Klant', 'Acme Dental BV', 'BE0456789034', 'Kouter 7', '9000 Gent', 'België', 'BE83 3630 1234 5615', 'Gestructureerde mededeling', 'Maatstaf van heffing']) {
      expect(text).toContain(expected);
    }
    // pdffonts: a header, a rule, then one line per font whose "emb" column says yes.
    const fonts = poppler('pdffonts', res.rawPayload).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\bTrueType\b.*\byes\s+yes\s+(yes|no)\s+\d+\s+\d+$/);
    const info = poppler('pdfinfo', res.rawPayload);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(poppler('pdfdetach', res.rawPayload, ['-list'])).toContain(`${number}.xml`);
    // The reseller's invoices print too.
    const [billed] = (await get(RESELLER, tokens.reseller)).json<{ results: Invoice[] }>().results;
    const resellerPdf = poppler('pdftotext', (await get(`${RESELLER}${billed.id}/pdf/?lang=fr`, tokens.reseller)).rawPayload).replace(/\s+/g, ' ');
    for (const expected of ['Fournisseur', DEMO_OPERATOR.name, DEMO_OPERATOR.vat_number!, 'Northwind Telecom BV', 'BE0823456754', 'Votre commission est déduite']) expect(resellerPdf).toContain(expected);
  });

  it('serves every invoice’s UBL beside its PDF, to whom reads the invoice only', async () => {
    const { id, number } = await openInvoice();
    const res = await get(`${LIST}${id}/ubl/`, tokens.admin);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.xml"`);
    expect(res.body).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(res.body).toContain('<cbc:EndpointID schemeID="0208">0456789034</cbc:EndpointID>');
    await get(`${LIST}${id}/ubl/`, tokens.reseller, 403);
    await get(`${LIST}999999/ubl/`, tokens.admin, 404);
    await get(`${RESELLER}${id}/ubl/`, tokens.admin, 403);
    expect((await api.get(`${LIST}${id}/ubl/?lang=de`, { token: tokens.admin })).statusCode).toBe(400);
    // Every demo invoice of the database, the operator's own clients' and reseller invoices too, for the rules below.
    for (const table of ['res_invoice', 'res_reseller_invoice'] as const) {
      const rows = await api.db.query<{ id: number; group_id: number; data: StoredInvoice }>(`SELECT id, group_id, data FROM ${table}`);
      for (const row of rows) {
        const invoice = { ...row.data, id: row.id };
        const document = await documentOf(api.db, table === 'res_invoice' ? 'invoice' : 'reseller_invoice', row.group_id, invoice);
        expect(document.gaps, invoice.number).toEqual([]);
        writeFileSync(join(documents, `${kind.name}-${invoice.number}.xml`), ublOf(invoice, document, 'en'));
      }
    }
    expect(readdirSync(documents).filter((f) => f.startsWith(kind.name)).length).toBeGreaterThanOrEqual(15);
  });

  it('invoices a business in another EU country under reverse charge, in the PDF and the UBL', async () => {
    // Blue Harbor (NL, with a VAT number) is billed by its reseller Northwind (BE): no VAT, the customer accounts for it.
    const [row] = await api.db.query<{ id: number; data: StoredInvoice & { vat_category: string } }>(
      `SELECT id, data FROM res_invoice WHERE group_id = $1 AND data ->> 'status' = 'open'`, [groups.blueHarbor]);
    expect(row.data).toMatchObject({ vat_category: 'AE', vat_rate: 0, vat: 0, total: row.data.subtotal });
    expect(row.data.subtotal).toBeGreaterThan(0);
    const invoice = { ...row.data, id: row.id };
    const document = await documentOf(api.db, 'invoice', groups.blueHarbor, invoice);
    const text = poppler('pdftotext', await pdfOf(invoice, document, 'nl')).replace(/\s+/g, ' ');
    for (const expected of ['0 % (btw verlegd)', 'Btw verlegd: er wordt geen btw aangerekend', 'NL854123696B01', 'BE0823456754']) expect(text).toContain(expected);
    const ubl = ublOf(invoice, document, 'fr');
    expect(ubl).toContain('<cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReasonCode>VATEX-EU-AE</cbc:TaxExemptionReasonCode><cbc:TaxExemptionReason>autoliquidation</cbc:TaxExemptionReason>');
    // Both parties' VAT numbers (BR-AE-02); the official rules below run over it with every demo invoice.
    for (const vat of ['BE0823456754', 'NL854123696B01']) expect(ubl).toContain(`<cac:PartyTaxScheme><cbc:CompanyID>${vat}</cbc:CompanyID>`);
    // A customer in the supplier's country keeps the domestic rate.
    const acme = await api.db.query<{ data: { vat_category: string; vat_rate: number } }>(`SELECT data FROM res_invoice WHERE group_id = $1`, [groups.acme]);
    expect(acme.map((r) => [r.data.vat_category, r.data.vat_rate])).toEqual(acme.map(() => ['S', 21]));
  });

  it('issues an invoice whose parties lack details, says what is missing, and completes it when they are filled in', async () => {
    const settings = `/api/v1/groups/${groups.acme}/`;
    const patch = (body: object) => api.request('PATCH', settings, { token: tokens.admin, body });
    // VAT numbers and IBANs are checked by their check digits.
    const refused = await patch({ vat_number: 'BE0456789035', iban: 'BE21 0012 3456 7804' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<Record<string, string[]>>())).toEqual(expect.arrayContaining(['vat_number', 'iban']));
    expect((await patch({ vat_number: null, address_street: null })).statusCode).toBe(200);
    const id = await issueInvoice(api.db, groups.acme, '2020-01');
    const lacking = (await get(`${LIST}${id}/`, tokens.admin)).json<Invoice>();
    expect(lacking.gaps).toEqual([
      { party: 'customer', field: 'address_street', source: 'group_settings' },
      { party: 'customer', field: 'vat_number', source: 'group_settings' },
    ]);
    // Still issued: its PDF and UBL are served, the UBL without the buyer's address.
    expect((await get(`${LIST}${id}/pdf/`, tokens.admin)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`${LIST}${id}/ubl/`, tokens.admin)).body).not.toContain('0456789034');
    expect((await patch({ vat_number: DEMO_BILLING.acme.vat_number, address_street: DEMO_BILLING.acme.address_street })).statusCode).toBe(200);
    const whole = (await get(`${LIST}${id}/`, tokens.admin)).json<Invoice>();
    expect(whole.gaps).toEqual([]);
    expect(whole.customer.vat_number).toBe('BE0456789034');
  });
});

describe('the demo’s e-invoices against the official rules', () => {
  it('passes every rule of EN 16931 and Peppol BIS Billing 3.0 with no fatal one', { timeout: 120_000 }, async () => {
    expect(readdirSync(documents).length).toBeGreaterThan(0);
    const [cen, peppol] = await Promise.all([failures('EN16931-UBL-validation.xslt'), failures('PEPPOL-EN16931-UBL.xslt')]);
    expect([...cen, ...peppol].filter((f) => f.flag === 'fatal').map((f) => `${f.file} ${f.id}: ${f.text}`)).toEqual([]);
  });
});
