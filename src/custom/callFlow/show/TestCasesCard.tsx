import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { useTranslate } from 'ra-core';
import type { UserMessage } from '../../../dataProvider/apiError.ts';
import { failureOf, useMessageText } from '../../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { kindName } from '../../../../core/callFlow/messages.ts';
import type { CallFlowRecord } from '../list/api.ts';
import { testCallApi, type StoredTestCase, type TestResult } from '../testCall/testCallApi.ts';

/** A test case as listed; the server may add how it last ended. */
type ListedTestCase = StoredTestCase & { last_result?: TestResult | null };

/**
 * The flow's test cases and how they last ended, read only: they are made and edited in the
 * designer's test call. "Run now" runs them against the live diagram, as a confirmed save does.
 */
export function TestCasesCard({ record }: { record: CallFlowRecord }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const cases = useApiRead(['call_flow', 'pages', 'test_cases', record.id], (signal) => testCallApi.testCases(record.id, signal) as Promise<ListedTestCase[]>);
  const [results, setResults] = useState<Map<number, TestResult>>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<UserMessage>();
  const title = translate('call_flow_pages.test_cases.title');
  const blocks = new Map((record.diagram?.nodes ?? []).map((block) => [block.id, block]));
  const blockName = (id: string | null | undefined) => {
    if (!id) return translate('call_flow_pages.test_cases.nowhere');
    const block = blocks.get(id);
    return block ? kindName(block.type, translate) : id;
  };

  const run = () => {
    setRunning(true);
    setFailure(undefined);
    testCallApi
      .runTestCases(record.id)
      .then((answer) => setResults(new Map(answer.map((result) => [result.test_case, result]))))
      .catch((error: unknown) => setFailure(failureOf(error).message))
      .finally(() => setRunning(false));
  };

  const rows = cases.data;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {rows && rows.length > 0 ? (
            <Button startIcon={<PlayArrowRoundedIcon />} onClick={run} disabled={running}>
              {translate('call_flow_pages.test_cases.run')}
            </Button>
          ) : null}
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {messageText(failure)}
          </Alert>
        ) : null}
        {cases.error ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={cases.retry}>{translate('call_flow_pages.try_again')}</Button>}>
            {messageText(failureOf(cases.error).message)}
          </Alert>
        ) : !rows ? (
          <Skeleton height={60} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('call_flow_pages.test_cases.none')}</Typography>
        ) : (
          <List dense data-testid="call-flow-test-cases">
            {rows.map((testCase) => {
              const result = results?.get(testCase.id) ?? testCase.last_result ?? undefined;
              return (
                <ListItem key={testCase.id} disableGutters secondaryAction={<ResultChip result={result} />}>
                  <ListItemText
                    primary={testCase.name}
                    secondary={
                      result && !result.passed
                        ? translate('call_flow_pages.test_cases.went_elsewhere', { expected: blockName(testCase.expect.block), reached: blockName(result.reached ?? result.diverged_at) })
                        : translate('call_flow_pages.test_cases.expects', { expected: blockName(testCase.expect.block) })
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function ResultChip({ result }: { result?: { passed: boolean } }) {
  const translate = useTranslate();
  if (!result) return <Chip size="small" variant="outlined" label={translate('call_flow_pages.test_cases.not_run')} />;
  return result.passed ? (
    <Chip size="small" color="success" label={translate('call_flow_pages.test_cases.passed')} />
  ) : (
    <Chip size="small" color="error" label={translate('call_flow_pages.test_cases.failed')} />
  );
}
