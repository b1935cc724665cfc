import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { NO_FILTERS, StatisticsFilters, type FilterValues } from '../../src/custom/statistics/StatisticsFilters.tsx';

const messages = localeFiles('en').reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
const i18n = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

afterEach(cleanup);

describe('the statistics filters', () => {
  it('state the filters in force and clear them, keeping the period', () => {
    const onChange = vi.fn<(values: FilterValues) => void>();
    const show = (values: FilterValues) =>
      render(
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18n} queryClient={new QueryClient()}>
          <StatisticsFilters values={values} onChange={onChange} extensions={['201']} queues={['Sales']} />
        </AdminContext>,
      );
    show({ period: 'last_30_days', ...NO_FILTERS });
    expect(screen.queryByTestId('active-filters')).toBeNull();
    cleanup();
    show({ period: 'last_30_days', direction: 'inbound', extension: '201', queue: '' });
    expect(screen.getByTestId('active-filters').textContent).toBe('Active filters: Direction: Inbound, Extension: 201');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ period: 'last_30_days', ...NO_FILTERS });
  });
});
