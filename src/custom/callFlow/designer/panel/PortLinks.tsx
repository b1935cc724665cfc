import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { portText } from '../../../../../core/callFlow/messages.ts';
import type { Block, Diagram } from '../../../../../core/callFlow/types.ts';
import type { NodeContextValue } from '../canvas/nodeContext.ts';
import { blockSummary, hasSummary } from '../canvas/summary.ts';
import { kindOf } from '../kinds.ts';
import { portOfLink } from '../state/ops.ts';

export interface PortLinksProps {
  block: Block;
  diagram: Diagram;
  labels: NodeContextValue;
  readOnly: boolean;
  onConnect(source: string, port: string, target: string): void;
  onUnlink(link: string): void;
}

/**
 * Where each output of the block goes, chosen in a select: the keyboard's way to draw a link
 * (issue 22), which on the canvas takes a drag from a port to a block. The same edit as the
 * drag (one link per port, replaced when another block is chosen), so undo takes it back.
 */
export function PortLinks({ block, diagram, labels, readOnly, onConnect, onUnlink }: PortLinksProps) {
  const translate = useTranslate();
  const kind = kindOf(block.type);
  const ports = kind?.ports(block.data ?? {}) ?? [];
  if (!ports.length) return null;
  // Every other block a call can go to, named as on the canvas: its kind and what it does.
  const targets = diagram.nodes
    .filter((other) => other.id !== block.id && kindOf(other.type)?.hasInput !== false)
    .map((other) => {
      const name = translate(`blocks.kinds.${other.type}.name`, { _: other.type });
      const summary = hasSummary(other.type) ? blockSummary(other, translate, labels.labelOf) : '';
      return { id: other.id, text: summary ? `${name}: ${summary}` : name };
    });
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="cf-port-links">
      <Typography variant="subtitle2" component="h3">
        {translate('designer.panel.links')}
      </Typography>
      {ports.map((port) => {
        const link = diagram.edges.find((e) => e.source === block.id && portOfLink(e) === port);
        const label = translate('designer.panel.link_to', { port: portText(port, kind?.portLabel(block.data ?? {}, port) ?? '', translate) });
        return (
          <TextField
            key={port}
            select
            fullWidth
            size="small"
            label={label}
            value={link?.target ?? ''}
            disabled={readOnly}
            onChange={(event) => {
              const target = event.target.value;
              if (target) onConnect(block.id, port, target);
              else if (link) onUnlink(link.id);
            }}
            data-port={port}
          >
            <MenuItem value="">
              <em>{translate('designer.panel.not_linked')}</em>
            </MenuItem>
            {targets.map((target) => (
              <MenuItem key={target.id} value={target.id}>
                {target.text}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
