import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { answerApi, json, queryCacheSettled, renderInPortal } from './portalRender.tsx';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/**
 * configuration-areas §8.3 "price changed: reload the page", where it occurs: the Summarise
 * dialog shows a call's cost, the user confirms it, and the server takes another (its price
 * for that call changed since the page was read). The portal sends the cost it showed; the
 * server answers 409 with code price_changed as tests/api/callSummaries.test.ts proves, here
 * given by a fake fetch in the server's own words. The user reads it in the dialog, in their
 * language, and nothing navigates away.
 */
let SummariseButton: typeof import('../../src/resources/call_summary/SummariseButton.tsx').SummariseButton;
const sent: unknown[] = [];

beforeAll(async () => {
  answerApi(async (request, pathname) => {
    if (pathname === '/api/v1/call_summaries/service/') return json({ available: true, reason: null, transcription: null, chat: null, summariser: { host: 'summaries.example' } });
    if (pathname === '/api/v1/call_summaries/credits/') return json({ quantity: 20, used: 8, available: 12 });
    if (pathname === '/api/v1/call_summaries/' && request.method === 'POST') {
      sent.push(await request.json());
      return json({ detail: serverText('price_changed'), code: 'price_changed' }, 409);
    }
    return json({ detail: serverText('not_found') }, 404);
  });
  ({ SummariseButton } = await import('../../src/resources/call_summary/SummariseButton.tsx'));
});

afterEach(() => {
  cleanup();
  sent.length = 0;
});

afterAll(queryCacheSettled);

const CASES = [
  { language: 'en', button: 'Summarise', cost: 'The summary costs 3 credits', message: 'The price has changed in the meantime. Please reload the page.' },
  { language: 'nl', button: 'Samenvatten', cost: 'De samenvatting kost 3 tegoed', message: 'De prijs is intussen gewijzigd. Laad de pagina opnieuw.' },
] as const;

describe('Summarise when the price changed before the user confirmed', () => {
  for (const { language, button, cost, message } of CASES) {
    it(`sends the cost shown and says the price changed (${language})`, async () => {
      // 620 seconds of talk: three started five minutes.
      renderInPortal(<SummariseButton call={7} seconds={620} />, language);
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText(new RegExp(cost));
      fireEvent.click(within(dialog).getByRole('button', { name: button }));
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(sent).toEqual([{ cdr: 7, cost: 3 }]);
      // The dialog stays open with the message: nothing was taken, nothing opened.
      expect(screen.getByRole('dialog')).toBe(dialog);
    });
  }
});
