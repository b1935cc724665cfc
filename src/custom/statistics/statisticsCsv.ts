import { csvBlob, type CsvReader } from '../common/csvFile.ts';
import { TOTALS } from './format.ts';
import type { Statistics } from './statisticsApi.ts';

/**
 * The statistics' CSV (issue 25), written by common/csvFile.ts as every portal CSV: for a person,
 * the sections with their headings in the reader's language and weekdays by name; for a machine,
 * the same sections headed by their keys (`totals`, `calls`, …), ISO times as the API gives them
 * and weekdays as ISO numbers (1 = Monday), so that an integration reads it whatever the language.
 */
export function statisticsRows(board: Statistics, reader: CsvReader, t: (key: string) => string, weekdays: string[]): (string | number)[][] {
  const machine = reader === 'machine';
  // A heading: its translation for a person; for a machine its key's last part (`totals.calls` → `calls`, `over_time.title` → `over_time`).
  const label = (key: string) => (machine ? key.replace(/\.title$/, '').split('.').pop()! : t(key));
  const totals = TOTALS.map((k) => label(`totals.${k}`));
  return [
    [label('csv.period'), machine ? board.period : t(`periods.${board.period}`), board.from, board.to, board.time_zone],
    [],
    [label('csv.totals'), ...totals],
    ['', ...TOTALS.map((k) => board.totals[k])],
    [],
    [label('over_time.title'), label('totals.answered'), label('totals.missed')],
    ...board.over_time.map((s) => [s.start, s.answered, s.missed]),
    [],
    [label('per_extension.title'), ...totals],
    ...board.per_extension.map((e) => [e.name ? `${e.extension} - ${e.name}` : String(e.extension), ...TOTALS.map((k) => e[k])]),
    [],
    [label('per_queue.title'), ...totals],
    ...board.per_queue.map((q) => [q.queue, ...TOTALS.map((k) => q[k])]),
    [],
    [label('busiest.title'), label('busiest.weekday'), label('busiest.hour'), label('totals.calls')],
    ...board.busiest_hours.map((h) => ['', machine ? h.weekday : weekdays[h.weekday - 1], h.hour, h.calls]),
  ];
}

/** The statistics as a CSV file for a reader. */
export const statisticsCsv = (board: Statistics, reader: CsvReader, t: (key: string) => string, weekdays: string[]) => csvBlob(statisticsRows(board, reader, t, weekdays), reader);
