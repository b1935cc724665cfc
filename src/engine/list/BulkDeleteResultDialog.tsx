import { Box, Button, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import { useTranslate } from 'ra-core';
import { formatPhoneNumber } from '../../../core/domain/formats.ts';
import { resourceName } from '../i18n/keys.ts';
import { definitionOf, isResource } from '../schema/catalogue.ts';
import { Modal } from '../ui/Modal.tsx';
import type { DeleteOutcome } from './bulkDelete.ts';

/** A record named by the server as the portal writes it: phone numbers grouped, with their plus. */
function shown(resource: string, label: string): string {
  if (!isResource(resource)) return label;
  const definition = definitionOf(resource);
  return definition.fields[definition.meta.label]?.kind === 'phone' ? formatPhoneNumber(label) : label;
}

/** Which records were deleted and which were not, each by name, with the reason and what uses it. */
export function BulkDeleteResultDialog({ outcomes, onClose }: { outcomes: DeleteOutcome[] | undefined; onClose(): void }) {
  const translate = useTranslate();
  const deleted = (outcomes ?? []).filter((o) => o.deleted);
  const kept = (outcomes ?? []).filter((o) => !o.deleted);
  return (
    <Modal
      id="bulk-delete-result"
      size="medium"
      open={Boolean(outcomes)}
      onClose={onClose}
      closeButton={false}
      title={translate('engine.bulk.result_title', { deleted: deleted.length, total: outcomes?.length ?? 0 })}
      actions={
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('engine.actions.close')}
        </Button>
      }
    >
      {kept.length > 0 && (
        <Box data-testid="bulk-not-deleted">
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('engine.bulk.not_deleted', { smart_count: kept.length })}
          </Typography>
          <List dense disablePadding>
            {kept.map((outcome) => (
              <ListItem key={String(outcome.id)} alignItems="flex-start" disableGutters>
                <ListItemIcon sx={{ minWidth: 32, mt: 0.75 }}>
                  <BlockRoundedIcon fontSize="small" color="error" />
                </ListItemIcon>
                <ListItemText
                  primary={outcome.name}
                  secondary={
                    <>
                      {outcome.reason && translate(outcome.reason.key, outcome.reason.args)}
                      {(outcome.usedBy ?? []).map((use) => (
                        <Box component="span" key={use.resource} sx={{ display: 'block', mt: 0.5 }}>
                          {translate('engine.bulk.used_by', {
                            resource: translate(resourceName(use.resource), { smart_count: use.items.length, _: use.resource }),
                            names: use.items.map((item) => shown(use.resource, item.label)).join(', '),
                          })}
                        </Box>
                      ))}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {deleted.length > 0 && (
        <Box data-testid="bulk-deleted">
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('engine.bulk.deleted', { smart_count: deleted.length })}
          </Typography>
          <List dense disablePadding>
            {deleted.map((outcome) => (
              <ListItem key={String(outcome.id)} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleRoundedIcon fontSize="small" color="success" />
                </ListItemIcon>
                <ListItemText primary={outcome.name} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Modal>
  );
}
