import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Menu, MenuItem } from '@mui/material';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useLocale, useTranslate } from 'ra-core';
import { useJob } from '../../events/useJob.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { callApi, type CallQuery } from './callApi.ts';
import { downloadFile } from '../../engine/ui/download.ts';
import { useFormatNumber } from '../../i18n/useFormatNumber.ts';
import { csvSeparatorOf, type CsvSeparator } from '../common/csvFile.ts';

/** At most what portal-overview §9 allows; the server holds the same limit (export/job.ts). */
const EXPORT_LIMIT = 10_000;

/**
 * Export of the filter's calls (configuration-areas §2): a background job the page watches
 * (useJob), then its file downloaded with the session's token. CSV is offered first with the
 * separator the reader's spreadsheet expects, then with the other one; the CSV for machines is
 * for integrations (server/areas/cdr/export/files.ts).
 */
/** How an export starts: the call history's own filter, or another page's (an invoice's calls). */
export type ExportBody = { format: 'csv' | 'xlsx' | 'csv_machine'; separator?: CsvSeparator; time_zone: string };
export type StartExport = (body: ExportBody) => Promise<{ id: number }>;

export function ExportMenu({ query, startExport }: { query?: CallQuery; startExport?: StartExport }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const t = (key: string, options?: object) => translate(`resources.cdr.export.${key}`, options);
  const number = useFormatNumber();
  const separator = csvSeparatorOf(useLocale());
  const other: CsvSeparator = separator === ',' ? ';' : ',';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [jobId, setJobId] = useState<number>();
  const [error, setError] = useState<unknown>();
  const { job } = useJob(jobId);
  const result = job?.state === 'succeeded' ? (job.result as { file_name: string; truncated: boolean }) : undefined;

  async function start(format: ExportBody['format'], chosen?: CsvSeparator) {
    setAnchor(null);
    setError(undefined);
    try {
      const body: ExportBody = { format, ...(chosen ? { separator: chosen } : {}), time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
      const started = startExport ? await startExport(body) : await callApi.export({ ...query, ...body });
      setJobId(started.id);
    } catch (err) {
      setError(err);
    }
  }

  async function download() {
    if (!jobId || !result) return;
    try {
      downloadFile(await callApi.exportFile(jobId), result.file_name);
    } catch (err) {
      setError(err);
    }
  }

  const running = jobId !== undefined && (!job || job.state === 'queued' || job.state === 'running');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} onClick={(e) => setAnchor(e.currentTarget)} disabled={running} aria-haspopup="menu">
        {t('button')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('xlsx')}>{t('xlsx')}</MenuItem>
        <MenuItem onClick={() => void start('csv', separator)}>{t('csv', { separator })}</MenuItem>
        <MenuItem onClick={() => void start('csv', other)}>{t('csv_other', { separator: other })}</MenuItem>
        <MenuItem onClick={() => void start('csv_machine')}>{t('csv_machine')}</MenuItem>
      </Menu>
      {running ? (
        <Box role="status" sx={{ minWidth: 200 }}>
          {t('running')}
          <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={job?.progress ?? 0} />
        </Box>
      ) : null}
      {result ? (
        <Alert severity={result.truncated ? 'warning' : 'success'} action={<Button color="inherit" size="small" onClick={() => void download()}>{t('download')}</Button>}>
          {result.truncated ? t('limit', { limit: number(EXPORT_LIMIT) }) : t('ready')}
        </Alert>
      ) : null}
      {job?.state === 'failed' ? <Alert severity="error">{t('failed')}</Alert> : null}
      {error ? <Alert severity="error">{messageText(failureOf(error).message)}</Alert> : null}
    </Box>
  );
}
