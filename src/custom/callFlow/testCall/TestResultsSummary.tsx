import { Alert, Box, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import { useTranslate } from 'ra-core';
import type { Diagram } from '../../../../core/callFlow/types.ts';
import { blockNamer } from './labels.ts';
import type { TestResult } from './testCallApi.ts';

export interface TestResultsSummaryProps {
  results: TestResult[];
  /** The diagram the results are of, so that blocks are named as on the canvas; without it, by id. */
  diagram?: Diagram;
}

/**
 * A flow's test case results, e.g. beside a confirmed save: how many passed, and for each that
 * failed the block where its path went elsewhere and where it ended instead.
 */
export function TestResultsSummary({ results, diagram }: TestResultsSummaryProps) {
  const translate = useTranslate();
  if (!results.length) return null;
  const name = blockNamer(diagram, translate);
  const failed = results.filter((r) => !r.passed).length;
  return (
    <Box data-testid="test-results">
      <Alert severity={failed ? 'error' : 'success'} sx={{ mb: 0.5 }}>
        {failed
          ? translate('test_call.results.failed', { smart_count: failed, total: results.length })
          : translate('test_call.results.passed', { smart_count: results.length })}
      </Alert>
      <List dense disablePadding>
        {results.map((result) => (
          <ListItem key={result.test_case} disableGutters data-testid="test-result" data-passed={result.passed}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {result.passed ? (
                <CheckCircleRoundedIcon color="success" fontSize="small" titleAccess={translate('test_call.results.ok')} />
              ) : (
                <CancelRoundedIcon color="error" fontSize="small" titleAccess={translate('test_call.results.not_ok')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={result.name}
              secondary={
                result.passed
                  ? translate('test_call.results.ok')
                  : translate(result.diverged_at ? 'test_call.results.diverged' : 'test_call.results.not_reached', {
                      block: name(result.diverged_at),
                      reached: name(result.reached),
                    })
              }
              slotProps={{ primary: { variant: 'body2' }, secondary: { variant: 'body2' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export default TestResultsSummary;
