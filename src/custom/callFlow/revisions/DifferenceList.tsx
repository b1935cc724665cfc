import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { kindName, portText } from '../../../../core/callFlow/messages.ts';
import type { Block, Diagram } from '../../../../core/callFlow/types.ts';
import { kindOf } from '../designer/kinds.ts';
import { blockSummary, hasSummary } from '../designer/canvas/summary.ts';
import type { DiagramDiff } from './diffDiagrams.ts';

const NO_LABELS = () => undefined;

/**
 * The differences of the compare view in words, for whom does not read them off the canvases
 * (and for screen readers): each block added, removed or changed (with the settings that
 * changed), each route added or removed.
 */
export function DifferenceList({ diff, before, after }: { diff: DiagramDiff; before: Diagram; after: Diagram }) {
  const translate = useTranslate();
  const blocks = new Map<string, Block>([...before.nodes.map((b) => [b.id, b] as const), ...after.nodes.map((b) => [b.id, b] as const)]);
  const blockName = (id: string) => {
    const block = blocks.get(id);
    if (!block) return id;
    const name = kindName(block.type, translate);
    return hasSummary(block.type) ? `${name} (${blockSummary(block, translate, NO_LABELS)})` : name;
  };
  const portName = (source: string, port: string) => {
    const block = blocks.get(source);
    const label = block ? (kindOf(block.type)?.portLabel(block.data ?? {}, port) ?? '') : '';
    return portText(port, label, translate);
  };
  const fieldName = (type: string, field: string) =>
    field === 'type' ? translate('call_flow_pages.compare.field_type') : translate(`blocks.kinds.${type}.fields.${field}`, { _: field });

  if (diff.blocks.length === 0 && diff.links.length === 0) {
    return <Typography color="text.secondary">{translate('call_flow_pages.compare.no_differences')}</Typography>;
  }
  return (
    <List dense data-testid="compare-differences" aria-label={translate('call_flow_pages.compare.differences')}>
      {diff.blocks.map((item) => (
        <ListItem key={`block-${item.block}`} disableGutters data-change={item.change}>
          <ListItemText
            primary={translate(`call_flow_pages.compare.block_${item.change}`, { block: blockName(item.block) })}
            secondary={item.fields.length ? translate('call_flow_pages.compare.changed_fields', { fields: item.fields.map((f) => fieldName(item.type, f)).join(', ') }) : undefined}
          />
        </ListItem>
      ))}
      {diff.links.map((item, index) => (
        <ListItem key={`link-${index}`} disableGutters data-change={item.change}>
          <ListItemText
            primary={translate(`call_flow_pages.compare.link_${item.change}`, {
              source: blockName(item.source),
              port: portName(item.source, item.port),
              target: blockName(item.target),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}
