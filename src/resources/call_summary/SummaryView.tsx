import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, FormControlLabel, LinearProgress, Skeleton, Stack, Switch, Typography } from '@mui/material';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { useNotify, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { isApiError } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useLeaveGuard } from '../../engine/form/useLeaveGuard.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { useJob } from '../../events/useJob.ts';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';
import { formatDuration } from '../../i18n/duration.ts';
import { editIsValid, SummaryEditor } from './SummaryEditor.tsx';
import { summaryApi, summaryText, type Summary, type SummaryEdit } from './summaryApi.ts';
import { SummariseButton } from './SummariseButton.tsx';
import { SummaryFeedback } from './SummaryFeedback.tsx';
import { TranscriptView } from './TranscriptView.tsx';
import { useDateFormat, type DateFormatter } from '../../i18n/dates.ts';

const editOf = (s: Summary): SummaryEdit => ({
  quick_summary: s.quick_summary,
  detailed_summary: s.detailed_summary ?? '',
  sections: (s.sections ?? []).map((section) => ({ topic: section.topic, points: [...section.points] })),
  notes: s.notes ?? '',
  conclusions: [...(s.conclusions ?? [])],
  next_steps: [...(s.next_steps ?? [])],
  recommendations: [...(s.recommendations ?? [])],
  visibility: s.visibility,
});

/** Empty lines and points are left out of what is saved. */
const cleaned = (edit: SummaryEdit): SummaryEdit => {
  const lines = (items?: string[]) => (items ?? []).map((i) => i.trim()).filter(Boolean);
  return {
    ...edit,
    sections: (edit.sections ?? []).map((s) => ({ topic: s.topic.trim(), points: lines(s.points) })),
    conclusions: lines(edit.conclusions),
    next_steps: lines(edit.next_steps),
    recommendations: lines(edit.recommendations),
  };
};

/**
 * The one summary view (configuration-areas §3, §4), at /features/summaries/{id} and, by its
 * call, at /reports/call-history/summary/{id}: every part of the summary, the call's facts and
 * its cost; copy; the private/public switch (its requester's); edit and save. A summary being
 * generated shows the pending notice and follows its job live until it is complete or failed.
 */
