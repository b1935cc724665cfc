import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FILTER_SX } from '../../engine/list/FilterBar.tsx';
import { PERIODS, type Period } from './period.ts';

export interface FilterState {
  period: Period;
  from: string;
  to: string;
  direction: '' | 'inbound' | 'outbound' | 'internal';
  answered: '' | 'true' | 'false';
  search: string;
}

export const INITIAL_FILTERS: FilterState = { period: 'last30', from: '', to: '', direction: '', answered: '', search: '' };

/** The filters in force as one line ("Showing: Last 30 days · Inbound · Missed"), so that a narrowed list says why. */
function activeFilters(value: FilterState, t: (key: string) => string): string {
  const period = value.period === 'custom' ? [value.from, value.to].filter(Boolean).join(' – ') || t('filters.custom') : t(`filters.${value.period}`);
  return [
    period,
    value.direction ? t(`direction.${value.direction}`) : '',
    value.answered ? t(value.answered === 'true' ? 'filters.answered_only' : 'filters.missed_only') : '',
    value.search.trim() ? `${t('filters.search')}: ${value.search.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The list's filters in one row, wrapping when narrow, each as wide as the engine's list filters
 * (FilterBar): period (with a custom range of dates), direction, answered or missed, a number or
 * extension; under them the filters in force.
 */
export function CallFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.cdr.${key}`, options);
  const set = <K extends keyof FilterState>(key: K, v: FilterState[K]) => onChange({ ...value, [key]: v });
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('filters.period')} value={value.period} onChange={(e) => set('period', e.target.value as Period)} sx={FILTER_SX} slotProps={{ select: { inputProps: { 'data-testid': 'period' } } }}>
          {PERIODS.map((p) => <MenuItem key={p} value={p}>{t(`filters.${p}`)}</MenuItem>)}
        </TextField>
        {value.period === 'custom' ? (
          <>
            <TextField type="date" size="small" label={t('filters.from')} value={value.from} onChange={(e) => set('from', e.target.value)} sx={FILTER_SX} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" size="small" label={t('filters.to')} value={value.to} onChange={(e) => set('to', e.target.value)} sx={FILTER_SX} slotProps={{ inputLabel: { shrink: true } }} />
          </>
        ) : null}
        <TextField select size="small" label={t('filters.direction')} value={value.direction} onChange={(e) => set('direction', e.target.value as FilterState['direction'])} sx={FILTER_SX}>
          <MenuItem value="">{t('filters.any')}</MenuItem>
          {(['inbound', 'outbound', 'internal'] as const).map((d) => <MenuItem key={d} value={d}>{t(`direction.${d}`)}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={t('filters.answered')} value={value.answered} onChange={(e) => set('answered', e.target.value as FilterState['answered'])} sx={FILTER_SX}>
          <MenuItem value="">{t('filters.any')}</MenuItem>
          <MenuItem value="true">{t('filters.answered_only')}</MenuItem>
          <MenuItem value="false">{t('filters.missed_only')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('filters.search')}
          value={value.search}
          onChange={(e) => set('search', e.target.value)}
          sx={FILTER_SX}
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'tel' } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status" data-testid="active-filters">
        {t('filters.active', { filters: activeFilters(value, t) })}
      </Typography>
    </Box>
  );
}
