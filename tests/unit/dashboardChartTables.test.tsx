import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { Trends } from '../../src/custom/dashboard/widgets/callTrendsWidget.tsx';
import { ClientChart } from '../../src/custom/dashboard/widgets/clientChartWidget.tsx';

/**
 * Issue 22: the dashboard's charts have their table for screen readers, as the statistics'
 * charts do: the numbers the bars draw, one row per slot, named by the chart's title.
 */
const messages = localeFiles('en').reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
const i18n = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

function show(element: ReactNode) {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18n} queryClient={new QueryClient()}>
      {element}
    </AdminContext>,
  );
}

/** The rows of the table a screen reader finds by the chart's name, cell by cell. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the dashboard charts’ tables', () => {
  afterEach(cleanup);

  it('call trends: answered and missed calls per hour', () => {
    const statistics = { bucket: 'hour', over_time: [{ start: '2026-03-30T08:00', answered: 2, missed: 1 }, { start: '2026-03-30T09:00', answered: 5, missed: 0 }] };
    show(<Trends statistics={statistics as never} />);
    expect(rowsOf('Call trends')).toEqual([['Period', 'Answered', 'Missed'], ['08:00', '2', '1'], ['09:00', '5', '0']]);
  });

  it('client calls: inbound and outbound per day', () => {
    const chart = { labels: ['2026-03-29', '2026-03-30'], datasets: [{ label: 'inbound', data: [3, 4] }, { label: 'outbound', data: [1, 0] }], avg_inbound: 3.5, avg_outbound: 0.5, avg_inbound_duration: 95, avg_outbound_duration: 30 };
    show(<ClientChart chart={chart} />);
    expect(rowsOf('Client calls')).toEqual([['Period', 'Inbound', 'Outbound'], ['03-29', '3', '1'], ['03-30', '4', '0']]);
  });
});
