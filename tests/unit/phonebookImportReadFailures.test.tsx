import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/**
 * configuration-areas §8.3's import errors "status check" and "summary", where they occur: the
 * file is uploaded (the job is queued), then reading the job's state fails, or the job is done
 * and reading its summary (the preview) fails. The server's side of the import is
 * tests/api/phonebookImport.test.ts; here a fake fetch answers as the server does, failing the
 * one read with the server's 503, and the user reads which step failed in their language.
 */
let ImportFlow: typeof import('../../src/resources/phonebook/ImportFlow.tsx').ImportFlow;
/** Whether the job's state read fails (else the job is done and the preview read fails). */
let statusFails = true;

const DONE_JOB = { id: 5, kind: 'phonebook.import', state: 'succeeded', progress: 100, message: 'making_summary', error: null, result: null, created_at: '2026-11-27T20:00:00Z', updated_at: '2026-11-27T20:00:01Z' };

beforeAll(async () => {
  const meta = document.createElement('meta');
  meta.name = 'switchboard-api-url';
  meta.content = 'http://portal.test/api';
  document.head.append(meta);
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const unavailable = () => json({ detail: serverText('server_error') }, 503);
    if (pathname === '/api/v1/phonebooks/3/import/' && request.method === 'POST') return json({ job: 5 }, 202);
    if (pathname === '/api/v1/jobs/5/') return statusFails ? unavailable() : json(DONE_JOB);
    if (pathname === '/api/v1/phonebooks/3/import/5/') return unavailable();
    // The live stream is down too (its ticket): the page reads the job's state by itself.
    return unavailable();
  });
  ({ ImportFlow } = await import('../../src/resources/phonebook/ImportFlow.tsx'));
});

afterEach(() => cleanup());

afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

function i18nIn(language: 'en' | 'nl') {
  const messages = localeFiles(language).reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
  return polyglotI18nProvider(() => messages as never, language, [{ locale: language, name: language }], { allowMissing: true });
}

async function uploadIn(language: 'en' | 'nl', upload: string) {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nIn(language)} queryClient={new QueryClient()}>
        <ImportFlow phonebook={3} back="/phonebooks/3" />
      </AdminContext>
    </MemoryRouter>,
  );
  const file = new File(['Name,Number\nAnna,02 588 01 01\n'], 'contacts.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: upload }));
}

describe('Phonebook import when a read fails', () => {
  it('says the import’s status could not be checked when reading its state fails (en)', async () => {
    statusFails = true;
    await uploadIn('en', 'Upload and check');
    expect((await screen.findByTestId('import-problem')).textContent).toBe('The status of the import could not be checked.');
    expect(screen.queryByTestId('import-preview')).toBeNull();
  });

  it('says the import summary could not be loaded when the job is done but its preview does not come (nl)', async () => {
    statusFails = false;
    await uploadIn('nl', 'Uploaden en controleren');
    expect((await screen.findByTestId('import-problem')).textContent).toBe('Het importoverzicht kon niet worden geladen.');
    expect(screen.queryByTestId('import-commit')).toBeNull();
  });
});
