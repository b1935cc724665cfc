import { memo } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslate } from 'ra-core';
import type { Block, BlockData, Issue } from '../../../../../core/callFlow/types.ts';
import { BlockIcon } from '../canvas/BlockIcon.tsx';
import { issueText } from '../canvas/issueText.ts';
import type { DesignerData } from '../data/designerData.ts';
import { BlockForm } from '../form/BlockForm.tsx';
import { kindOf } from '../kinds.ts';
import { PortLinks, type PortLinksProps } from './PortLinks.tsx';

export interface PropertiesPanelProps {
  /** The selected blocks (their count decides what the panel says). */
  selected: Block[];
  issues: ReadonlyMap<string, Issue[]>;
  flowId: number;
  designerData: DesignerData | undefined;
  readOnly: boolean;
  onChange(id: string, data: BlockData): void;
  onRemove(id: string): void;
  /** The diagram and the edits of the block's outgoing links (PortLinks). */
  links: Omit<PortLinksProps, 'block' | 'readOnly'>;
}

/** The selected block's kind, what it does, its issues, its properties' form and where its outputs lead. */
function PropertiesPanelView({ selected, issues, flowId, designerData, readOnly, onChange, onRemove, links }: PropertiesPanelProps) {
  const translate = useTranslate();
  if (selected.length !== 1) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="cf-properties-empty">
        {selected.length ? translate('designer.panel.several', { smart_count: selected.length }) : translate('designer.panel.none')}
      </Typography>
    );
  }
  const block = selected[0];
  const kind = kindOf(block.type);
  const own = issues.get(block.id) ?? [];
  return (
    <Box sx={{ p: 2 }} data-testid="cf-properties" data-block-id={block.id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <BlockIcon type={block.type} color="primary" />
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`blocks.kinds.${block.type}.name`, { _: block.type })}
        </Typography>
        {!readOnly && block.type !== 'start' && (
          <Button size="small" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={() => onRemove(block.id)}>
            {translate('designer.toolbar.delete')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`blocks.kinds.${block.type}.description`, { _: '' })}
      </Typography>
      {own.map((issue, i) => (
        <Alert key={i} severity={issue.severity} sx={{ mb: 1 }} data-testid="cf-block-issue">
          {issueText(issue, translate)}
        </Alert>
      ))}
      {!kind ? (
        <Alert severity="warning">{translate('designer.panel.unknown_kind', { type: block.type })}</Alert>
      ) : Object.keys(kind.schema.properties ?? {}).length === 0 ? (
        <Typography color="text.secondary">{translate('designer.panel.no_properties')}</Typography>
      ) : (
        <BlockForm key={block.id} kind={kind} block={block} flowId={flowId} designerData={designerData} readOnly={readOnly} onChange={(data) => onChange(block.id, data)} />
      )}
      <PortLinks block={block} readOnly={readOnly} {...links} />
    </Box>
  );
}

export const PropertiesPanel = memo(PropertiesPanelView);
