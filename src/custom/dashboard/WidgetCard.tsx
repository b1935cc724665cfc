import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';

/** The frame every dashboard widget shares; `widget` names it as the catalogue does. */
export function WidgetCard({ widget, title, action, children }: { widget: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card data-widget={widget} component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
