import { defineJobKind, JobError } from '../../../jobs/kinds.ts';
import { listCalls, toCall, type CallFilter, type CallScope } from '../query.ts';
import type { Language } from '../../../../core/domain/formats.ts';
import { exportFile, type ExportFormat, type Separator } from './files.ts';

export const EXPORT_JOB = 'cdr.export';
/** portal-overview §9: call history export up to 10,000 records. */
export const EXPORT_LIMIT = 10_000;

export interface ExportRequest {
  scope: CallScope;
  filter: CallFilter;
  ordering?: string;
  format: ExportFormat;
  lang: Language;
  timeZone: string;
  separator?: Separator;
}

declare module '../../../jobs/kinds.ts' {
  interface JobPayloads {
    'cdr.export': ExportRequest;
  }
}

/** The file's name: the period it covers is in the file; the moment it was made names it. */
const fileName = (format: ExportFormat, at: Date) =>
  `call-history-${at.toISOString().slice(0, 19).replace(/[-:T]/g, '')}${format === 'csv_machine' ? '-data' : ''}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;

/**
 * The export (configuration-areas §2): the filter's calls as the list orders them, at most
 * EXPORT_LIMIT, written as CSV (a person's or a machine's, files.ts) or XLSX into cdr_export_file for the reader to download. Its
 * scope was fixed when it was asked for: a plain user's export holds their calls only.
 */
defineJobKind(EXPORT_JOB, {
  permission: 'cdr_viewer',
  maxAttempts: 2,
  async run({ id, payload, db, progress }) {
    await progress(10, 'reading');
    const { count, rows } = await listCalls(db, payload.scope, payload.filter, { page: 1, pageSize: EXPORT_LIMIT, ordering: payload.ordering });
    await progress(60, 'writing');
    const file = exportFile(rows.map((row) => toCall(row)), payload.format, { lang: payload.lang, timeZone: payload.timeZone, separator: payload.separator });
    if (!file.content.length) throw new JobError('empty');
    const name = fileName(payload.format, new Date());
    await db.query(
      `INSERT INTO cdr_export_file (job_id, file_name, content_type, content) VALUES ($1, $2, $3, $4)
       ON CONFLICT (job_id) DO UPDATE SET file_name = EXCLUDED.file_name, content_type = EXCLUDED.content_type, content = EXCLUDED.content`,
      [id, name, file.contentType, file.content],
    );
    return { file_name: name, rows: rows.length, total: count, truncated: count > rows.length, limit: EXPORT_LIMIT };
  },
});
