import { Alert, Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDashboardSummary } from './summary.ts';
import { SummaryCompanyWidget } from './SummaryCompanyWidget.tsx';
import { SummaryUsersWidget } from './SummaryUsersWidget.tsx';
import { SummaryUserWidget } from './SummaryUserWidget.tsx';

function Loading() {
  return (
    <Grid container spacing={2} aria-busy>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
    </Grid>
  );
}

/** The dashboard at /dashboard: the summary widgets the data allows today. */
export function Dashboard() {
  const translate = useTranslate();
  const summary = useDashboardSummary();
  const { data } = summary;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {data ? translate('dashboard.welcome', { name: data.user.name || data.user.username }) : <Skeleton width={260} />}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {data ? translate('dashboard.subtitle', { group: data.company.group.label }) : <Skeleton width={200} />}
      </Typography>
      {summary.isPending && !data && <Loading />}
      {summary.error !== undefined && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={summary.retry}>
              {translate('dashboard.retry')}
            </Button>
          }
        >
          {translate('dashboard.error')}
        </Alert>
      )}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <SummaryCompanyWidget company={data.company} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Stack spacing={2}>
              <SummaryUserWidget user={data.user} />
              <SummaryUsersWidget company={data.company} />
            </Stack>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
