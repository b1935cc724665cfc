import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AREA_TEXTS_EN } from './localeFiles.ts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';

/**
 * The reference selector of portal-overview §5 and §9, against a fake API: 10 options asked
 * per page and 9 shown, the search sent once typing has paused for 300 ms, each search and
 * page asked once, the chosen record's label read by its id, and 'Please select a value.'
 * for typed text left without a choice.
 */
const requests: URL[] = [];
const askedAt = new Map<URL, number>();
const SITES = Array.from({ length: 42 }, (_, i) => ({ id: i + 1, label: `Site ${String(i + 1).padStart(2, '0')}` }));

function answer(url: URL) {
  const search = url.searchParams.get('search') ?? '';
  const size = Number(url.searchParams.get('page_size'));
  const found = SITES.filter((s) => s.label.toLowerCase().includes(search.toLowerCase()));
  return new Response(JSON.stringify({ count: found.length, results: found.slice(0, size) }), { headers: { 'content-type': 'application/json' } });
}

/** The fake API's write of a site: its new name becomes its label. */
async function write(request: Request) {
  const id = Number(/\/v1\/site\/(\d+)\/$/.exec(new URL(request.url).pathname)?.[1]);
  const site = SITES.find((s) => s.id === id)!;
  site.label = ((await request.json()) as { name: string }).name;
  return new Response(JSON.stringify({ id, name: site.label, version: 2 }), { headers: { 'content-type': 'application/json' } });
}

let ReferenceAutocomplete: typeof import('../../src/engine/widgets/ReferenceWidget/ReferenceAutocomplete.tsx').ReferenceAutocomplete;
let ReferencesWidget: typeof import('../../src/engine/widgets/ReferencesWidget/ReferencesWidget.tsx').ReferencesWidget;
let portal: { dataProvider: DataProvider; queryClient: QueryClient };

beforeAll(async () => {
  // The portal's one API client reads its address and fetch when it is made: both go in first.
  const meta = document.createElement('meta');
  meta.name = 'switchboard-api-url';
  meta.content = 'http://portal.test/api';
  document.head.append(meta);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://portal.test');
    requests.push(url);
    askedAt.set(url, performance.now());
    return typeof input !== 'string' && input.method !== 'GET' ? write(input) : answer(url);
  });
  ({ ReferenceAutocomplete } = await import('../../src/engine/widgets/ReferenceWidget/ReferenceAutocomplete.tsx'));
  ({ ReferencesWidget } = await import('../../src/engine/widgets/ReferencesWidget/ReferencesWidget.tsx'));
  portal = {
    dataProvider: (await import('../../src/engine/data/dataProvider.ts')).dataProvider,
    queryClient: (await import('../../src/dataProvider/queryClient.ts')).queryClient,
  };
});

afterEach(() => {
  cleanup();
  requests.length = 0;
});

// The query cache tells React of its last answers on a timer: let it run before jsdom goes.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Messages;
const messages = ['locales/react-admin/en.json', 'locales/errors/en.json', ...AREA_TEXTS_EN, 'locales/en.json'].reduce<Messages>(
  (all, path) => deepMerge(all, read(path)),
  {},
);
const i18nProvider = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

