import type { ReactNode } from 'react';
import { Box, alpha, useTheme } from '@mui/material';
import '@xyflow/react/dist/style.css';

/**
 * The box a canvas is drawn in: the MUI theme's colours as the CSS variables blockNode.css reads
 * (light or dark alike), and React Flow's own stylesheet. The revision compare wraps its canvas
 * in it too.
 */
export function CanvasFrame({ children, height = '100%' }: { children: ReactNode; height?: number | string }) {
  const { palette } = useTheme();
  const vars = {
    '--cfd-paper': palette.background.paper,
    '--cfd-text': palette.text.primary,
    '--cfd-text-secondary': palette.text.secondary,
    '--cfd-border': palette.divider,
    '--cfd-divider': palette.divider,
    '--cfd-primary': palette.primary.main,
    '--cfd-primary-light': alpha(palette.primary.main, 0.35),
    '--cfd-far': alpha(palette.primary.main, 0.15),
    '--cfd-error': palette.error.main,
    '--cfd-warning': palette.warning.dark,
    '--cfd-path': palette.success.main,
    '--cfd-added': palette.success.main,
    '--cfd-added-bg': alpha(palette.success.main, 0.08),
    '--cfd-removed': palette.error.main,
    '--cfd-removed-bg': alpha(palette.error.main, 0.08),
    '--cfd-changed': palette.warning.main,
    '--cfd-changed-text': palette.warning.dark,
    '--cfd-changed-bg': alpha(palette.warning.main, 0.1),
  } as Record<string, string>;
  return (
    <Box sx={{ position: 'relative', width: '100%', height, bgcolor: 'background.default', ...vars }} className={palette.mode === 'dark' ? 'dark' : undefined}>
      {children}
    </Box>
  );
}
