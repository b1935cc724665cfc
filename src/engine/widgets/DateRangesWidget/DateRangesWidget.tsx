import { useMemo } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { isDate } from '../../../../core/domain/formats.ts';

/** One period: a first date, an optional last date (yyyy-mm-dd) and what it is. */
export interface DateRange {
  from: string;
  to?: string | null;
  label: string;
}

/** What is wrong with a period, by input: the same checks as the schema and the server. */
function problemsOf(range: DateRange): Partial<Record<keyof DateRange, string>> {
  const out: Partial<Record<keyof DateRange, string>> = {};
  if (!isDate(range.from ?? '')) out.from = 'engine.date_ranges.error_date';
  if (range.to && !isDate(range.to)) out.to = 'engine.date_ranges.error_date';
  else if (range.to && range.from && range.to < range.from) out.to = 'engine.date_ranges.error_inverted';
  if (!range.label?.trim()) out.label = 'engine.date_ranges.error_label';
  return out;
}

/**
 * A list of dated periods with a label, such as a time schedule's closed dates (holidays): a
 * row per period, each checked as it is typed, the reason shown at its input.
 */
export function DateRangesWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly } = props;
  const translate = useTranslate();
  const ranges: DateRange[] = useMemo(() => (Array.isArray(value) ? (value as DateRange[]) : []), [value]);
  const locked = Boolean(disabled || readonly);
  const change = (index: number, patch: Partial<DateRange>) => {
    const next = ranges.map((range, i) => (i === index ? { ...range, ...patch } : range));
    onChange(next);
  };
  return (
    <Box id={id}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {ranges.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('engine.date_ranges.empty')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {ranges.map((range, index) => {
          const problems = problemsOf(range);
          const message = (field: keyof DateRange) => (problems[field] && (field !== 'label' || range.label !== undefined) ? translate(problems[field]) : undefined);
          return (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }} data-closed-date={index}>
              <TextField
                id={`${id}-${index}-from`}
                type="date"
                size="small"
                label={translate('engine.date_ranges.from')}
                value={range.from ?? ''}
                onChange={(e) => change(index, { from: e.target.value })}
                error={Boolean(message('from'))}
                helperText={message('from')}
                disabled={locked}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id={`${id}-${index}-to`}
                type="date"
                size="small"
                label={translate('engine.date_ranges.to')}
                value={range.to ?? ''}
                onChange={(e) => change(index, { to: e.target.value || null })}
                error={Boolean(message('to'))}
                helperText={message('to')}
                disabled={locked}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id={`${id}-${index}-label`}
                size="small"
                label={translate('engine.date_ranges.label')}
                value={range.label ?? ''}
                onChange={(e) => change(index, { label: e.target.value })}
                error={Boolean(message('label'))}
                helperText={message('label')}
                disabled={locked}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                sx={{ flex: 1, minWidth: 200 }}
              />
              {!locked && (
                <Tooltip title={translate('engine.date_ranges.remove')}>
                  <IconButton aria-label={translate('engine.date_ranges.remove')} onClick={() => onChange(ranges.filter((_, i) => i !== index))}>
                    <DeleteOutlineRoundedIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          );
        })}
      </Stack>
      {!locked && (
        <Button size="small" startIcon={<AddRoundedIcon />} sx={{ mt: 1 }} onClick={() => onChange([...ranges, { from: '', to: null, label: '' }])}>
          {translate('engine.date_ranges.add')}
        </Button>
      )}
    </Box>
  );
}
