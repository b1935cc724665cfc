import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { localeFiles } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';

/**
 * The Summarise button as a user meets it on a recorded call (issue 21): not offered, with the
 * reason in its place, when no AI server is configured or the group turned summaries off, in
 * the user's language; offered otherwise. The server's answer comes through the portal's own
 * API client from a fake fetch giving GET /v1/call_summaries/service/ as the server does
 * (tests/api/callSummaryAi.test.ts checks the server's side).
 */
type Service = { available: boolean; reason: 'unconfigured' | 'disabled' | null; transcription: object | null; chat: object | null; summariser: object | null };
let service: Service;
const asked: string[] = [];

let SummariseButton: typeof import('../../src/resources/call_summary/SummariseButton.tsx').SummariseButton;

beforeAll(async () => {
  // The portal's one API client reads its address and fetch when it is made: both go in first.
  const meta = document.createElement('meta');
  meta.name = 'switchboard-api-url';
  meta.content = 'http://portal.test/api';
  document.head.append(meta);
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    const body = pathname === '/api/v1/call_summaries/service/' ? service : { available: 12 };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  ({ SummariseButton } = await import('../../src/resources/call_summary/SummariseButton.tsx'));
});

afterEach(() => {
  cleanup();
  asked.length = 0;
});

// The query cache tells React of its last answers on a timer: let it run before jsdom goes.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The portal's texts in one language, as the app loads them. */
function i18nIn(language: 'en' | 'nl') {
  const messages = localeFiles(language).reduce<Messages>((all, path) => deepMerge(all, JSON.parse(readFileSync(path, 'utf8')) as Messages), {});
  return polyglotI18nProvider(() => messages as never, language, [{ locale: language, name: language }], { allowMissing: true });
}

function renderButton(language: 'en' | 'nl') {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nIn(language)} queryClient={new QueryClient()}>
        <SummariseButton call={7} seconds={95} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const off = (reason: Service['reason']): Service => ({ available: false, reason, transcription: null, chat: null, summariser: null });

describe('Summarise on a recorded call', () => {
  it('is not offered when no AI server is configured, and says so in English', async () => {
    service = off('unconfigured');
    renderButton('en');
    const alert = await screen.findByTestId('summarise-unavailable');
    expect(alert.textContent).toBe('Summarise is not offered: no AI server is configured for summaries. Your provider can set one up.');
    expect(screen.queryByRole('button', { name: 'Summarise' })).toBeNull();
    expect(asked).toEqual(['/api/v1/call_summaries/service/']);
  });

  it('is not offered when the group turned summaries off, and says so in Dutch', async () => {
    service = off('disabled');
    renderButton('nl');
    const alert = await screen.findByTestId('summarise-unavailable');
    expect(alert.textContent).toBe('Samenvatten wordt niet aangeboden: samenvattingen staan uit in de instellingen van uw groep.');
    expect(screen.queryByRole('button', { name: 'Samenvatten' })).toBeNull();
  });

  it('is offered, without a reason, when the two endpoints are configured', async () => {
    service = { available: true, reason: null, transcription: { host: 'api.openai.com', model: 'whisper-1' }, chat: { host: 'api.openai.com', model: 'gpt-4o-mini' }, summariser: null };
    renderButton('nl');
    expect(await screen.findByRole('button', { name: 'Samenvatten' })).toBeTruthy();
    expect(screen.queryByTestId('summarise-unavailable')).toBeNull();
  });
});
