import { memo } from 'react';
import { Alert, Box, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import { useTranslate } from 'ra-core';
import type { Block, Issue, Severity } from '../../../../../core/callFlow/types.ts';
import { issueText } from '../canvas/issueText.ts';

/** An issue the server named when it refused a confirmed save (400 call_flow_invalid), in the user's language already. */
export interface ServerIssue {
  block: string | null;
  rule: string;
  severity: Severity;
  message: string;
}

interface Row {
  key: string;
  block: string | null;
  severity: Severity;
  text: string;
}

const SHOWN = 300;

/**
 * The rules' findings (configuration-areas §5) in two severities, errors first: an error blocks
 * a confirmed save, a warning does not. Each names its block; a click selects the block and
 * brings it into view. What the server refused at the last confirmed save is listed above them.
 */
function IssuesListView({ issues, serverIssues, blocks, onFocusBlock }: { issues: Issue[]; serverIssues: ServerIssue[]; blocks: ReadonlyMap<string, Block>; onFocusBlock(id: string): void }) {
  const translate = useTranslate();
  const blockName = (id: string | null) => {
    if (id === null) return translate('designer.issues.diagram');
    const block = blocks.get(id);
    return block ? translate(`blocks.kinds.${block.type}.name`, { _: block.type }) : id;
  };
  const rows = (list: Row[], title: string, testId: string) =>
    list.length > 0 && (
      <List dense disablePadding data-testid={testId} subheader={<ListSubheader disableSticky>{title}</ListSubheader>}>
        {list.slice(0, SHOWN).map((row) => (
          <ListItemButton key={row.key} disabled={row.block === null || !blocks.has(row.block)} onClick={() => row.block && onFocusBlock(row.block)} data-testid="cf-issue" data-severity={row.severity} data-block-id={row.block ?? ''}>
            <ListItemIcon sx={{ minWidth: 32 }}>{row.severity === 'error' ? <ErrorRoundedIcon color="error" fontSize="small" /> : <WarningRoundedIcon color="warning" fontSize="small" />}</ListItemIcon>
            <ListItemText primary={row.text} secondary={blockName(row.block)} />
          </ListItemButton>
        ))}
        {list.length > SHOWN && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
            {translate('designer.issues.more', { smart_count: list.length - SHOWN })}
          </Typography>
        )}
      </List>
    );

  const ours = issues.map((issue, i) => ({ key: `${i}`, block: issue.block, severity: issue.severity, text: issueText(issue, translate) }));
  const errors = ours.filter((r) => r.severity === 'error');
  const warnings = ours.filter((r) => r.severity === 'warning');
  const server = serverIssues.map((issue, i) => ({ key: `s${i}`, block: issue.block, severity: issue.severity, text: issue.message }));

  return (
    <Box data-testid="cf-issues">
      {rows(server, translate('designer.issues.server'), 'cf-issues-server')}
      {rows(errors, translate('designer.issues.errors', { smart_count: errors.length }), 'cf-issues-errors')}
      {rows(warnings, translate('designer.issues.warnings', { smart_count: warnings.length }), 'cf-issues-warnings')}
      {!ours.length && !server.length && (
        <Alert severity="success" sx={{ m: 2 }}>
          {translate('designer.issues.none')}
        </Alert>
      )}
    </Box>
  );
}

export const IssuesList = memo(IssuesListView);
