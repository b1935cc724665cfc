import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useDateFormat } from '../../../i18n/dates.ts';

// The picker and date-fns are heavy: loaded with the first form that has a date and time.
const DateTimePicker = lazy(() => import('../../ui/DateTimePicker.tsx').then((m) => ({ default: m.DateTimePicker })));

/** A date-time as the API writes it: UTC, to the second. */
const toApi = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * A date and time (format date-time) with the portal's 24-hour picker (src/custom/common),
 * shown in the browser's time zone and sent in UTC. Its errors show under it, as every field's.
 */
export function DateTimeWidget(props: WidgetProps) {
  const { id, name, value, onChange, label, required, disabled, readonly, options, rawErrors } = props;
  const date = typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;
  // A moment the server keeps (a device's last update) is read, not picked: written as every
  // date of the portal is, not as the browser's own date-time input would (US order, 12 h, ms).
  if (readonly) return <ReadOnlyDateTime id={id} name={name} label={label} date={date} />;
  return (
    <div id={id} data-widget="date_time">
      <Suspense fallback={<TextField fullWidth label={label} disabled />}>
        <DateTimePicker
          label={label}
          name={name}
          value={date}
          required={required}
          disabled={disabled || readonly}
          // Outlined in red like every field with an error; the form writes the reason under it.
          error={rawErrors?.length ? true : undefined}
          onChange={(next) => onChange(next ? toApi(next) : options.emptyValue)}
        />
      </Suspense>
    </div>
  );
}

function ReadOnlyDateTime({ id, name, label, date }: { id: string; name: string; label: string; date: Date | null }) {
  const dateTime = useDateFormat('dateTime');
  return (
    <div id={id} data-widget="date_time">
      <TextField fullWidth label={label} name={name} value={date ? dateTime.format(date) : ''} slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }} />
    </div>
  );
}
