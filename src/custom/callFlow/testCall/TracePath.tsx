import type { ReactNode } from 'react';
import { Alert, Box, Chip, IconButton, List, ListItemButton, ListItemText, Tooltip, Typography } from '@mui/material';
import SkipPreviousRoundedIcon from '@mui/icons-material/SkipPreviousRounded';
import SkipNextRoundedIcon from '@mui/icons-material/SkipNextRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import { useTranslate } from 'ra-core';
import { stepMessage } from '../../../../core/callFlow/messages.ts';
import type { Trace } from '../../../../core/callFlow/types.ts';

export interface TracePathProps {
  trace: Trace;
  /** The name of a step's block (labels.ts). */
  name(block: string | null, type?: string): string;
  /** The step shown as current (the path up to it is highlighted); null: no stepping (a plain list). */
  current?: number | null;
  onSelect?(index: number): void;
  playing?: boolean;
  onPlay?(): void;
  onPause?(): void;
  /** A link or button after the end notice, e.g. "open the designer". */
  footer?: ReactNode;
}

/**
 * The path a test call takes, block by block with the reason at each step, the way it ended
 * (a loop is named where it closes, not followed), and the controls to step through it.
 */
export function TracePath({ trace, name, current = null, onSelect, playing = false, onPlay, onPause, footer }: TracePathProps) {
  const translate = useTranslate();
  const steps = trace.steps;
  const last = steps.length - 1;
  const stepping = current !== null && onSelect;
  const endBlock = steps[last];

  return (
    <Box data-testid="test-call-path">
      {stepping ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {translate('test_call.path.title', { n: Math.min(current + 1, steps.length), total: steps.length })}
          </Typography>
          <Tooltip title={translate('test_call.actions.previous')}>
            <span>
              <IconButton size="small" aria-label={translate('test_call.actions.previous')} disabled={current <= 0} onClick={() => onSelect(current - 1)}>
                <SkipPreviousRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
          {playing ? (
            <Tooltip title={translate('test_call.actions.pause')}>
              <IconButton size="small" aria-label={translate('test_call.actions.pause')} onClick={onPause}>
                <PauseRoundedIcon />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title={translate('test_call.actions.play')}>
              <span>
                <IconButton size="small" aria-label={translate('test_call.actions.play')} disabled={!steps.length} onClick={onPlay}>
                  <PlayArrowRoundedIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
          <Tooltip title={translate('test_call.actions.next')}>
            <span>
              <IconButton size="small" aria-label={translate('test_call.actions.next')} disabled={current >= last} onClick={() => onSelect(current + 1)}>
                <SkipNextRoundedIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ) : (
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {translate('test_call.path.heading')}
        </Typography>
      )}
      <List dense disablePadding component="ol" aria-label={translate('test_call.path.heading')}>
        {steps.map((step, i) => {
          const passed = current === null || i <= current;
          return (
            <ListItemButton
              key={`${step.flow ?? ''}-${step.block}-${i}`}
              component="li"
              data-testid="test-call-step"
              selected={current === i}
              aria-current={current === i ? 'step' : undefined}
              disabled={!stepping}
              onClick={() => onSelect?.(i)}
              sx={{ alignItems: 'flex-start', opacity: passed ? 1 : 0.5, borderRadius: 1, '&.Mui-disabled': { opacity: 1 } }}
            >
              <Chip size="small" label={i + 1} sx={{ mr: 1, mt: 0.25, minWidth: 32 }} color={passed ? 'primary' : 'default'} variant={current === i ? 'filled' : 'outlined'} />
              <ListItemText
                primary={name(step.block, step.type)}
                secondary={stepMessage(step, translate)}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } }, secondary: { variant: 'body2' } }}
              />
            </ListItemButton>
          );
        })}
      </List>
      <Alert severity={trace.end === 'ended' ? 'success' : trace.end === 'loop' ? 'warning' : 'info'} sx={{ mt: 1 }} data-testid="test-call-end">
        {translate(`test_call.end.${trace.end}`, { block: endBlock ? name(endBlock.block, endBlock.type) : '' })}
      </Alert>
      {footer}
    </Box>
  );
}
