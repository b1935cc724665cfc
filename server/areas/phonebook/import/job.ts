import type { Db, Queryable } from '../../../db/index.ts';
import { holdLock } from '../../../db/locks.ts';
import type { Session } from '../../../auth/session.ts';
import { defineJobKind } from '../../../jobs/kinds.ts';
import type { ResourceService } from '../../../resources/service.ts';
import { writerOf } from '../../../resources/writeAccess.ts';
import { validateRows, writeRows, type CheckedRow, type ImportOutcome } from './importRows.ts';
import { contactsOf, groupCountry, type ImportFile } from './prepare.ts';
import { previewOf, refusedPreview, type ImportResult } from './preview.ts';
import { FileRefused } from './read.ts';

export const IMPORT_JOB = 'phonebook.import';

/** Who uploaded, as their session was then (no token): the preview checks as they would save. */
export type Uploader = Omit<Session, 'token'>;

declare module '../../../jobs/kinds.ts' {
  interface JobPayloads {
    'phonebook.import': ImportFile & { uploader: Uploader };
  }
}

/** The job's progress messages: the states of configuration-areas §4 after the upload. */
export const IMPORT_STEPS = { processing: 'processing', summary: 'making_summary' } as const;

/** The CRUD service of the app on each database, for the jobs it runs (set when the routes are registered). */
const services = new WeakMap<Db, ResourceService>();
export const serveImportsWith = (db: Db, service: ResourceService) => services.set(db, service);

/** Thrown to roll the preview's transaction back once its outcome is known. */
class Rollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('rollback');
  }
}

/**
 * Writes the checked records with writeRows in one transaction: kept (the commit) or rolled
 * back (the preview). One import writes into a phonebook at a time, so that a second import of
 * the same file waits and then finds every contact already there.
 */
export async function runImport(db: Db, service: ResourceService, session: Session, rows: CheckedRow[], phonebook: number, keep: boolean) {
  const run = async (tx: Queryable) => {
    await holdLock(tx, 'phonebookImport', phonebook);
    const outcome = await writeRows(tx, { service, session, phonebook }, rows);
    if (!keep) throw new Rollback(outcome);
    return outcome;
  };
  return db.transaction(run).catch((err: unknown) => {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  });
}

/**
 * The phonebook import's processing (configuration-areas §4: uploading, processing, making
 * summary, done): reads the file and checks every record as the commit will write it, writing
 * nothing. Its result is the preview, which holds the refusal of a file that is no list of
 * contacts rather than failing (a failed run is retried), and the checked records for the
 * commit. Progress is reported outside the transaction (PGlite has one connection, which the
 * transaction holds).
 */
defineJobKind(IMPORT_JOB, {
  permission: 'phonebooks',
  async run({ db, payload, groupId, progress }): Promise<ImportResult> {
    const service = services.get(db);
    if (!service || groupId === null) throw new Error('the phonebook import runs on an app with its routes');
    await progress(5, IMPORT_STEPS.processing);
    let rows;
    try {
      rows = contactsOf(payload, await groupCountry(db, groupId));
    } catch (err) {
      if (err instanceof FileRefused) return refusedPreview(payload.name, err.message);
      throw err;
    }
    const session: Session = { ...payload.uploader, token: '' };
    const checked = validateRows(service, await writerOf(db, session), rows);
    await progress(50, IMPORT_STEPS.processing);
    const outcome = await runImport(db, service, session, checked, payload.phonebook, false);
    await progress(90, IMPORT_STEPS.summary);
    return { ...previewOf(payload.name, rows, outcome), checked: checked.filter((r) => 'data' in r) };
  },
});
