import { startServer } from '../scripts/lib/serverProcess.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { contactsXlsx, importClient, signInOver } from '../tests/api/phonebookImport.support.ts';
import { withDataDir } from './lib/dataDir.ts';
import { note, report } from './lib/figures.ts';

const RECORDS = 10_000;

/**
 * The phonebook import end to end over HTTP, as the portal makes it, on PGlite in a data
 * directory: upload a 10,000-record xlsx, watch it until its preview is done, commit. The
 * issue's bound is 3 s. The file is made with @e965/xlsx before the clock starts.
 */
await withDataDir(async (dataDir) => {
  const server = await startServer({ dataDir });
  try {
    const client = importClient(server.url, await signInOver(server.url, 'admin', DEMO_PASSWORD));
    const file = contactsXlsx(RECORDS);
    const book = await client.newPhonebook('Bench import');
    const started = performance.now();
    const job = await client.upload(book, 'contacts.xlsx', file);
    const uploaded = performance.now();
    const done = await client.until(book, job, ['done', 'failed']);
    const previewed = performance.now();
    if (done.preview?.to_add !== RECORDS) throw new Error(`the preview adds ${done.preview?.to_add}, not ${RECORDS}`);
    const { added } = await client.commit(book, job);
    const committed = performance.now();
    if (added !== RECORDS || (await client.contacts(book)) !== RECORDS) throw new Error(`the commit added ${added}`);
    note(`${RECORDS} records, ${(file.length / 1024).toFixed(0)} KB xlsx: upload ${(uploaded - started).toFixed(0)} ms, preview ${(previewed - uploaded).toFixed(0)} ms, commit ${(committed - previewed).toFixed(0)} ms`);
    report('phonebook_import_10000_end_to_end_ms', committed - started, 'ms');
    report('phonebook_import_10000_preview_ms', previewed - uploaded, 'ms');
    report('phonebook_import_10000_commit_ms', committed - previewed, 'ms');
  } finally {
    await server.stop('SIGTERM');
  }
});
