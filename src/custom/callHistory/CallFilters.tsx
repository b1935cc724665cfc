import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
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

/** The list's filters: period (with a custom range of dates), direction, answered or missed, a number or extension. */
export function CallFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.cdr.${key}`);
  const set = <K extends keyof FilterState>(key: K, v: FilterState[K]) => onChange({ ...value, [key]: v });
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <TextField select size="small" label={t('filters.period')} value={value.period} onChange={(e) => set('period', e.target.value as Period)} sx={{ minWidth: 170 }} slotProps={{ select: { inputProps: { 'data-testid': 'period' } } }}>
        {PERIODS.map((p) => <MenuItem key={p} value={p}>{t(`filters.${p}`)}</MenuItem>)}
      </TextField>
      {value.period === 'custom' ? (
        <>
          <TextField type="date" size="small" label={t('filters.from')} value={value.from} onChange={(e) => set('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label={t('filters.to')} value={value.to} onChange={(e) => set('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </>
      ) : null}
      <TextField select size="small" label={t('filters.direction')} value={value.direction} onChange={(e) => set('direction', e.target.value as FilterState['direction'])} sx={{ minWidth: 150 }}>
        <MenuItem value="">{t('filters.any')}</MenuItem>
        {(['inbound', 'outbound', 'internal'] as const).map((d) => <MenuItem key={d} value={d}>{t(`direction.${d}`)}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={t('filters.answered')} value={value.answered} onChange={(e) => set('answered', e.target.value as FilterState['answered'])} sx={{ minWidth: 190 }}>
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
        slotProps={{ htmlInput: { maxLength: 40, inputMode: 'tel' } }}
      />
    </Box>
  );
}
