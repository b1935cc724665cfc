import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';

/** A file of tests/fixtures/import/ (the spreadsheets LibreOffice wrote, scripts/make-import-fixtures.sh). */
export const importFixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));

/** A multipart/form-data body as a browser sends it, with these files in the field `file`. */
export function importForm(files: { name: string; bytes: Buffer }[], field = 'file') {
  const boundary = `----switchboard${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * An .xlsx of `count` distinct contacts (header in English), made with @e965/xlsx as the
 * 10,000-record files of the limits and the bench; `offset` shifts names and numbers.
 */
export function contactsXlsx(count: number, offset = 0): Buffer {
  // Numbers as a spreadsheet keeps what is typed without a plus: numeric cells (32 2 5…, Belgian).
  const rows: (string | number)[][] = [['Name', 'Phone number']];
  for (let i = offset; i < offset + count; i++) rows.push([`Contact ${i}`, 3225000000 + i]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contacts');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The phonebook import over HTTP, as the portal makes it, against a running server (spawned tests, the bench). */
export function importClient(baseUrl: string, token: string) {
  const headers = { authorization: `Token ${token}` };
  async function json<T>(res: Response): Promise<T> {
    const text = await res.text();
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  }
  return {
    async newPhonebook(description: string): Promise<number> {
      const res = await fetch(`${baseUrl}/api/v1/phonebooks/`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ description }) });
      return (await json<{ id: number }>(res)).id;
    },
    async upload(book: number, name: string, bytes: Buffer): Promise<number> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return (await json<{ job: number }>(await fetch(`${baseUrl}/api/v1/phonebooks/${book}/import/`, { method: 'POST', headers, body: form }))).job;
    },
    async state(book: number, job: number) {
      return json<{ state: string; progress: number; preview: { to_add: number; error: string | null } | null }>(
        await fetch(`${baseUrl}/api/v1/phonebooks/${book}/import/${job}/`, { headers }),
      );
    },
    /** Asks every few milliseconds until the import is in one of `states`. */
    async until(book: number, job: number, states: string[], timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await this.state(book, job);
        if (states.includes(state.state)) return state;
        if (Date.now() > deadline) throw new Error(`import ${job} is still ${state.state}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async commit(book: number, job: number) {
      return json<{ added: number; duplicates: number; skipped: number }>(await fetch(`${baseUrl}/api/v1/phonebooks/${book}/import/${job}/commit/`, { method: 'POST', headers }));
    },
    async contacts(book: number): Promise<number> {
      return (await json<{ count: number }>(await fetch(`${baseUrl}/api/v1/phonebook_contacts/?phonebook=${book}&page_size=1`, { headers }))).count;
    },
  };
}

export async function signInOver(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/api-token-auth/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
