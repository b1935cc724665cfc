import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';

/**
 * configuration-areas §9: a device should fetch its configuration at least every 24 hours; the
 * list warns about one that has not (or never has), as the server computes it (`stale`).
 */
export function StaleCell({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (!record.stale) {
    return <CheckCircleRoundedIcon fontSize="small" color="success" titleAccess={translate('resources.device.stale.ok')} sx={{ verticalAlign: 'middle' }} />;
  }
  const text = translate(record.last_update ? 'resources.device.stale.late' : 'resources.device.stale.never');
  return (
    <Box component="span" data-testid="device-stale" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'warning.dark' }}>
      <WarningAmberRoundedIcon fontSize="small" aria-hidden />
      {text}
    </Box>
  );
}
