import { describe, expect, it } from 'vitest';
import { CHART_COLOURS } from '../../src/theme.ts';
import { COLOURS as DASHBOARD_COLOURS } from '../../src/custom/dashboard/Chart.tsx';
import { answeredMissedBars, countAxis, directionPies } from '../../src/custom/statistics/chartData.ts';

const texts = { answered: 'Answered', missed: 'Missed' };

describe('the statistics charts’ data', () => {
  it('write the count axis in the reader’s language, whole numbers only', () => {
    const fr = countAxis(new Intl.NumberFormat('fr-FR'));
    // French groups thousands with a narrow no-break space, as the page's cards write them.
    expect(fr.valueFormatter(1500)).toBe('1\u202f500');
    expect(countAxis(new Intl.NumberFormat('nl-BE')).valueFormatter(1500)).toBe('1.500');
    expect(countAxis(new Intl.NumberFormat('en-GB')).valueFormatter(1500)).toBe('1,500');
    // A small period's axis (0 to 2 calls) gets no "0.5" tick.
    expect([0, 0.5, 1, 1.5, 2].filter(fr.tickLabelInterval)).toEqual([0, 1, 2]);
    expect(fr.valueFormatter(0.5)).toBe('');
  });

  it('colour answered and missed with the portal’s one palette, the dashboard’s too', () => {
    expect(DASHBOARD_COLOURS).toBe(CHART_COLOURS);
    const bars = answeredMissedBars([{ answered: 3, missed: 1, name: '201 - Reception desk of the main office' }, { answered: 0, missed: 2, name: '202' }], (r) => r.name, texts);
    expect(bars.series).toEqual([
      { label: 'Answered', data: [3, 0], color: CHART_COLOURS.answered },
      { label: 'Missed', data: [1, 2], color: CHART_COLOURS.missed },
    ]);
    // A long name is cut so that a phone keeps room for its bar.
    expect(bars.labels).toEqual(['201 - Reception desk of…', '202']);
  });

  it('draw a pie for each direction that had calls, answered and missed in fixed colours', () => {
    const pies = directionPies(
      [
        { direction: 'inbound', calls: 5, answered: 3, missed: 2 },
        { direction: 'outbound', calls: 0, answered: 0, missed: 0 },
        { direction: 'internal', calls: 1, answered: 1, missed: 0 },
      ],
      { direction: (d) => d.toUpperCase(), ...texts },
    );
    expect(pies.map((p) => p.label)).toEqual(['INBOUND', 'INTERNAL']);
    expect(pies[0].slices).toEqual([
      { id: 'answered', label: 'Answered', value: 3, color: CHART_COLOURS.answered },
      { id: 'missed', label: 'Missed', value: 2, color: CHART_COLOURS.missed },
    ]);
  });
});

