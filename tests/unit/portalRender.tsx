import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';

/**
 * What the component tests of a hand-built part that calls the API share: a fake server behind
 * the portal's one API client, and the providers the app renders a page in (router, react-admin
 * with the app's texts in one language, a fresh query cache).
 */

/** An answer as the server gives it: JSON with its status. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Points the portal's one API client at `answer` (request and its path). The client reads its
 * address and fetch when it is made: call this in beforeAll before importing the component.
 */
export function answerApi(answer: (request: Request, pathname: string) => Response | Promise<Response>) {
  const meta = document.createElement('meta');
  meta.name = 'switchboard-api-url';
  meta.content = 'http://portal.test/api';
  document.head.append(meta);
  vi.stubGlobal('fetch', (request: Request) => answer(request, new URL(request.url).pathname));
}

/** The portal's texts in one language, as the app loads them. */
function i18nIn(language: 'en' | 'nl') {
  const messages = localeFiles(language).reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
  return polyglotI18nProvider(() => messages as never, language, [{ locale: language, name: language }], { allowMissing: true });
}

/** Renders `ui` inside the app's providers, in `language`. */
export function renderInPortal(ui: ReactNode, language: 'en' | 'nl') {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nIn(language)} queryClient={new QueryClient()}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

/** For afterAll: the query cache tells React of its last answers on a timer; let it run before the page goes. */
export const queryCacheSettled = () => new Promise((resolve) => setTimeout(resolve, 50));
