import { Box } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { definitionOf, ResourceList, type AreaPageProps } from '../../engine/index.ts';
import { FieldCell } from '../../engine/list/cells/FieldCell.tsx';
import { WhereItGoesButton } from './WhereItGoesButton.tsx';

/**
 * The phone numbers: the engine's list, whose call-flow column also offers "where does this
 * number go" (in the column, not a last cell of its own, so the table keeps its width).
 */
export function PhoneNumberList({ resource, paths }: AreaPageProps) {
  return <ResourceList resource={resource} paths={paths} cells={{ call_flow: CallFlowCell }} />;
}

function CallFlowCell({ record }: { record: RaRecord }) {
  const field = definitionOf('did_routing').fields.call_flow;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        <FieldCell resource="did_routing" field={field} value={record.call_flow} />
      </Box>
      {/* A click on the action (or in its dialog) does not open the number. */}
      <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ flexShrink: 0 }}>
        <WhereItGoesButton record={record} compact />
      </Box>
    </Box>
  );
}
