import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp, type Api } from './helpers/harness.ts';
import { expectDocumented } from './helpers/document.ts';
import { demoOf, urlOf } from './helpers/records.ts';
import { contactsXlsx, importFixture, importForm } from './phonebookImport.support.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { tableOf } from '../../server/resources/storageNames.ts';

const PHONEBOOKS = urlOf('phonebook');
const uploadUrl = (book: number) => `${PHONEBOOKS}${book}/import/`;
const stateUrl = (book: number, job: number) => `${PHONEBOOKS}${book}/import/${job}/`;
const commitUrl = (book: number, job: number) => `${PHONEBOOKS}${book}/import/${job}/commit/`;

interface Preview {
  error: string | null;
  records: number;
  to_add: number;
  duplicates: number;
  skipped: number;
  rows: Record<string, unknown>[];
  skipped_rows: { row: number; reasons: { field: string; message: string }[] }[];
}
interface ImportState {
  state: string;
  progress: number;
  preview: Preview | null;
}

describe.each(databases())('phonebook import on $name', (kind) => {
  const harness = useSeededApp(kind);
  let api: Api;
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;

  beforeAll(async () => {
    // Jobs run when an app listens.
    api = await harness.newApp();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    ({ tokens, groups: { acme } } = await demoOf(harness));
  });

  const upload = (book: number, name: string, bytes: Buffer, token = tokens.admin) =>
    api.request('POST', uploadUrl(book), { token, ...(() => { const f = importForm([{ name, bytes }]); return { body: f.payload, headers: f.headers }; })() });

  async function newPhonebook(description: string): Promise<number> {
    const res = await api.post(PHONEBOOKS, { token: tokens.admin, body: { description } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }

  async function contactsOf(book: number) {
    const rows = await harness.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM ${tableOf('phonebook_contact')} WHERE data ->> 'phonebook' = $1 ORDER BY id`,
      [String(book)],
    );
    return rows.map((r) => r.data);
  }

  /** Uploads and waits until the import is done, noting every state it was seen in. */
  async function imported(book: number, name: string, bytes: Buffer, seen: string[] = []) {
    const res = await upload(book, name, bytes);
    expect(res.statusCode, res.body).toBe(202);
    expectDocumented('POST', uploadUrl(book), 202, res.json());
    const { job } = res.json<{ job: number }>();
    const deadline = Date.now() + 30_000;
    for (;;) {
      const state = await api.get(stateUrl(book, job), { token: tokens.admin });
      expect(state.statusCode, state.body).toBe(200);
      const body = state.json<ImportState>();
      if (seen.at(-1) !== body.state) seen.push(body.state);
      if (body.state === 'done' || body.state === 'failed') {
        expectDocumented('GET', stateUrl(book, job), 200, body);
        return { job, preview: body.preview as Preview };
      }
      if (Date.now() > deadline) throw new Error(`import ${job} is still ${state.body}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const reasonsOf = (preview: Preview) => Object.fromEntries(preview.skipped_rows.map((s) => [s.row, s.reasons.map((r) => `${r.field}: ${r.message}`)]));

  it('previews a LibreOffice xlsx without writing, lists each skipped row with its reason, then commits it all at once', async () => {
    const [suppliers] = (await harness.db.query<{ id: number }>(
      `SELECT id FROM ${tableOf('phonebook')} WHERE group_id = $1 AND data ->> 'description' = 'Suppliers'`, [acme],
    )).map((r) => r.id);
    const before = await contactsOf(suppliers);
    const seen: string[] = [];
    const { job, preview } = await imported(suppliers, 'contacts-en.xlsx', importFixture('contacts-en.xlsx'), seen);
    expect(seen.at(-1)).toBe('done');
    expect(['queued', 'processing', 'making_summary', 'done']).toEqual(expect.arrayContaining(seen));
    // Rows 2, 3 and 8 hold the group's own phone numbers (+32 2 588 01 01 and 02): the phonebook conflict of §8.
    expect(preview).toMatchObject({ error: null, records: 12, to_add: 2, duplicates: 1, skipped: 10 });
    // Numbers typed without a plus are stored in E.164 for the group's country (Belgium).
    expect(preview.rows).toEqual([
      { row: 4, display_name: 'Chloé Dubois', company: 'Société Générale', number: '+3225880103', mobile: null, shortcode: null },
      { row: 13, display_name: 'Ingrid Mertens', company: 'Mertens', number: '+3225880112', mobile: null, shortcode: 303 },
    ]);
    const reasons = reasonsOf(preview);
    expect(reasons).toEqual({
      2: [`number: ${serverText('phone_number_exists')}`],
      3: [`number: ${serverText('phone_number_exists')}`],
      5: [`display_name: ${serverText('import_special_characters', { characters: '< >' })}`],
      6: [`number: ${serverText('format_phone-number')}`],
      7: [`shortcode: ${serverText('shortcode_exists')}`],
      8: [`number: ${serverText('phone_number_exists')}`],
      9: [`mobile: ${serverText('secondary_number_unique')}`],
      10: [`mobile: ${serverText('secondary_number_unique')}`],
      11: [`non_field_errors: ${serverText('import_duplicate')}`],
      12: [`display_name: ${serverText('blank')}`],
    });
    // Nothing is written before the commit.
    expect(await contactsOf(suppliers)).toEqual(before);

    const commit = await api.post(commitUrl(suppliers, job), { token: tokens.admin });
    expect(commit.statusCode, commit.body).toBe(200);
    expectDocumented('POST', commitUrl(suppliers, job), 200, commit.json());
    expect(commit.json()).toEqual({ added: 2, duplicates: 1, skipped: 10 });
    const after = await contactsOf(suppliers);
    expect(after).toHaveLength(before.length + 2);
    expect(after.slice(-2).map((c) => [c.display_name, c.number])).toEqual(preview.rows.map((r) => [r.display_name, r.number]));

    // The same file again adds nothing twice, and a second commit of the first import neither.
    const again = await imported(suppliers, 'contacts-en.xlsx', importFixture('contacts-en.xlsx'));
    expect(again.preview).toMatchObject({ error: null, records: 12, to_add: 0, duplicates: 3 });
    expect((await api.post(commitUrl(suppliers, again.job), { token: tokens.admin })).json()).toEqual({ added: 0, duplicates: 3, skipped: 12 });
    expect((await api.post(commitUrl(suppliers, job), { token: tokens.admin })).json()).toMatchObject({ added: 0 });
    expect(await contactsOf(suppliers)).toHaveLength(before.length + 2);
  });

  it('reads xls as xlsx, and finds the columns by their Dutch and French names', async () => {
    const book = await newPhonebook('Import formats');
    const xlsx = await imported(book, 'contacts-en.xlsx', importFixture('contacts-en.xlsx'));
    const xls = await imported(book, 'contacts-en.xls', importFixture('contacts-en.xls'));
    const csv = await imported(book, 'contacts-en.csv', importFixture('contacts-en.csv'));
    for (const other of [xls, csv]) expect({ ...other.preview, file: '' }).toEqual({ ...xlsx.preview, file: '' });

    const nl = await imported(book, 'contacts-nl.xlsx', importFixture('contacts-nl.xlsx'));
    expect(nl.preview).toMatchObject({ error: null, records: 5, to_add: 3, skipped: 2 });
    expect(nl.preview.rows.map((r) => [r.display_name, r.number, r.shortcode])).toEqual([
      ['Jan de Vries', '+3225880201', 311], ['Karel Hendrickx', '+3225880202', null], ['Lotte Willems', '+3225880203', 312],
    ]);
    expect(reasonsOf(nl.preview)).toEqual({
      5: [`display_name: ${serverText('import_special_characters', { characters: '{ }' })}`],
      6: [`number: ${serverText('format_phone-number')}`],
    });
    const fr = await imported(book, 'contacts-fr.xls', importFixture('contacts-fr.xls'));
    expect(fr.preview).toMatchObject({ error: null, records: 3, to_add: 2, skipped: 1 });
    expect(fr.preview.rows[1]).toMatchObject({ display_name: 'Pierre Dubois', company: 'Dubois & Fils', number: '+3225880302', mobile: '+32475123602' });
    expect(reasonsOf(fr.preview)).toEqual({ 4: [`display_name: ${serverText('import_special_characters', { characters: ';' })}`] });
  });

  it('refuses files by size and by content in the catalogue’s words, and writes nothing', async () => {
    const book = await newPhonebook('Import refusals');
    const big = Buffer.concat([importFixture('contacts-en.csv'), Buffer.alloc(500 * 1024, 'a')]);
    const tooLarge = await upload(book, 'big.csv', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: serverText('import_too_large', { limit: 500 }) });
    expectDocumented('POST', uploadUrl(book), 413, tooLarge.json());

    const png = readFileSync(new URL('../fixtures/avatar-wide.png', import.meta.url));
    const refusedKinds: [string, Buffer][] = [
      ['picture.xlsx', png], // a picture renamed
      ['contacts.xlsx', importFixture('contacts-en.csv')], // a text file renamed
      ['contacts.xls', importFixture('contacts-en.xlsx')], // an xlsx named xls
      ['contacts.txt', importFixture('contacts-en.csv')],
      ['picture.csv', png],
      ['empty.csv', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of refusedKinds) {
      const res = await upload(book, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ file: [serverText('import_file_type')] });
      expectDocumented('POST', uploadUrl(book), 400, res.json());
    }
    const none = await api.request('POST', uploadUrl(book), { token: tokens.admin, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ file: [serverText('required')] });
    const two = importForm([{ name: 'a.csv', bytes: importFixture('contacts-en.csv') }, { name: 'b.csv', bytes: importFixture('contacts-en.csv') }]);
    const twoFiles = await api.request('POST', uploadUrl(book), { token: tokens.admin, body: two.payload, headers: two.headers });
    expect(twoFiles.json()).toEqual({ file: [serverText('import_one_file')] });

    // Refused once read, by the job: the preview says why and the commit answers it.
    const refusedContent: [string, string, string][] = [
      ['columns.csv', 'Who,What\nAnna,02 588 01 01\n', serverText('import_columns_missing')],
      ['header.csv', 'Name,Number\n', serverText('import_no_records')],
      ['numbers.csv', 'Name,Number\nAnna,12345\nBert,0000\n', serverText('import_invalid_numbers', { numbers: '12345, 0000' })],
    ];
    for (const [name, text, error] of refusedContent) {
      const { job, preview } = await imported(book, name, Buffer.from(text));
      expect(preview.error, name).toBe(error);
      const commit = await api.post(commitUrl(book, job), { token: tokens.admin });
      expect(commit.statusCode, name).toBe(400);
      expect(commit.json()).toEqual({ detail: error });
      expectDocumented('POST', commitUrl(book, job), 400, commit.json());
    }
    expect(await contactsOf(book)).toEqual([]);
  });

  it('takes 10,000 records and refuses 10,001', async () => {
    const book = await newPhonebook('Ten thousand');
    const tooMany = await imported(book, 'many.xlsx', contactsXlsx(10_001));
    expect(tooMany.preview.error).toBe(serverText('import_too_many_records', { limit: 10_000 }));
    const { job, preview } = await imported(book, 'ten-thousand.xlsx', contactsXlsx(10_000));
    expect(preview).toMatchObject({ error: null, records: 10_000, to_add: 10_000, skipped: 0 });
    expect((await api.post(commitUrl(book, job), { token: tokens.admin })).json()).toEqual({ added: 10_000, duplicates: 0, skipped: 0 });
    expect(await contactsOf(book)).toHaveLength(10_000);
  }, 120_000);

  it('is the group’s and its contact writers’ only, like the contacts’ CRUD', async () => {
    const book = await newPhonebook('Import access');
    const { job } = await imported(book, 'contacts-nl.xlsx', importFixture('contacts-nl.xlsx'));
    const file = importFixture('contacts-nl.xlsx');
    // A plain user may not add contacts.
    const user = await upload(book, 'contacts-nl.xlsx', file, tokens.user);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ detail: serverText('permission_denied') });
    expect((await api.post(commitUrl(book, job), { token: tokens.user })).statusCode).toBe(403);
    // Another group's phonebook does not exist for the caller; neither does another phonebook's import.
    const other = await newPhonebook('Import other');
    const reseller = await upload(book, 'contacts-nl.xlsx', file, tokens.reseller);
    expect(reseller.statusCode).toBe(404);
    expect(reseller.json()).toEqual({ detail: serverText('not_found') });
    expect((await api.get(stateUrl(other, job), { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.post(commitUrl(other, job), { token: tokens.admin })).statusCode).toBe(404);
    expect((await api.get(stateUrl(book, job), { token: tokens.reseller })).statusCode).toBe(404);
    expect((await api.get(stateUrl(book, job))).statusCode).toBe(401);
    // The reseller acting on the client group may.
    expect((await api.get(stateUrl(book, job), { token: tokens.reseller, group: acme })).statusCode).toBe(200);
    expect(await contactsOf(book)).toEqual([]);
  });

  it('commits only a finished preview', async () => {
    const book = await newPhonebook('Import not ready');
    // The harness's first app does not listen: its jobs wait.
    const form = importForm([{ name: 'contacts-nl.xlsx', bytes: importFixture('contacts-nl.xlsx') }]);
    const res = await harness.request('POST', uploadUrl(book), { token: tokens.admin, body: form.payload, headers: form.headers });
    const { job } = res.json<{ job: number }>();
    const commit = await harness.post(commitUrl(book, job), { token: tokens.admin });
    expect(commit.statusCode).toBe(409);
    expect(commit.json()).toEqual({ detail: serverText('import_not_ready'), code: 'import_not_ready' });
    expectDocumented('POST', commitUrl(book, job), 409, commit.json());
  });
});
