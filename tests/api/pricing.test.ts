import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHEAT_SHEET_BLOCKS } from '../../src/custom/help/cheatSheet.ts';
import { COUNTRY_CODES } from '../../src/domain/formats.ts';
import { rateOf } from '../../server/areas/help_support/rates.ts';
import { callCost } from '../../src/custom/help/callCost.ts';
import english from '../../locales/resources/sections/en.json';
import dutch from '../../locales/resources/sections/nl.json';
import french from '../../locales/resources/sections/fr.json';
import { expectDocumented } from './helpers/document.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

const PRICING = '/api/v1/pricing/';
const CHEAT_SHEET = '/api/v1/help_support/cheat_sheet/';

/** The PDF's text as pdftotext (poppler-utils) reads it: what a reader would copy out of it. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'cheat-sheet-'));
  try {
    const file = join(folder, 'sheet.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the rate table', () => {
  it('prices every destination of the country catalogue and 001, believably', () => {
    for (const country of [...COUNTRY_CODES, '001']) {
      const rate = rateOf(country)!;
      expect(rate, country).toBeDefined();
      expect(rate.landline, country).toBeGreaterThan(0);
      // A mobile never costs less than a landline, and no destination more than a few euro a minute.
      expect(rate.mobile, country).toBeGreaterThanOrEqual(rate.landline);
      expect(rate.mobile, country).toBeLessThan(5);
      expect(rate.setup, country).toBeGreaterThan(0);
    }
    expect(rateOf('ZZ')).toBeUndefined();
    // Home market cheaper than far islands.
    expect(rateOf('BE')!.mobile).toBeLessThan(rateOf('TV')!.mobile);
  });

  it('bills per second from the first second with the setup once (configuration-areas §9)', () => {
    expect(callCost(0.015, 0.06, 1)).toBe(0.016);
    expect(callCost(0.015, 0.06, 61)).toBe(0.076);
    expect(callCost(0.015, 0.06, 0)).toBe(0.015);
  });
});

describe.each(databases())('Help and Support on $name', (kind) => {
  const api = useSeededApp(kind);

  it.each(['admin', 'user', 'reseller'])('answers %s the rates of a country', async (username) => {
    const token = await api.signIn(username);
    const res = await api.get(`${PRICING}?country=BE`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      country: 'BE',
      currency: 'EUR',
      landline_per_minute: rateOf('BE')!.landline,
      mobile_per_minute: rateOf('BE')!.mobile,
      setup_cost: rateOf('BE')!.setup,
      billing_increment_seconds: 1,
    });
    expectDocumented('GET', PRICING, 200, body);
  });

  it('prices international networks (001) and a country priced by its continent', async () => {
    const token = await api.signIn('user');
    expect((await api.get(`${PRICING}?country=001`, { token })).json().mobile_per_minute).toBe(rateOf('001')!.mobile);
    expect((await api.get(`${PRICING}?country=KE`, { token })).json().landline_per_minute).toBe(rateOf('KE')!.landline);
  });

  it.each([
    ['no country', '', 'This field is required.'],
    ['an unknown code', '?country=ZZ', 'Select a valid country.'],
    ['a lower-case code', '?country=be', 'Select a valid country.'],
    ['a name', '?country=Belgium', 'Select a valid country.'],
  ])('refuses %s at the field', async (_case, query, message) => {
    const token = await api.signIn('user');
    const res = await api.get(`${PRICING}${query}`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ country: [message] });
  });

  it('refuses anonymous callers', async () => {
    expect((await api.get(`${PRICING}?country=BE`)).statusCode).toBe(401);
    expect((await api.get(CHEAT_SHEET)).statusCode).toBe(401);
  });

  it.each([
    ['en', english],
    ['nl', dutch],
    ['fr', french],
  ] as const)('writes the cheat sheet as a PDF in %s, naming every block kind and its rules', async (lang, texts) => {
    const token = await api.signIn('user');
    const res = await api.get(CHEAT_SHEET, { token, headers: { 'accept-language': `${lang},en;q=0.5` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="call-flow-cheat-sheet.pdf"');
    expect(res.headers['content-language']).toBe(lang);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // pdftotext may break a line anywhere: compare with the spaces folded.
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(texts.menu.cheat_sheet);
    const blocks = texts.cheat_sheet.blocks as Record<string, { name: string; does: string; rules?: Record<string, string> }>;
    for (const { block, rules } of CHEAT_SHEET_BLOCKS) {
      expect(text, block).toContain(blocks[block].name);
      expect(text, block).toContain(blocks[block].does);
      for (const rule of rules) expect(text, `${block} ${rule}`).toContain(blocks[block].rules![rule]);
    }
    for (const rule of Object.values(texts.cheat_sheet.diagram)) expect(text).toContain(rule);
  });
});
