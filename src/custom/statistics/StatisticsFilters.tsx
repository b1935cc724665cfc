import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { COMPACT_FILTER_SX } from '../../engine/list/FilterBar.tsx';
import { PERIODS, type Period } from './statisticsApi.ts';

export interface FilterValues {
  period: Period;
  direction: string;
  extension: string;
  queue: string;
}

export const NO_FILTERS = { direction: '', extension: '', queue: '' } as const;
const DIRECTIONS = ['inbound', 'outbound', 'internal'];

/**
 * The page's filters in one row (wrapping on a phone), and a line stating those in force
 * beyond the period, with a way to clear them: the figures under it count only those calls.
 * `extensions` and `queues`: what the period holds, to choose from.
 */
export function StatisticsFilters({ values, onChange, extensions, queues }: {
  values: FilterValues; onChange(values: FilterValues): void; extensions: string[]; queues: string[];
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`statistics.${key}`, options);
  const set = (key: keyof FilterValues) => (value: string) => onChange({ ...values, [key]: value });
  const select = (key: keyof FilterValues, options: [string, string][], all = true) => (
    <TextField select size="small" variant="outlined" label={t(`filters.${key}`)} value={values[key]} onChange={(e) => set(key)(e.target.value)} sx={COMPACT_FILTER_SX}>
      {all ? <MenuItem value="">{t('filters.all')}</MenuItem> : null}
      {options.map(([v, text]) => <MenuItem key={v} value={v}>{text}</MenuItem>)}
    </TextField>
  );
  const active = [
    values.direction ? `${t('filters.direction')}: ${t(`direction.${values.direction}`)}` : '',
    values.extension ? `${t('filters.extension')}: ${values.extension}` : '',
    values.queue ? `${t('filters.queue')}: ${values.queue}` : '',
  ].filter(Boolean);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {select('period', PERIODS.map((p) => [p, t(`periods.${p}`)]), false)}
        {select('direction', DIRECTIONS.map((d) => [d, t(`direction.${d}`)]))}
        {select('extension', extensions.map((e) => [e, e]))}
        {select('queue', queues.map((q) => [q, q]))}
      </Box>
      {active.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" data-testid="active-filters" aria-live="polite">{t('filters.active', { filters: active.join(', ') })}</Typography>
          <Button size="small" onClick={() => onChange({ ...values, ...NO_FILTERS })}>{t('filters.clear')}</Button>
        </Box>
      ) : null}
    </Box>
  );
}
