import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * One figure of the company summary: icon, number, label and an optional detail line. On a
 * phone the icon sits above the figure, so that two tiles side by side leave their labels
 * room, and a label too long for its tile wraps rather than being cut ("Telefoonnummers").
 */
export function StatTile({ icon, value, label, detail, name }: { icon: ReactNode; value: string; label: string; detail?: string; name: string }) {
  return (
    <Box data-stat={name} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 1.5 }, alignItems: { xs: 'flex-start', sm: 'center' }, p: 1.5, borderRadius: 2, bgcolor: 'background.default', height: '100%' }}>
      <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flexShrink: 0 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography data-stat-value sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" data-stat-detail>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