export function SummaryView({ id, back }: { id: number; back: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`resources.call_summary.view.${key}`, options);
  const field = (name: string) => translate(`resources.call_summary.fields.${name}`);
  const value = (name: string, v: string) => translate(`resources.call_summary.values.${name}.${v}`);
  const read = useApiRead(['call_summary', 'one', id], (signal) => summaryApi.get(id, signal));
  const summary = read.data;
  // As the server decides: its requester, or an administrator for a public one (a plain user reads it only).
  const role = usePortalPermissions()?.role;
  const mayChange = Boolean(summary?.mine) || (role !== undefined && role !== 'USER');
  const [edit, setEdit] = useState<SummaryEdit>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const dateTime = useDateFormat('dateTime');
  // configuration-areas §1: leaving with unsaved changes asks first, as every form does.
  const dirty = Boolean(edit && summary) && JSON.stringify(edit) !== JSON.stringify(editOf(summary!));
  const leaveGuard = useLeaveGuard(dirty);

  // Pending: the job's live progress; when it ends the summary is read again (complete or failed).
  const pending = summary?.state === 'requested';
  const { job, finished } = useJob(pending ? (summary?.job ?? undefined) : undefined);
  const { retry } = read;
  useEffect(() => {
    if (pending && finished) retry();
  }, [pending, finished, retry]);

  const refresh = (saved: Summary) => {
    queryClient.setQueryData(['call_summary', 'one', id], saved);
    void queryClient.invalidateQueries({ queryKey: ['call_summary'], predicate: (q) => q.queryKey[1] !== 'one' });
  };

  async function save(changes: Partial<SummaryEdit>, after?: () => void) {
    if (!summary) return;
    setSaving(true);
    setFailure(undefined);
    try {
      refresh(await summaryApi.save(id, { ...changes, version: summary.version ?? 0 }));
      notify('resources.call_summary.view.saved', { type: 'success' });
      after?.();
    } catch (err) {
      // The catalogue's save failure, with the server's reason when it gives one (a stale version, a field).
      const reason = failureOf(err);
      setFailure([translate('errors.summary_save'), reason.status === 412 || reason.status === 403 ? messageText(reason.message) : ''].filter(Boolean).join(' '));
    } finally {
      setSaving(false);
    }
  }

  async function copy() {
    if (!summary) return;
    try {
      await navigator.clipboard.writeText(summaryText(summary, field));
      notify('resources.call_summary.view.copied', { type: 'success' });
    } catch {
      notify('errors.summary_copy', { type: 'error' });
    }
  }

  const missing = isApiError(read.error) && read.error.status === 404;
  const actions =
    summary && summary.state !== 'requested' && !edit ? (
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copy()} disabled={summary.state !== 'complete'}>{t('copy')}</Button>
        {mayChange ? <Button variant="contained" startIcon={<EditRoundedIcon />} onClick={() => setEdit(editOf(summary))}>{t('edit')}</Button> : null}
      </Stack>
    ) : undefined;

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={t('title')} back={back} actions={actions} />
      {leaveGuard.dialog}
      {missing ? <Alert severity="info">{translate('errors.summary_not_found')}</Alert> : null}
      {read.error && !missing ? <Alert severity="error" action={<Button color="inherit" size="small" onClick={read.retry}>{translate('resources.call_summary.page.retry')}</Button>}>{messageText(failureOf(read.error).message)}</Alert> : null}
      {!summary && !read.error ? <Skeleton variant="rounded" height={240} /> : null}
      {summary ? (
        <Stack spacing={2}>
          <Facts summary={summary} dateTime={dateTime} />
          {pending ? (
            <Alert severity="info" role="status" data-testid="summary-pending">
              {t('pending')}
              <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={job?.progress ?? 0} sx={{ mt: 1 }} />
            </Alert>
          ) : null}
          {summary.state === 'error' ? (
            <Alert severity="error" action={summary.cdr ? <SummariseButton call={summary.cdr} again /> : undefined}>{t('failed')}</Alert>
          ) : null}
          {failure ? <Alert severity="error" role="alert">{failure}</Alert> : null}
          {!pending ? (
            <Card variant="outlined">
              <CardContent>
                <FormControlLabel
                  control={<Switch checked={summary.visibility === 'public'} disabled={!summary.mine || saving || Boolean(edit)} onChange={(e) => void save({ visibility: e.target.checked ? 'public' : 'private' })} />}
                  label={`${field('visibility')}: ${value('visibility', summary.visibility)}`}
                />
                <Typography variant="body2" color="text.secondary">
                  {summary.mine ? t(summary.visibility === 'public' ? 'public_hint' : 'private_hint') : t('not_yours')}
                </Typography>
              </CardContent>
            </Card>
          ) : null}
          {edit ? (
            <Card variant="outlined">
              <CardContent>
                <SummaryEditor edit={edit} onChange={setEdit} />
                <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
                  <Button onClick={() => { setEdit(undefined); setFailure(undefined); }} disabled={saving}>{t('cancel')}</Button>
                  <Button variant="contained" onClick={() => { const { visibility: _v, ...parts } = cleaned(edit); void save(parts, () => setEdit(undefined)); }} disabled={saving || !editIsValid(edit)}>
                    {t('save')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ) : summary.state === 'complete' ? (
            <Written summary={summary} />
          ) : null}
          {summary.state === 'complete' || summary.transcript ? <TranscriptView transcript={summary.transcript} /> : null}
          {summary.state === 'complete' ? <SummaryFeedback id={id} /> : null}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The call's facts: when, how long, which way, who, what it cost, who asked. */
function Facts({ summary, dateTime }: { summary: Summary; dateTime: DateFormatter }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.call_summary.fields.${name}`);
  const facts: [string, string][] = [
    ['date_time', summary.date_time ? dateTime.format(summary.date_time) : '—'],
    ['duration', summary.duration !== undefined ? formatDuration(summary.duration) : '—'],
    ['direction', summary.direction ? translate(`resources.call_summary.values.direction.${summary.direction}`) : '—'],
    ['participants', (summary.participants ?? []).join(', ') || '—'],
    ['credits_cost', translate('resources.call_summary.view.cost', { smart_count: summary.credits_cost ?? 0 })],
    ['requested_by_name', summary.requested_by_name ?? '—'],
  ];
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, flex: 1 }}>
          {facts.map(([name, text]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">{field(name)}</Typography>
              <Typography component="dd" sx={{ m: 0 }} data-field={name}>{text}</Typography>
            </Box>
          ))}
        </Box>
        <Chip size="small" label={translate(`resources.call_summary.values.state.${summary.state}`)} color={summary.state === 'complete' ? 'success' : summary.state === 'error' ? 'error' : 'info'} variant="outlined" />
      </CardContent>
    </Card>
  );
}

/** The written summary, read-only: each part under its heading; an empty part says so. */
function Written({ summary }: { summary: Summary }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.call_summary.fields.${name}`);
  const nothing = <Typography color="text.secondary">{translate('resources.call_summary.view.nothing')}</Typography>;
  const text = (name: 'quick_summary' | 'detailed_summary' | 'notes') => (
    <Box component="section" aria-label={field(name)} data-field={name}>
      <Typography variant="h6" component="h2">{field(name)}</Typography>
      {summary[name]?.trim() ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{summary[name]}</Typography> : nothing}
    </Box>
  );
  const list = (name: 'conclusions' | 'next_steps' | 'recommendations') => (
    <Box component="section" aria-label={field(name)} data-field={name}>
      <Typography variant="h6" component="h2">{field(name)}</Typography>
      {summary[name]?.length ? (
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>{summary[name]!.map((item, i) => <li key={i}>{item}</li>)}</Box>
      ) : nothing}
    </Box>
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2.5}>
          {text('quick_summary')}
          {text('detailed_summary')}
          <Box component="section" aria-label={field('sections')} data-field="sections">
            <Typography variant="h6" component="h2">{field('sections')}</Typography>
            {summary.sections?.length
              ? summary.sections.map((section, i) => (
                  <Box key={i} sx={{ mt: 1 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{section.topic}</Typography>
                    <Box component="ul" sx={{ my: 0.5, pl: 3 }}>{section.points.map((p, j) => <li key={j}>{p}</li>)}</Box>
                  </Box>
                ))
              : nothing}
          </Box>
          {text('notes')}
          {list('conclusions')}
          {list('next_steps')}
          {list('recommendations')}
        </Stack>
      </CardContent>
    </Card>
  );
}
