import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import { useTranslate } from 'ra-core';
import { fieldLabel } from '../i18n/keys.ts';
import { Modal } from '../ui/Modal.tsx';
import type { EditOutcome, EditResult } from './bulkEdit.ts';

function Outcomes({ outcomes, testId, heading, icon, reasons = false }: { outcomes: EditOutcome[]; testId: string; heading: string; icon: React.ReactNode; reasons?: boolean }) {
  const translate = useTranslate();
  if (!outcomes.length) return null;
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {heading}
      </Typography>
      <List dense disablePadding>
        {outcomes.map((outcome) => (
          <ListItem key={String(outcome.id)} alignItems="flex-start" disableGutters>
            <ListItemIcon sx={{ minWidth: 32, mt: reasons ? 0.75 : 0 }}>{icon}</ListItemIcon>
            <ListItemText primary={outcome.name} secondary={reasons && outcome.reason ? translate(outcome.reason.key, outcome.reason.args) : undefined} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/**
 * What a bulk edit did, per record: every record changed; or, when the server refused some,
 * that nothing was changed, each refused record with its reason in the user's language, and
 * the others, left as they were.
 */
export function BulkEditResultDialog({ resource, result, onClose }: { resource: string; result: EditResult | undefined; onClose(): void }) {
  const translate = useTranslate();
  const outcomes = result?.outcomes ?? [];
  const refused = outcomes.filter((o) => o.refused);
  const kept = outcomes.filter((o) => !o.refused);
  const field = result ? translate(fieldLabel(resource, result.field), { _: result.field }) : '';
  return (
    <Modal
      id="bulk-edit-result"
      size="medium"
      open={Boolean(result)}
      onClose={onClose}
      closeButton={false}
      title={
        result?.changed
          ? translate('engine.bulk_edit.changed_title', { field, smart_count: outcomes.length })
          : translate('engine.bulk_edit.refused_title', { refused: refused.length, smart_count: outcomes.length })
      }
      actions={
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('engine.actions.close')}
        </Button>
      }
    >
      {result && !result.changed && <Typography variant="body2">{translate('engine.bulk_edit.refused_text', { field })}</Typography>}
      <Outcomes
        outcomes={refused}
        testId="bulk-edit-refused"
        heading={translate('engine.bulk_edit.refused', { smart_count: refused.length })}
        icon={<BlockRoundedIcon fontSize="small" color="error" />}
        reasons
      />
      <Outcomes
        outcomes={kept}
        testId={result?.changed ? 'bulk-edit-changed' : 'bulk-edit-unchanged'}
        heading={translate(result?.changed ? 'engine.bulk_edit.changed' : 'engine.bulk_edit.unchanged', { smart_count: kept.length })}
        icon={result?.changed ? <CheckCircleRoundedIcon fontSize="small" color="success" /> : <RemoveCircleOutlineRoundedIcon fontSize="small" color="disabled" />}
      />
    </Modal>
  );
}