function renderSelector(value: number | null, getMany: (...args: unknown[]) => Promise<{ data: object[] }> = vi.fn(async () => ({ data: [] }))) {
  const onChange = vi.fn();
  const onUnresolved = vi.fn();
  render(
    <AdminContext dataProvider={{ getMany } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <ReferenceAutocomplete id="site" resource="site" value={value} onChange={onChange} onUnresolved={onUnresolved} label="Site" />
    </AdminContext>,
  );
  return { onChange, onUnresolved, getMany, input: screen.getByRole('combobox', { name: 'Site' }) };
}

const lookups = () => requests.filter((u) => u.pathname.endsWith('/v1/site/'));

describe('the reference selector', { timeout: 30_000 }, () => {
  it('asks for 10 options and shows 9, saying there are more', async () => {
    const { input } = renderSelector(null);
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'Site 01' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(9);
    expect(screen.getByText('Showing 9 of 42. Type to narrow the list.')).toBeTruthy();
    expect(Object.fromEntries(lookups()[0].searchParams)).toMatchObject({ page: '1', page_size: '10', label_only: 'true' });
  });

  it('searches on the server once typing has paused for 300 ms, and asks each search only once', async () => {
    const { input } = renderSelector(null);
    fireEvent.mouseDown(input);
    await screen.findByRole('option', { name: 'Site 01' });
    const typedAt = performance.now();
    fireEvent.change(input, { target: { value: 'Site 4' } });
    await waitFor(() => expect(lookups().some((u) => u.searchParams.get('search') === 'Site 4')).toBe(true));
    const asked = lookups().find((u) => u.searchParams.get('search') === 'Site 4')!;
    expect(askedAt.get(asked)! - typedAt).toBeGreaterThanOrEqual(300);
    expect(await screen.findByRole('option', { name: 'Site 42' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    // Back to a search asked before: the answer comes from the cache.
    fireEvent.change(input, { target: { value: 'Site' } });
    await act(() => new Promise((done) => setTimeout(done, 400)));
    fireEvent.change(input, { target: { value: 'Site 4' } });
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(lookups().filter((u) => u.searchParams.get('search') === 'Site 4')).toHaveLength(1);
  });

  it('chooses an option by its id', async () => {
    const { input, onChange } = renderSelector(null);
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Site 03' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it("shows the chosen record's label, read by its id", async () => {
    const getMany = vi.fn(async () => ({ data: [{ id: 7, name: 'Brussels clinic', country_code: 'BE' }] }));
    const { input } = renderSelector(7, getMany);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Brussels clinic'));
    expect(getMany).toHaveBeenCalledWith('site', expect.objectContaining({ ids: [7] }));
  });

  it("says 'Please select a value.' when text is typed but nothing chosen", async () => {
    const { input, onUnresolved, onChange } = renderSelector(null);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Nowhere' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please select a value.')).toBeTruthy();
    expect(onUnresolved).toHaveBeenLastCalledWith(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** A field holding several sites' ids (a ui:widget "references"), with the label of the one chosen already read. */
function renderReferences(value: number[]) {
  const onChange = vi.fn();
  const setUnresolved = vi.fn();
  const getMany = vi.fn(async () => ({ data: [{ id: 2, name: 'Site 02', country_code: 'BE' }] }));
  const props = {
    id: 'queue_sites',
    name: 'sites',
    label: 'Sites',
    value,
    required: false,
    disabled: false,
    readonly: false,
    rawErrors: [],
    schema: { type: 'array', items: { type: 'integer', 'x-reference': { resource: 'site' } } },
    options: {},
    registry: { formContext: { resource: 'queue', setUnresolved } },
    onChange,
    onBlur: () => undefined,
    onFocus: () => undefined,
  } as unknown as WidgetProps;
  render(
    <AdminContext dataProvider={{ getMany } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <ReferencesWidget {...props} />
    </AdminContext>,
  );
  return { onChange, setUnresolved, input: screen.getByRole('combobox', { name: 'Sites' }) };
}

describe('the selector of several records', { timeout: 30_000 }, () => {
  it('shows the chosen as chips, offers the others 9 at a time, and adds the one chosen', async () => {
    const { input, onChange } = renderReferences([2]);
    expect(await screen.findByText('Site 02')).toBeTruthy();
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'Site 01' })).toBeTruthy();
    // The page's nine, without the one already chosen.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Site 02');
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(screen.getByText('Showing 9 of 42. Type to narrow the list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Site 03' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 3]);
  });

  it("says 'Please select a value.' when text is typed but nothing chosen, and tells the form", async () => {
    const { input, onChange, setUnresolved } = renderReferences([]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Nowhere' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Please select a value.')).toBeTruthy();
    expect(setUnresolved).toHaveBeenLastCalledWith('sites', true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("the portal's one cache of options", { timeout: 30_000 }, () => {
  it('refreshes the options a selector shows when a record is saved through the data provider', async () => {
    render(
      <AdminContext dataProvider={portal.dataProvider} queryClient={portal.queryClient} i18nProvider={i18nProvider}>
        <ReferenceAutocomplete id="site" resource="site" value={null} onChange={() => {}} label="Site" />
      </AdminContext>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Site' }));
    expect(await screen.findByRole('option', { name: 'Site 01' })).toBeTruthy();
    const asked = lookups().length;
    try {
      await portal.dataProvider.update('site', { id: 1, data: { name: 'Harbour office' }, previousData: { id: 1, version: 1 } });
      expect(await screen.findByRole('option', { name: 'Harbour office' })).toBeTruthy();
      expect(screen.queryByRole('option', { name: 'Site 01' })).toBeNull();
      expect(lookups()).toHaveLength(asked + 1);
    } finally {
      SITES[0].label = 'Site 01';
    }
  });
});
