import { Alert, Box, Button, Card, CardContent, Grid, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import type { Diagram } from '../../../../core/callFlow/types.ts';
import type { CallFlowRecord } from '../list/api.ts';
import { readRevision, type Revision } from './api.ts';
import { CompareCanvas } from './CompareCanvas.tsx';
import { DifferenceList } from './DifferenceList.tsx';
import { diffDiagrams } from './diffDiagrams.ts';
import { revisionOf, revisionSide, type Side } from './sides.ts';
import { useDateFormat } from '../../../i18n/dates.ts';

const EMPTY: Diagram = { nodes: [], edges: [] };

interface Props {
  record: CallFlowRecord;
  revisions: readonly Revision[];
  before: Side;
  after: Side;
  onChange(sides: { before: Side; after: Side }): void;
  onClose(): void;
}

/**
 * Two versions of the flow side by side on read-only canvases, the older on the left: blocks
 * and routes added, removed and changed marked on each (issue 11), and listed in words below.
 */
export function CompareView({ record, revisions, before, after, onChange, onClose }: Props) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const left = useSideDiagram(record, before);
  const right = useSideDiagram(record, after);
  const label = useSideLabel(record, revisions);
  const title = translate('call_flow_pages.compare.title');
  const options: Side[] = ['live', ...(record.working_diagram ? (['working'] as const) : []), ...revisions.map(revisionSide)];
  // A revision chosen before the list moved on stays choosable.
  const choosable = (side: Side) => (options.includes(side) ? options : [...options, side]);
  const failed = left.error ?? right.error;
  const diff = left.diagram && right.diagram ? diffDiagrams(left.diagram, right.diagram) : undefined;

  const selector = (which: 'before' | 'after', value: Side) => (
    <TextField
      select
      size="small"
      label={translate(`call_flow_pages.compare.${which}`)}
      value={value}
      onChange={(event) => onChange({ before, after, [which]: event.target.value as Side })}
      sx={{ minWidth: 260, flex: 1 }}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': translate(`call_flow_pages.compare.${which}`) } as object } }}
    >
      {choosable(value).map((side) => (
        <MenuItem key={side} value={side}>
          {label(side)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Card component="section" aria-label={title} data-testid="compare-view">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button onClick={onClose}>{translate('call_flow_pages.compare.close')}</Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {selector('before', before)}
          {selector('after', after)}
        </Box>
        {failed ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => (left.error ? left.retry() : right.retry())}>{translate('call_flow_pages.try_again')}</Button>}>
            {messageText(failureOf(failed).message)}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          {[
            { side: before, loaded: left, marks: diff?.before, testId: 'compare-before' },
            { side: after, loaded: right, marks: diff?.after, testId: 'compare-after' },
          ].map(({ side, loaded, marks, testId }) => (
            <Grid key={testId} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {label(side)}
              </Typography>
              {loaded.diagram && marks ? (
                <CompareCanvas diagram={loaded.diagram} marks={marks} label={label(side)} testId={testId} />
              ) : (
                <Skeleton variant="rectangular" height={460} />
              )}
            </Grid>
          ))}
        </Grid>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {translate('call_flow_pages.compare.differences')}
          </Typography>
          {diff && left.diagram && right.diagram ? <DifferenceList diff={diff} before={left.diagram} after={right.diagram} /> : <Skeleton width={240} />}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The diagram of one side: the record's own at once, a revision's once read. */
function useSideDiagram(record: CallFlowRecord, side: Side): { diagram?: Diagram; error?: unknown; retry(): void } {
  const revision = revisionOf(side);
  const read = useApiRead(['call_flow', 'pages', 'revision', record.id, revision], (signal) =>
    revision === null ? Promise.resolve(null) : readRevision(record.id, revision, signal),
  );
  if (side === 'live') return { diagram: (record.diagram as Diagram | undefined) ?? EMPTY, retry: read.retry };
  if (side === 'working') return { diagram: (record.working_diagram as Diagram | null | undefined) ?? (record.diagram as Diagram | undefined) ?? EMPTY, retry: read.retry };
  return { diagram: read.data ? (read.data.diagram as Diagram) : undefined, error: read.error, retry: read.retry };
}

/** How a side is named: "Revision 3 · 12 Nov 2026, 14:02 · Anna", the live diagram, the working changes. */
export function useSideLabel(record: CallFlowRecord, revisions: readonly Revision[]): (side: Side) => string {
  const translate = useTranslate();
  const when = useDateFormat('dateTime');
  return (side: Side) => {
    if (side === 'live') return translate(record.draft ? 'call_flow_pages.compare.saved_draft' : 'call_flow_pages.compare.live');
    if (side === 'working') return translate('call_flow_pages.compare.working');
    const id = revisionOf(side);
    const revision = revisions.find((r) => r.id === id);
    if (!revision) return translate('call_flow_pages.compare.revision_id', { id: String(id) });
    return translate('call_flow_pages.compare.revision', { number: revision.number, when: when.format(revision.created_at), who: revision.created_by?.name ?? translate('call_flow_pages.revisions.someone') });
  };
}
