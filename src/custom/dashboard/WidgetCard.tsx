import { createContext, use, type ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';

/** What the dashboard puts in a widget's header: its drag handle and remove button (WidgetSlot). */
export const WidgetControls = createContext<ReactNode>(null);

/** The frame every dashboard widget shares; `widget` names it as the catalogue does. */
export function WidgetCard({ widget, title, action, children }: { widget: string; title: string; action?: ReactNode; children: ReactNode }) {
  const controls = use(WidgetControls);
  return (
    <Card data-widget={widget} component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {action}
            {controls}
          </Box>
        }
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A widget's "nothing here yet" line. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" data-empty>
      {children}
    </Typography>
  );
}
