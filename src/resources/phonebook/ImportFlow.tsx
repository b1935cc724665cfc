import { useEffect, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import { Link } from 'react-router';
import { useTranslate } from 'ra-core';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { recognise, type UserMessage } from '../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useJob } from '../../events/useJob.ts';
import { importApi, type ImportPreview } from './importApi.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { ImportSteps, type ImportStep } from './ImportSteps.tsx';

/** configuration-areas §5, §9: checked here before the upload too, so that a person learns at once. */
const MAX_BYTES = 500 * 1024;

/**
 * One import into a phonebook: the file, its upload, the job's states, the preview, the commit.
 * configuration-areas §8.3's import errors appear where they occur: the upload refused, the
 * job failed, the status read failed (import_status), the summary (the preview) not read
 * (import_summary), the file's data incorrect (the server's own words in the preview).
 */
export function ImportFlow({ phonebook, back }: { phonebook: number; back: string }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const [file, setFile] = useState<File>();
  const [jobId, setJobId] = useState<number>();
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<ImportPreview>();
  const [problem, setProblem] = useState<UserMessage>();
  const [committing, setCommitting] = useState(false);
  const [added, setAdded] = useState<number>();
  const { job, error: statusError, finished } = useJob(jobId);

  useEffect(() => {
    if (!finished || jobId === undefined || job?.state !== 'succeeded') return;
    importApi.state(phonebook, jobId).then(
      (state) => {
        if (!state.preview) return;
        setPreview(state.preview);
        if (state.preview.error) setProblem(recognise(state.preview.error));
      },
      // The job is done but its summary (the preview) did not come: §8.3's "import summary" error.
      () => setProblem({ key: 'errors.import_summary' }),
    );
  }, [finished, job, jobId, phonebook]);

  const upload = async () => {
    if (!file) return;
    setProblem(undefined);
    if (file.size > MAX_BYTES) return setProblem({ key: 'errors.import_too_large', args: { limit: MAX_BYTES / 1024 } });
    setUploading(true);
    try {
      setJobId((await importApi.upload(phonebook, file)).job);
    } catch (error) {
      const failure = failureOf(error);
      setProblem(failure.fields.file ?? failure.message);
    } finally {
      setUploading(false);
    }
  };

  const commit = async () => {
    if (jobId === undefined) return;
    setCommitting(true);
    setProblem(undefined);
    try {
      setAdded((await importApi.commit(phonebook, jobId)).added);
    } catch (error) {
      setProblem(failureOf(error).message);
    } finally {
      setCommitting(false);
    }
  };

  const restart = () => {
    setFile(undefined);
    setJobId(undefined);
    setPreview(undefined);
    setProblem(undefined);
    setAdded(undefined);
  };

  // A job that failed (its server kept failing) says why in words meant for people.
  const failed = finished && job?.state === 'failed' ? (job.error ? recognise(job.error) : { key: 'errors.import_processing' }) : undefined;
  // Reading the job's state failed (the server or the network): §8.3's "import status check" error, until a read answers again.
  const unknownState = jobId !== undefined && !finished && statusError !== undefined ? { key: 'errors.import_status' } : undefined;
  const shown = problem ?? failed ?? unknownState;
  const step: ImportStep | undefined =
    uploading ? 'uploading'
    : preview ? 'done'
    : jobId !== undefined && !finished ? (job?.message === 'making_summary' ? 'making_summary' : 'processing')
    : undefined;

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={translate('resources.phonebook.import.title')} back={back} />
      {jobId === undefined && !uploading ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 3 }}>
          <Typography>{translate('resources.phonebook.import.intro')}</Typography>
          <Typography color="text.secondary">{translate('resources.phonebook.import.columns')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileRoundedIcon />}>
              {translate('resources.phonebook.import.choose')}
              <input
                hidden
                type="file"
                accept=".xlsx,.xls,.csv"
                data-testid="import-file"
                onChange={(event) => {
                  setProblem(undefined);
                  setFile(event.target.files?.[0]);
                }}
              />
            </Button>
            {file ? <Typography data-testid="import-file-name">{file.name}</Typography> : null}
            <Button variant="contained" disabled={!file} onClick={() => void upload()}>
              {translate('resources.phonebook.import.upload')}
            </Button>
          </Box>
        </Box>
      ) : null}
      {step ? <ImportSteps step={step} progress={step === 'uploading' ? undefined : job?.progress} /> : null}
      {shown ? <Alert severity="error" sx={{ my: 2 }} data-testid="import-problem">{messageText(shown)}</Alert> : null}
      {added !== undefined ? (
        <Alert severity="success" sx={{ my: 2 }} data-testid="import-result">
          {translate('resources.phonebook.import.added', { smart_count: added })}
        </Alert>
      ) : null}
      {preview ? <ImportPreviewTable preview={preview} /> : null}
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
        {preview && added === undefined && !preview.error ? (
          <Button variant="contained" disabled={committing || preview.to_add === 0} onClick={() => void commit()} data-testid="import-commit">
            {translate(committing ? 'resources.phonebook.import.committing' : 'resources.phonebook.import.commit', { smart_count: preview.to_add })}
          </Button>
        ) : null}
        {preview || shown ? <Button onClick={restart}>{translate('resources.phonebook.import.again')}</Button> : null}
        <Button component={Link} to={back}>{translate('resources.phonebook.import.back')}</Button>
      </Box>
    </Box>
  );
}
