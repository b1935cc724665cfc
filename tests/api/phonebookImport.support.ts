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
