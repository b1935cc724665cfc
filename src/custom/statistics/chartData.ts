import { CHART_COLOURS } from '../../theme.ts';

/** One series of a bar chart: its legend text, a value per label, its fixed colour. */
export interface BarSeries {
  label: string;
  data: number[];
  color: string;
}

export interface BarData {
  labels: string[];
  series: BarSeries[];
}

/** A row with answered and missed calls: a slot, an extension, a queue, a direction. */
interface AnsweredMissed {
  answered: number;
  missed: number;
}

/**
 * Horizontal bars past this many would make the chart taller than a screen; the chart keeps the
 * busiest (the server sorts by calls) and the table beside it lists every row.
 */
export const CHART_TOP = 15;

/** A bar label longer than this is cut: an extension's name must not leave a phone no room for its bar. */
const LABEL_MAX = 24;

const shortLabel = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

/** Answered and missed of each row, stacked, in the portal's fixed colours (theme.ts). */
export function answeredMissedBars<T extends AnsweredMissed>(rows: readonly T[], labelOf: (row: T) => string, texts: { answered: string; missed: string }): BarData {
  return {
    labels: rows.map((row) => shortLabel(labelOf(row))),
    series: [
      { label: texts.answered, data: rows.map((row) => row.answered), color: CHART_COLOURS.answered },
      { label: texts.missed, data: rows.map((row) => row.missed), color: CHART_COLOURS.missed },
    ],
  };
}

/**
 * The value axis in the reader's language ("1 500" in French, as the cards write it), with
 * whole numbers only: calls are counted, so a tick at 0.5 would say nothing true.
 */
export function countAxis(number: Intl.NumberFormat) {
  return {
    tickLabelInterval: (value: number) => Number.isInteger(value),
    valueFormatter: (value: number | null) => (value !== null && Number.isInteger(value) ? number.format(value) : ''),
  };
}

export interface Pie {
  /** The direction's text, the pie's caption. */
  label: string;
  slices: { id: 'answered' | 'missed'; label: string; value: number; color: string }[];
}

/** One pie per direction that had calls: its answered and missed slices. */
export function directionPies<D extends AnsweredMissed & { direction: string; calls: number }>(
  directions: readonly D[],
  texts: { direction(direction: string): string; answered: string; missed: string },
): Pie[] {
  return directions
    .filter((d) => d.calls > 0)
    .map((d) => ({
      label: texts.direction(d.direction),
      slices: [
        { id: 'answered', label: texts.answered, value: d.answered, color: CHART_COLOURS.answered },
        { id: 'missed', label: texts.missed, value: d.missed, color: CHART_COLOURS.missed },
      ],
    }));
}
