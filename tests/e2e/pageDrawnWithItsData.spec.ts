import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signedInFromFirstLoad } from './support/demo.ts';
import { apiAs, freeNumber, rows, search, unique } from './areas/helpers.ts';

/**
 * Issue 27 item 19: a page is drawn within its data's arrival. After a save the phone number's
 * page stayed ~1.4 s before the list even asked for its rows: the save's answer redrew the page
 * being left (its form rebuilt, each reference field reading its record's label again) and the
 * navigation waited behind it. A record's page asked for its form's validator only once its
 * record had come (the time schedule's spinner after the network was idle). The server's answer
 * is held here, so that what the page asks next is seen in order.
 */

/** Holds the answer to the first request `matching` until `release()`; `reached` once the server has answered it. */
async function holdAnswer(page: Page, matching: RegExp, method: string) {
  let release!: () => void;
  let reached!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answered = new Promise<void>((resolve) => (reached = resolve));
  await page.route(matching, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const response = await route.fetch();
    reached();
    await released;
    await route.fulfill({ response });
  });
  return { answered, release };
}

/** The API requests the page makes from now on, in order ("GET /api/v1/site/?ids=2…"). */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return asked;
}

test('a saved phone number is back in its list at once, its site and call flow named', async ({ page, request }) => {
  const api = await apiAs(request);
  const account = await api.first('v1/accounts/');
  const flow = await api.first<{ description: string }>('v1/call_flow/');
  const site = await api.create<{ name: string }>('v1/site/', { name: unique('Saved number site'), country_code: 'BE' });
  const did = freeNumber();
  await api.create('v1/did_routing/', { did, account: account.id, site: site.id, call_flow: flow.id, language: 'en' });
  const grouped = `+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`;

  await openSignedIn(page, '/configuration/did-routing');
  await search(page, did);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('link', { name: grouped }).click();
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue(site.name);

  const save = await holdAnswer(page, /\/api\/v1\/did_routing\/\d+\/$/, 'PUT');
  const asked = apiRequests(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await save.answered;
  const before = asked.length;
  const arrived = Date.now();
  save.release();

  await expect(page.getByText(`${grouped} was saved.`)).toBeVisible();
  // Back on the list: its path. The list may put its kept search back into the address (?filter=…)
  // at its own pace, so the query is not part of what is awaited.
  await expect(page).toHaveURL((url) => url.pathname === '/configuration/did-routing');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(site.name);
  await expect(rows(page).first()).toContainText(flow.description);
  await expect(page.locator('tbody .MuiSkeleton-root')).toHaveCount(0);
  test.info().annotations.push({ type: 'save answered → rows drawn', description: `${Date.now() - arrived} ms` });

  // The list's rows are the first thing asked once the save is answered: the page being left
  // reads nothing more (before the fix: its account, site and call flow, by ids, first).
  const after = asked.slice(before);
  const list = after.findIndex((line) => line.startsWith('GET /api/v1/did_routing/?'));
  expect(list, after.join('\n')).toBeGreaterThanOrEqual(0);
  expect(after.slice(0, list)).toEqual([]);
});

test("a time schedule's form is read beside its record, and drawn as soon as the record comes", async ({ page }) => {
  await openSignedIn(page, '/configuration/time-schedule');
  // The form's compiled validator: the build's chunk named after the resource (scripts/vite/formValidators.ts).
  const validator: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/time_schedule-[\w-]+\.js$/.test(r.url())) validator.push(r.url());
  });
  const read = await holdAnswer(page, /\/api\/v1\/time_schedule\/\d+\/$/, 'GET');
  const first = rows(page).first().getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await read.answered;
  // While the record's answer is held, the form's validator is already asked for.
  await expect.poll(() => validator.length).toBeGreaterThan(0);
  read.release();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a bookmarked list is drawn with the records its rows name: no placeholder first, nothing asked twice', async ({ page, request }) => {
  const api = await apiAs(request);
  const sites = ((await api.call('GET', 'v1/site/?page_size=100')).body as { results: { name: string }[] }).results.map((site) => site.name);
  await signedInFromFirstLoad(page, 'admin');
  // What the rows hold when they first have data, seen as the page draws them.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const row = Array.from(document.querySelectorAll('tbody tr')).find((tr) => /\d/.test(tr.querySelector('td:nth-child(2)')?.textContent ?? ''));
      if (!row) return;
      (window as unknown as { firstRow: object }).firstRow = { text: row.textContent, placeholders: document.querySelectorAll('tbody .MuiSkeleton-root').length };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  const asked = apiRequests(page);
  await page.goto('/users/extensions');
  await expect(rows(page).first()).toBeVisible();
  const drawn = await page.evaluate(() => (window as unknown as { firstRow: { text: string; placeholders: number } }).firstRow);
  // The first row with its data already names its site (the demo's extensions each have one).
  expect(sites.some((name) => drawn.text.includes(name)), `${drawn.text} names none of ${sites.join(', ')}`).toBe(true);
  expect(drawn.placeholders).toBe(0);
  // The page's sites in one request, made with the rows', not again by each cell.
  await expect(page.getByRole('combobox', { name: 'Site' })).toBeVisible();
  expect(asked.filter((line) => line.startsWith('GET /api/v1/site/?')), asked.join('\n')).toHaveLength(1);
});
