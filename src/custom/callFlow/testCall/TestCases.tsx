import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, List, ListItem, ListItemIcon, ListItemText, Tooltip, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import RadioButtonUncheckedRoundedIcon from '@mui/icons-material/RadioButtonUncheckedRounded';
import PlaylistPlayRoundedIcon from '@mui/icons-material/PlaylistPlayRounded';
import SaveAltRoundedIcon from '@mui/icons-material/SaveAltRounded';
import UploadRoundedIcon from '@mui/icons-material/UploadRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import type { CallScenario, Diagram, Trace } from '../../../../core/callFlow/types.ts';
import { ConfirmDialog } from '../../../engine/ui/ConfirmDialog.tsx';
import { blockNamer } from './labels.ts';
import { TestCaseDialog, type TestCaseDraft } from './TestCaseDialog.tsx';
import { testCallApi, type StoredTestCase, type TestResult } from './testCallApi.ts';
import { TestResultsSummary } from './TestResultsSummary.tsx';

export interface TestCasesProps {
  diagram: Diagram;
  flowId: number;
  /** The test call's current choices, which a new test case keeps. */
  scenario: CallScenario;
  /** The current test call's path: a new case expects where it ends, unless told otherwise. */
  trace: Trace | null;
  /** Puts a case's choices into the test call. */
  onLoad(scenario: CallScenario): void;
}

/**
 * A flow's test cases: the current test call saved with the block it must reach, listed,
 * edited, deleted, loaded back into the test call, and run against the diagram being edited
 * (passed, or the block where the path went elsewhere). They also run on every confirmed save.
 */
export function TestCases({ diagram, flowId, scenario, trace, onLoad }: TestCasesProps) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const key = ['call_flow', flowId, 'test_cases'];
  const cases = useApiRead(key, (signal) => testCallApi.testCases(flowId, signal));
  const [dialog, setDialog] = useState<{ editing: StoredTestCase | null } | null>(null);
  const [deleting, setDeleting] = useState<StoredTestCase | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<TestResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const name = blockNamer(diagram, translate);
  const blocks = diagram.nodes.filter((n) => n.type !== 'start').map((n) => ({ id: n.id, name: name(n.id) }));
  const ends = trace?.steps[trace.steps.length - 1]?.block;
  const suggested = blocks.some((b) => b.id === ends) ? (ends as string) : (blocks[0]?.id ?? '');
  const resultOf = (id: number) => results?.find((r) => r.test_case === id);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const fail = (e: unknown) => setError(messageText(failureOf(e).message));

  async function save(draft: TestCaseDraft) {
    setBusy(true);
    setError(null);
    try {
      const editing = dialog?.editing;
      if (editing) {
        await testCallApi.updateTestCase(flowId, { ...editing, name: draft.name, expect: { block: draft.block }, scenario: draft.useCurrent ? scenario : editing.scenario });
      } else {
        await testCallApi.createTestCase(flowId, { name: draft.name, scenario, expect: { block: draft.block } });
      }
      setDialog(null);
      await refresh();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    setError(null);
    try {
      await testCallApi.deleteTestCase(flowId, deleting.id);
      setResults((r) => r?.filter((x) => x.test_case !== deleting.id) ?? null);
      setDeleting(null);
      await refresh();
    } catch (e) {
      setDeleting(null);
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    setRunning(true);
    setError(null);
    try {
      setResults(await testCallApi.runTestCases(flowId, diagram));
    } catch (e) {
      fail(e);
    } finally {
      setRunning(false);
    }
  }

  const list = cases.data ?? [];
  return (
    <Box data-testid="test-cases">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('test_call.cases.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" startIcon={<SaveAltRoundedIcon />} onClick={() => { setError(null); setDialog({ editing: null }); }} disabled={!blocks.length}>
          {translate('test_call.cases.save_current')}
        </Button>
        <Button size="small" variant="outlined" startIcon={running ? <CircularProgress size={16} /> : <PlaylistPlayRoundedIcon />} onClick={() => void run()} disabled={running || !list.length}>
          {translate('test_call.cases.run')}
        </Button>
      </Box>
      {cases.error ? (
        <Alert severity="error" action={<Button onClick={cases.retry}>{translate('test_call.actions.retry')}</Button>}>
          {messageText(failureOf(cases.error).message)}
        </Alert>
      ) : null}
      {!cases.isPending && !cases.error && !list.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('test_call.cases.none')}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {list.map((tc) => {
          const result = resultOf(tc.id) ?? tc.last_result ?? undefined;
          return (
            <ListItem
              key={tc.id}
              disableGutters
              data-testid="test-case"
              secondaryAction={
                <Box>
                  <Tooltip title={translate('test_call.cases.load')}>
                    <IconButton size="small" aria-label={translate('test_call.cases.load_named', { name: tc.name })} onClick={() => onLoad(tc.scenario)}>
                      <UploadRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('test_call.cases.edit')}>
                    <IconButton size="small" aria-label={translate('test_call.cases.edit_named', { name: tc.name })} onClick={() => { setError(null); setDialog({ editing: tc }); }}>
                      <EditRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('test_call.cases.delete')}>
                    <IconButton size="small" aria-label={translate('test_call.cases.delete_named', { name: tc.name })} onClick={() => setDeleting(tc)}>
                      <DeleteRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 13 }}
            >
              <ListItemIcon sx={{ minWidth: 28 }}>
                {result ? (
                  result.passed ? (
                    <CheckCircleRoundedIcon color="success" fontSize="small" titleAccess={translate('test_call.results.ok')} />
                  ) : (
                    <CancelRoundedIcon color="error" fontSize="small" titleAccess={translate('test_call.results.not_ok')} />
                  )
                ) : (
                  <RadioButtonUncheckedRoundedIcon color="disabled" fontSize="small" titleAccess={translate('test_call.results.not_run')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={tc.name}
                secondary={translate('test_call.cases.expects', { block: name(tc.expect?.block ?? null) })}
                slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'body2' } }}
              />
            </ListItem>
          );
        })}
      </List>
      {error && !dialog ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {results ? (
        <Box sx={{ mt: 1 }}>
          <TestResultsSummary results={results} diagram={diagram} />
        </Box>
      ) : null}
      {dialog ? (
        <TestCaseDialog
          editing={dialog.editing ? { name: dialog.editing.name, block: dialog.editing.expect?.block ?? '' } : null}
          blocks={blocks}
          suggested={suggested}
          busy={busy}
          error={error}
          onSave={(draft) => void save(draft)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        id="test-case-delete"
        open={deleting !== null}
        title={translate('test_call.cases.delete_title')}
        text={translate('test_call.cases.delete_text', { name: deleting?.name ?? '' })}
        confirmLabel={translate('test_call.cases.delete')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
