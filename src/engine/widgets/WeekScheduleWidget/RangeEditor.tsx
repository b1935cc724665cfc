import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { problemOf, spanOf, WEEKDAYS, type WeekRange } from '../../../../core/time/weekRanges.ts';

interface RangeEditorProps {
  idPrefix: string;
  ranges: readonly WeekRange[];
  /** The range being changed, or -1 for a new one. */
  index: number;
  initial: WeekRange;
  onApply(range: WeekRange): void;
  onRemove?(): void;
  onCancel(): void;
}

type Errors = Partial<Record<'open' | 'close', string>>;

/**
 * One range typed in: its day, state and times (hh:mm or hh:mm:ss). Applied only when it is a
 * valid range that overlaps none of its day's others; otherwise the reason shows at the field
 * (an overlap at "From", naming the range it meets) and the schedule is left as it was.
 */
export function RangeEditor({ idPrefix, ranges, index, initial, onApply, onRemove, onCancel }: RangeEditorProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<WeekRange>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<WeekRange>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };
  const apply = () => {
    const range = { ...draft, open: draft.open.trim(), close: draft.close.trim() };
    const problem = problemOf(range, ranges, index);
    if (!problem) return onApply(range);
    const day = (r: WeekRange) => translate(`engine.week_schedule.days.${r.weekday}`);
    if (problem.kind === 'time') setErrors({ [problem.field]: translate('engine.week_schedule.error_time') });
    else if (problem.kind === 'inverted') setErrors({ close: translate('engine.week_schedule.error_inverted') });
    else setErrors({ open: translate('engine.week_schedule.error_overlap', { day: day(problem.other), ...splitSpan(problem.other) }) });
  };
  return (
    <Box
      role="group"
      aria-label={translate(index < 0 ? 'engine.week_schedule.editor_new' : 'engine.week_schedule.editor_edit')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1.5 }}
      onKeyDown={(event) => {
        // Enter applies the range rather than submitting the whole form.
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {translate(index < 0 ? 'engine.week_schedule.editor_new' : 'engine.week_schedule.editor_edit')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField id={`${idPrefix}-weekday`} select size="small" label={translate('engine.week_schedule.weekday')} value={draft.weekday} onChange={(e) => set({ weekday: e.target.value as WeekRange['weekday'] })} sx={{ minWidth: 140 }}>
          {WEEKDAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {translate(`engine.week_schedule.days.${d}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${idPrefix}-open`}
          size="small"
          label={translate('engine.week_schedule.open')}
          placeholder="hh:mm"
          value={draft.open}
          onChange={(e) => set({ open: e.target.value })}
          error={Boolean(errors.open)}
          helperText={errors.open}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField
          id={`${idPrefix}-close`}
          size="small"
          label={translate('engine.week_schedule.close')}
          placeholder="hh:mm"
          value={draft.close}
          onChange={(e) => set({ close: e.target.value })}
          error={Boolean(errors.close)}
          helperText={errors.close}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField id={`${idPrefix}-state`} select size="small" label={translate('engine.week_schedule.state')} value={draft.state ?? 'open'} onChange={(e) => set({ state: e.target.value as 'open' | 'closed' })} sx={{ minWidth: 120 }}>
          <MenuItem value="open">{translate('engine.week_schedule.states.open')}</MenuItem>
          <MenuItem value="closed">{translate('engine.week_schedule.states.closed')}</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={apply}>
          {translate('engine.week_schedule.apply')}
        </Button>
        {onRemove && (
          <Button color="error" size="small" onClick={onRemove}>
            {translate('engine.week_schedule.remove')}
          </Button>
        )}
        <Button size="small" onClick={onCancel}>
          {translate('engine.week_schedule.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A range's open and close for a message's placeholders. */
function splitSpan(range: WeekRange) {
  const [open, close] = spanOf(range).split('–');
  return { open, close };
}
