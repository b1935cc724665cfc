import { Box, Skeleton } from '@mui/material';

/** Where a list's records will stand while they are asked for or drawn: a few rows' room, marked busy for screen readers (and the tests' "settled"). */
export function LoadingRecords({ rows = 3 }: { rows?: number }) {
  return (
    <Box sx={{ px: 2, pb: 2 }} aria-busy>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={72} />
      ))}
    </Box>
  );
}
