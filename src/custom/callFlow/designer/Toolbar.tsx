import { memo, type ReactNode } from 'react';
import { Box, Button, Chip, Divider, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import RedoRoundedIcon from '@mui/icons-material/RedoRounded';
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import FitScreenRoundedIcon from '@mui/icons-material/FitScreenRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import PublishRoundedIcon from '@mui/icons-material/PublishRounded';
import { useTranslate } from 'ra-core';
import type { Editor } from './data/api.ts';
import { Editors } from './presence/Editors.tsx';

export interface ToolbarProps {
  name: string;
  draft: boolean;
  /** An active flow with unconfirmed edits saved as draft. */
  pendingDraft: boolean;
  dirty: boolean;
  readOnly: boolean;
  editors: Editor[];
  canUndo: boolean;
  canRedo: boolean;
  busy: 'draft' | 'confirm' | 'duplicate' | 'layout' | null;
  onUndo(): void;
  onRedo(): void;
  onLayout(): void;
  onFit(): void;
  onDuplicate(): void;
  onSaveDraft(): void;
  onConfirm(): void;
  /** Room for other parts' buttons (the test call's). */
  children?: ReactNode;
}

const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';

/** The designer's bar: the flow's name and state, who else edits it, and the editing and saving actions. */
function ToolbarView(props: ToolbarProps) {
  const translate = useTranslate();
  const { name, draft, pendingDraft, dirty, readOnly, editors, canUndo, canRedo, busy } = props;
  const tip = (key: string, keys?: string) => (keys ? `${translate(key)} (${keys})` : translate(key));
  return (
    <Paper square variant="outlined" sx={{ px: 1.5, py: 1, borderLeft: 0, borderRight: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1" noWrap sx={{ maxWidth: { xs: '100%', sm: 360 } }} data-testid="cf-title">
          {name}
        </Typography>
        <Chip size="small" label={translate(draft ? 'designer.status.draft' : pendingDraft ? 'designer.status.pending' : 'designer.status.active')} color={draft ? 'default' : 'success'} variant="outlined" />
        {dirty && <Chip size="small" color="warning" label={translate('designer.status.unsaved')} data-testid="cf-dirty" />}
        <Editors editors={editors} />
        <Box sx={{ flex: 1 }} />
        {!readOnly && (
          <>
            <Tooltip title={tip('designer.toolbar.undo', `${mod}Z`)}>
              <span>
                <IconButton aria-label={translate('designer.toolbar.undo')} onClick={props.onUndo} disabled={!canUndo} data-testid="cf-undo">
                  <UndoRoundedIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={tip('designer.toolbar.redo', `${mod}Shift+Z`)}>
              <span>
                <IconButton aria-label={translate('designer.toolbar.redo')} onClick={props.onRedo} disabled={!canRedo} data-testid="cf-redo">
                  <RedoRoundedIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={tip('designer.toolbar.auto_layout')}>
              <span>
                <IconButton aria-label={translate('designer.toolbar.auto_layout')} onClick={props.onLayout} disabled={busy === 'layout'} data-testid="cf-layout">
                  <AccountTreeRoundedIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
        <Tooltip title={tip('designer.toolbar.fit_view')}>
          <IconButton aria-label={translate('designer.toolbar.fit_view')} onClick={props.onFit} data-testid="cf-fit">
            <FitScreenRoundedIcon />
          </IconButton>
        </Tooltip>
        {props.children}
        {!readOnly && (
          <>
            <Divider orientation="vertical" flexItem />
            <Button startIcon={<ContentCopyRoundedIcon />} onClick={props.onDuplicate} disabled={busy !== null} data-testid="cf-duplicate">
              {translate('designer.toolbar.duplicate')}
            </Button>
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={props.onSaveDraft} disabled={busy !== null || !dirty} data-testid="cf-save-draft">
              {translate('designer.toolbar.save_draft')}
            </Button>
            <Button variant="contained" startIcon={<PublishRoundedIcon />} onClick={props.onConfirm} disabled={busy !== null || (!dirty && !draft && !pendingDraft)} data-testid="cf-confirm">
              {translate('designer.toolbar.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export const Toolbar = memo(ToolbarView);
