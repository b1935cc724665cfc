import { Box, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Pie } from './chartData.ts';

const SIZE = 180;

/**
 * One pie per direction, side by side (one under the other on a phone), with one legend for
 * all of them: the slices are the same two figures in the same fixed colours.
 */
export default function PieChartView({ pies, number }: { pies: Pie[]; number: Intl.NumberFormat }) {
  const legend = pies[0]?.slices ?? [];
  return (
    <Box>
      <Box component="ul" sx={{ display: 'flex', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1, flexWrap: 'wrap' }}>
        {legend.map((slice) => (
          <Box component="li" key={slice.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 14 }}>
            <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color }} />
            {slice.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-around' }}>
        {pies.map((pie) => (
          <Box key={pie.label} component="figure" sx={{ m: 0, width: SIZE, textAlign: 'center' }}>
            <PieChart
              width={SIZE}
              height={SIZE}
              hideLegend
              margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
              series={[{ data: pie.slices, innerRadius: 36, paddingAngle: 1, valueFormatter: (item) => number.format(item.value) }]}
              aria-label={pie.label}
            />
            <Typography component="figcaption" variant="body2">{pie.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
