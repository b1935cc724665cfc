import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { answerApi, json, queryCacheSettled, renderInPortal } from './portalRender.tsx';

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
  answerApi((_, pathname) => {
    asked.push(pathname);
    return json(pathname === '/api/v1/call_summaries/service/' ? service : { available: 12 });
  });
  ({ SummariseButton } = await import('../../src/resources/call_summary/SummariseButton.tsx'));
});

afterEach(() => {
  cleanup();
  asked.length = 0;
});

afterAll(queryCacheSettled);

const renderButton = (language: 'en' | 'nl') => renderInPortal(<SummariseButton call={7} seconds={95} />, language);

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
