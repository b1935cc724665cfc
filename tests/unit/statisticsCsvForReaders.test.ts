import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvChoicesOf, csvText } from '../../src/custom/common/csvFile.ts';
import { statisticsRows } from '../../src/custom/statistics/statisticsCsv.ts';
import type { Statistics } from '../../src/custom/statistics/statisticsApi.ts';

// Issue 25: the statistics' CSV offers what the other exports offer, through csvFile.ts: the reader's separator, the other one, one for machines.
const figures = { calls: 12, answered: 10, missed: 2, avg_wait: 7.5, longest_wait: 30, avg_talk: 95.25, longest_talk: 400, waited_over_20: 1 };
const board = {
  period: 'last_7_days', from: '2026-11-20T00:00:00+01:00', to: '2026-11-27T00:00:00+01:00', time_zone: 'Europe/Brussels', bucket: 'day',
  totals: figures,
  over_time: [{ start: '2026-11-20T00:00', answered: 10, missed: 2 }],
  per_extension: [{ extension: 201, name: '=Jan', ...figures }],
  per_queue: [{ queue: '=Sales', ...figures }],
  busiest_hours: [{ weekday: 1, hour: 9, calls: 5 }],
} as unknown as Statistics;
const dutch: Record<string, string> = { 'csv.period': 'Periode', 'periods.last_7_days': 'Laatste 7 dagen', 'totals.calls': 'Gesprekken', 'totals.avg_wait': 'Gem. wachttijd' };
const t = (key: string) => dutch[key] ?? `nl:${key}`;
const weekdays = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true });

describe('the statistics’ CSV', () => {
  it('offers a Dutch reader `;` first, then `,`, then the machines’ file', () => {
    expect(csvChoicesOf('nl-BE')).toEqual([{ separator: ';' }, { separator: ',' }, 'machine']);
    expect(csvChoicesOf('en')).toEqual([{ separator: ',' }, { separator: ';' }, 'machine']);
  });

  it('writes a person’s file in their language, decimal commas with `;`, formulas made inert', () => {
    const reader = csvChoicesOf('nl')[0];
    const { data, meta } = parse(csvText(statisticsRows(board, reader, t, weekdays), reader));
    expect(meta.delimiter).toBe(';');
    expect(data[0]).toEqual(['Periode', 'Laatste 7 dagen', board.from, board.to, 'Europe/Brussels']);
    expect(data[1].slice(0, 5)).toEqual(['nl:csv.totals', 'Gesprekken', 'nl:totals.answered', 'nl:totals.missed', 'Gem. wachttijd']);
    expect(data[2].slice(1, 5)).toEqual(['12', '10', '2', '7,5']);
    expect(data.map((row) => row[0])).toEqual(expect.arrayContaining(['201 - =Jan', "'=Sales"]));
    expect(data.at(-1)).toEqual(['', 'maandag', '9', '5']);
    // The other separator chosen: `,` and decimal points.
    const other = parse(csvText(statisticsRows(board, csvChoicesOf('nl')[1], t, weekdays), csvChoicesOf('nl')[1]));
    expect(other.meta.delimiter).toBe(',');
    expect(other.data[2][4]).toBe('7.5');
  });

  it('writes a machine’s file headed by keys, ISO times, weekday numbers and every value as it is', () => {
    const { data, meta } = parse(csvText(statisticsRows(board, 'machine', t, weekdays), 'machine'));
    expect(meta.delimiter).toBe(',');
    expect(data[0]).toEqual(['period', 'last_7_days', board.from, board.to, 'Europe/Brussels']);
    expect(data[1]).toEqual(['totals', 'calls', 'answered', 'missed', 'avg_wait', 'longest_wait', 'avg_talk', 'longest_talk', 'waited_over_20']);
    expect(data[2]).toEqual(['', '12', '10', '2', '7.5', '30', '95.25', '400', '1']);
    expect(data.map((row) => row[0])).toEqual(expect.arrayContaining(['over_time', '2026-11-20T00:00', 'per_extension', '201 - =Jan', 'per_queue', '=Sales', 'busiest']));
    expect(data.at(-2)).toEqual(['busiest', 'weekday', 'hour', 'calls']);
    expect(data.at(-1)).toEqual(['', '1', '9', '5']);
  });
});
