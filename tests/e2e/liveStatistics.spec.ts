import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, openAs } from './areas/helpers.ts';

const ROUTE = '/live-statistic';

/** A phone platform of Acme Dental, as a real one would be connected: a token issued by its administrator. */
async function platform(request: APIRequestContext) {
  const admin = await apiAs(request);
  const issued = await admin.call('POST', 'v1/live_statistics/platform_token/', { name: 'E2E platform' });
  expect(issued.status).toBe(201);
  const token = (issued.body as { token: string }).token;
  let n = 0;
  return async (event: Record<string, unknown>) => {
    const answer = await request.post('/api/ingest/v1/live-events/', {
      headers: { authorization: `Bearer ${token}` },
      data: { event_id: `e2e-${Date.now()}-${++n}`, at: new Date().toISOString(), ...event },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  };
}

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

/** Live Statistic (portal-overview §2): the wallboard fed by the platform's live events, pushed over the event stream. */
test.describe('Live statistic', () => {
  test('shows its honest empty state while no platform reports, then updates as events are posted, without a reload', async ({ page, request }) => {
    await openAs(page, ROUTE);
    await expect(page.getByRole('heading', { name: 'Live Statistic' })).toBeVisible();
    await expect(page.getByTestId('wallboard-empty')).toContainText('No phone platform has reported live calls or agents');
    await expect(page.getByTestId('counter-people_in_queue').getByTestId('value')).toHaveText('0');

    const post = await platform(request);
    await post({ type: 'agent_state', extension: 201, status: 'available', queues: ['Reception'] });
    await post({ type: 'call_queued', call_id: 'e2e-long', caller: '+3225021234', queue: 'Reception', at: secondsAgo(25) });
    await post({ type: 'call_queued', call_id: 'e2e-short', caller: '+32470558812', queue: 'Reception', at: secondsAgo(3) });

    await expect(page.getByTestId('counter-people_in_queue').getByTestId('value')).toHaveText('2');
    const waiting = page.getByTestId('waiting-caller');
    await expect(waiting).toHaveCount(2);
    // A screen reader hears the number of callers waiting, politely, not the seconds ticking (issue 22).
    await expect(page.getByRole('status').filter({ hasText: '2 callers waiting' })).toHaveAttribute('aria-live', 'polite');
    // Over 20 seconds: highlighted, and said in words.
    const long = waiting.filter({ hasText: '+32 2 502 12 34' }).locator('[data-wait-level]');
    await expect(long).toHaveAttribute('data-wait-level', 'alert');
    await expect(long).toContainText('waiting 20 seconds or more');
    // Its words for screen readers take no room: no horizontal scrollbar (issue 27).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // The card counts the calls its table lists; a waiting call is to its queue, not "Withheld".
    await expect(page.getByTestId('counter-people_in_calls').getByTestId('value')).toHaveText('2');
    await expect(page.getByTestId('live-call')).toHaveCount(2);
    await expect(page.getByTestId('live-call').first().getByRole('cell').nth(1)).toHaveText('Reception');
    // The short one crosses 15 seconds while the page watches.
    const short = waiting.filter({ hasText: '+32 470 55 88 12' }).locator('[data-wait-level]');
    await expect(short).toHaveAttribute('data-wait-level', 'normal');
    await expect(short).toHaveAttribute('data-wait-level', 'warning', { timeout: 16_000 });
    await expect(page.getByTestId('agents')).toContainText('Available');

    await post({ type: 'call_answered', call_id: 'e2e-long', extension: 201 });
    await post({ type: 'call_ended', call_id: 'e2e-long' });
    await post({ type: 'call_ended', call_id: 'e2e-short' });
    await expect(page.getByTestId('counter-people_in_queue').getByTestId('value')).toHaveText('0');
    await expect(page.getByTestId('counter-answered_today').getByTestId('value')).toHaveText('1');
    await expect(page.getByTestId('counter-missed_today').getByTestId('value')).toHaveText('1');
    await expect(page.getByTestId('queues')).toContainText('Reception');
  });

  test('is not found for a group without statistics', async ({ page }) => {
    await openAs(page, ROUTE, 'reseller');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live Statistic' })).toHaveCount(0);
  });
});
