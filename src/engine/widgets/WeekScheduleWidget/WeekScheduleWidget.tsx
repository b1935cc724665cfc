import { useMemo, useState, type PointerEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'ra-core';
import { ScrollRegion } from '../../list/ScrollRegion.tsx';
import { RangeEditor } from './RangeEditor.tsx';
import { SNAP_SECONDS, useRangeDrag } from './useRangeDrag.ts';
import { closeOf, DAY_SECONDS, endOf, placeWithin, startOf, timeOf, WEEKDAYS, type WeekRange, type Weekday } from '../../../../core/time/weekRanges.ts';

/** Height of one hour on the week view. */
const HOUR_PX = 20;
const SECONDS_PER_PX = 3600 / HOUR_PX;
const HOURS = Array.from({ length: 13 }, (_, i) => i * 2);

type Editing = { index: number; initial: WeekRange } | undefined;

/**
 * Open and closed time ranges per weekday (an array of {weekday, open, close, state}) on a week
 * view: seven day columns over 24 hours. A click on a free spot of a day adds an hour there, a
 * range is dragged to move it and by its lower edge to resize it, and a selected range (or
 * "Add range") opens the editor to type its times. Overlapping and inverted ranges are refused
 * where they are entered (weekRanges.ts, the same check the server runs).
 */
export function WeekScheduleWidget(props: WidgetProps) {
  const { id, value, onChange, label, disabled, readonly } = props;
  const translate = useTranslate();
  const ranges: WeekRange[] = useMemo(() => (Array.isArray(value) ? (value as WeekRange[]) : []), [value]);
  const locked = Boolean(disabled || readonly);
  const [editing, setEditing] = useState<Editing>();
  const [notice, setNotice] = useState<string>();

  const replace = (index: number, range: WeekRange | undefined) => {
    const next = [...ranges];
    if (index < 0 && range) next.push(range);
    else if (range) next[index] = range;
    else next.splice(index, 1);
    onChange(next);
  };
  const select = (index: number) => {
    if (locked) return;
    setNotice(undefined);
    setEditing({ index, initial: ranges[index] });
  };
  const drag = useRangeDrag(ranges, SECONDS_PER_PX, (index, start, end) => replace(index, { ...ranges[index], open: timeOf(start), close: closeOf(end) }), select);

  // A press on a free spot of a day: an hour there, or as near as the day's ranges allow.
  const addAt = (weekday: Weekday) => (event: PointerEvent<HTMLElement>) => {
    if (locked || event.button !== 0 || event.target !== event.currentTarget) return;
    const offset = event.clientY - event.currentTarget.getBoundingClientRect().top;
    const wanted = Math.floor((offset * SECONDS_PER_PX) / (2 * SNAP_SECONDS)) * 2 * SNAP_SECONDS;
    const start = placeWithin(ranges, weekday, -1, Math.min(wanted, DAY_SECONDS - 3600), 3600);
    if (start === undefined) {
      setNotice(translate('engine.week_schedule.error_full'));
      return;
    }
    setNotice(undefined);
    const range: WeekRange = { weekday, open: timeOf(start), close: closeOf(start + 3600), state: 'open' };
    replace(-1, range);
    setEditing({ index: ranges.length, initial: range });
  };

  const dayLabel = (day: Weekday) => translate(`engine.week_schedule.days.${day}`);
  const rangeLabel = (range: WeekRange) =>
    translate('engine.week_schedule.range_label', {
      day: dayLabel(range.weekday),
      open: range.open,
      close: range.close,
      state: translate(`engine.week_schedule.states.${range.state ?? 'open'}`),
    });

  return (
    <Box id={id}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {/* A week is wider than a phone: it scrolls in a region the keyboard reaches (a read-only week has no other stop). */}
      <ScrollRegion label={label}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '44px repeat(7, minmax(72px, 1fr))', minWidth: 560, columnGap: 0.5 }}>
          <Box />
          {WEEKDAYS.map((day) => (
            <Typography key={day} variant="caption" sx={{ textAlign: 'center', fontWeight: 600 }} title={dayLabel(day)}>
              {translate(`engine.week_schedule.short_days.${day}`)}
            </Typography>
          ))}
          <Box sx={{ position: 'relative', height: 24 * HOUR_PX }}>
            {HOURS.map((hour) => (
              <Typography key={hour} variant="caption" color="text.secondary" sx={{ position: 'absolute', top: hour * HOUR_PX - 8, right: 4, fontSize: 11 }}>
                {`${String(hour).padStart(2, '0')}:00`}
              </Typography>
            ))}
          </Box>
          {WEEKDAYS.map((day) => (
            <Box
              key={day}
              data-weekday={day}
              // A name needs a role to be read (axe aria-prohibited-attr): the day's column groups its ranges.
              role="group"
              aria-label={dayLabel(day)}
              onPointerDown={addAt(day)}
              sx={{
                position: 'relative',
                height: 24 * HOUR_PX,
                bgcolor: 'action.hover',
                borderRadius: 1,
                cursor: locked ? 'default' : 'copy',
                backgroundImage: (theme) => `repeating-linear-gradient(to bottom, transparent 0 ${2 * HOUR_PX - 1}px, ${theme.palette.divider} ${2 * HOUR_PX - 1}px ${2 * HOUR_PX}px)`,
              }}
            >
              {ranges.map((range, index) => {
                if (range.weekday !== day) return null;
                const shown = drag.preview?.index === index ? drag.preview : { start: startOf(range), end: endOf(range) };
                const closed = range.state === 'closed';
                const selected = editing?.index === index;
                return (
                  <Box
                    key={index}
                    role="button"
                    tabIndex={locked ? -1 : 0}
                    aria-label={rangeLabel(range)}
                    aria-pressed={selected}
                    data-range={`${range.weekday} ${range.open}-${range.close}`}
                    onPointerDown={locked ? undefined : drag.begin(index, 'move')}
                    onPointerMove={drag.move}
                    onPointerUp={drag.end}
                    onPointerCancel={drag.end}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        select(index);
                      }
                    }}
                    sx={{
                      position: 'absolute',
                      left: 2,
                      right: 2,
                      top: (shown.start / 3600) * HOUR_PX,
                      height: Math.max(6, ((shown.end - shown.start) / 3600) * HOUR_PX),
                      bgcolor: closed ? 'grey.500' : 'success.main',
                      color: closed ? 'common.white' : 'success.contrastText',
                      backgroundImage: closed ? 'repeating-linear-gradient(45deg, transparent 0 4px, rgba(255,255,255,.25) 4px 8px)' : undefined,
                      borderRadius: 0.75,
                      outline: selected ? 2 : 0,
                      outlineColor: 'primary.main',
                      outlineOffset: 1,
                      fontSize: 11,
                      lineHeight: 1.2,
                      px: 0.5,
                      overflow: 'hidden',
                      touchAction: 'none',
                      userSelect: 'none',
                      cursor: locked ? 'default' : 'grab',
                    }}
                  >
                    {shown.end - shown.start >= 3600 ? `${timeOf(shown.start)}–${closeOf(shown.end).slice(0, 5)}` : null}
                    {!locked && (
                      <Box
                        aria-hidden
                        onPointerDown={drag.begin(index, 'resize')}
                        onPointerMove={drag.move}
                        onPointerUp={drag.end}
                        onPointerCancel={drag.end}
                        sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6, cursor: 'ns-resize' }}
                      />
                    )}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      </ScrollRegion>
      {ranges.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('engine.week_schedule.empty')}
        </Typography>
      )}
      {notice && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {notice}
        </Typography>
      )}
      {!locked && !editing && (
        <Button
          size="small"
          startIcon={<AddRoundedIcon />}
          sx={{ mt: 1 }}
          onClick={() => setEditing({ index: -1, initial: { weekday: 'mon', open: '09:00', close: '17:00', state: 'open' } })}
        >
          {translate('engine.week_schedule.add')}
        </Button>
      )}
      {!locked && editing && (
        <RangeEditor
          key={`${editing.index}-${JSON.stringify(editing.initial)}`}
          idPrefix={`${id}-range`}
          ranges={ranges}
          index={editing.index}
          initial={editing.initial}
          onApply={(range) => {
            replace(editing.index, range);
            setEditing(undefined);
          }}
          onRemove={
            editing.index >= 0
              ? () => {
                  replace(editing.index, undefined);
                  setEditing(undefined);
                }
              : undefined
          }
          onCancel={() => setEditing(undefined)}
        />
      )}
    </Box>
  );
}
