import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { PageHeader } from '../ui/PageHeader.tsx';

/** A create or edit page: the heading, the form on a card, and what the area shows below (contacts). */
export function FormPage({ title, overline, back, children, below }: { title: ReactNode; overline: ReactNode; back: string; children: ReactNode; below?: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1080, width: '100%', pb: 4 }}>
      <PageHeader title={title} overline={overline} back={back} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{children}</CardContent>
      </Card>
      {below}
    </Box>
  );
}
