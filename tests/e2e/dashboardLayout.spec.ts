import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openSignedIn, type DemoUser } from './support/demo.ts';
import { useLanguage as startIn } from './support/language.ts';

/**
 * Issue 19's personalised dashboard, as admin, user and reseller: each makes a layout in one
 * language (adds two widgets from the catalogue, moves one by keyboard, removes the other,
 * changes the range), reloads in the other language and finds it there, then resets it. The
 * roles take turns at the two languages, so that each role is seen in English and Dutch once.
 */

const SETTINGS = '/api/v1/settings/';
type Language = 'en' | 'nl';
type Range = '24h' | '7d' | '30d';

const TEXTS = {
  en: {
    menu: 'Main menu', add: 'Add widget', reset: 'Reset layout', range: 'Range of the call figures',
    move: (widget: string) => `Move ${widget}`, remove: (widget: string) => `Remove ${widget}`, at: (widget: string, place: number) => `${widget} is at place ${place}.`,
    ranges: { '24h': '24 h', '7d': '7 d', '30d': '30 d' },
  },
  nl: {
    menu: 'Hoofdmenu', add: 'Widget toevoegen', reset: 'Indeling herstellen', range: 'Periode van de gesprekscijfers',
    move: (widget: string) => `${widget} verplaatsen`, remove: (widget: string) => `${widget} verwijderen`, at: (widget: string, place: number) => `${widget} staat op plaats ${place}.`,
    ranges: { '24h': '24 u', '7d': '7 d', '30d': '30 d' },
  },
};

/** The titles of the widgets these tests place, in both languages (locales/<lang>.json, dashboard.widgets). */
const TITLES: Record<string, Record<Language, string>> = {
  callStatsWidget: { en: 'Call stats', nl: 'Gesprekscijfers' },
  clientChartWidget: { en: 'Client calls', nl: 'Gesprekken van klanten' },
  helpWidget: { en: 'Help', nl: 'Hulp' },
  phonebookWidget: { en: 'Phonebook', nl: 'Telefoonboek' },
  webinarsWidget: { en: 'Webinars', nl: 'Webinars' },
};

/** Puts a user's dashboard back to the default layout through the API (a run before may have left one). */
async function resetLayout(page: Page, username: DemoUser) {
  const signIn = await page.request.post('/api/v1/api-token-auth/', { data: { username, password: DEMO_PASSWORD } });
  const headers = { authorization: `Token ${((await signIn.json()) as { token: string }).token}` };
  const current = await page.request.get(SETTINGS, { headers });
  const saved = await page.request.put(SETTINGS, { headers: { ...headers, 'if-match': current.headers().etag }, data: { dashboard: null } });
  expect(saved.ok()).toBe(true);
}

const slots = (page: Page) => page.locator('[data-dashboard-grid] > [data-slot]');
const order = (page: Page) => slots(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slot')));
const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === 'PUT' && r.ok());
const answered = (page: Page, url: string) => page.waitForResponse((r) => r.url().includes(url) && r.ok());

interface Plan {
  /** The test's name. */
  name: string;
  user: DemoUser;
  /** The layout is made in this language and found after the reload in the other. */
  language: Language;
  /** The role's default layout; the summary cards stay in it throughout (other specs read them). */
  defaults: string[];
  /** Added, then moved one place back by keyboard: before the last default widget. */
  moved: string;
  range: Exclude<Range, '7d'>;
  /** The call the range makes, and the widget that shows the range it was drawn for. */
  rangeRead?: { url: string; widget: string };
  /** What the role is offered in the catalogue (open, in the plan's language). */
  catalogue(menu: Locator): Promise<void>;
  /** A widget's first read, awaited before its card is read: a busy machine's slow query is no failure. */
  firstRead?: string;
  /** Checks after the first load (a widget's data). */
  opened?(page: Page): Promise<void>;
  /** Checks after the reload in the other language (the page at a phone's width). */
  found?(page: Page, language: Language): Promise<void>;
  /** The reload's page width. */
  viewport?: { width: number; height: number };
}

async function makeLayoutAndFindItInTheOtherLanguage(page: Page, plan: Plan) {
  const t = TEXTS[plan.language];
  const other: Language = plan.language === 'en' ? 'nl' : 'en';
  const title = (id: string, language = plan.language) => TITLES[id][language];
  await resetLayout(page, plan.user);
  await startIn(page, plan.language);
  const first = plan.firstRead ? answered(page, plan.firstRead) : undefined;
  await openSignedIn(page, '/dashboard', plan.user, t.menu);
  await expect.poll(() => order(page)).toEqual(plan.defaults);
  await first;
  await plan.opened?.(page);

  // Two widgets from the catalogue, the role's offer checked on the way.
  for (const [index, id] of [plan.moved, 'helpWidget'].entries()) {
    await page.getByRole('button', { name: t.add }).click();
    if (index === 0) await plan.catalogue(page.getByRole('menu'));
    const save = saved(page);
    await page.getByRole('menu').getByRole('menuitem', { name: title(id), exact: true }).click();
    await save;
  }
  await expect.poll(() => order(page)).toEqual([...plan.defaults, plan.moved, 'helpWidget']);

  // Keyboard: pick it up (dnd-kit presses the handle), one place back, drop; the live region says where it is.
  const place = plan.defaults.length + 1;
  const handle = page.getByRole('button', { name: t.move(title(plan.moved)), exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(t.at(title(plan.moved), place))).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(t.at(title(plan.moved), place - 1))).toBeAttached();
  let save = saved(page);
  await page.keyboard.press('Space');
  await save;

  // The range: the figures are asked for it.
  save = saved(page);
  const read = plan.rangeRead ? answered(page, plan.rangeRead.url) : undefined;
  await page.getByRole('group', { name: t.range }).getByRole('button', { name: t.ranges[plan.range], exact: true }).click();
  await Promise.all([save, read]);
  if (plan.rangeRead) await expect(page.getByRole('region', { name: title(plan.rangeRead.widget) }).locator(`[data-range="${plan.range}"]`)).toBeVisible();

  save = saved(page);
  await page.getByRole('button', { name: t.remove(title('helpWidget')), exact: true }).click();
  await save;
  const made = [...plan.defaults.slice(0, -1), plan.moved, plan.defaults.at(-1)];
  await expect.poll(() => order(page)).toEqual(made);

  // The other language, as the language menu remembers it, and a reload: the same layout, read in it.
  const o = TEXTS[other];
  await page.evaluate((language) => localStorage.setItem('switchboard.language', language), other);
  if (plan.viewport) await page.setViewportSize(plan.viewport);
  await page.reload();
  await expect(page.getByRole('button', { name: o.add })).toBeVisible();
  await expect.poll(() => order(page)).toEqual(made);
  await expect(page.getByRole('region', { name: title(plan.moved, other) })).toBeVisible();
  await expect(page.getByRole('region', { name: title('helpWidget', other) })).toHaveCount(0);
  await expect(page.getByRole('group', { name: o.range }).getByRole('button', { name: o.ranges[plan.range], exact: true })).toHaveAttribute('aria-pressed', 'true');
  if (plan.rangeRead) await expect(page.getByRole('region', { name: title(plan.rangeRead.widget, other) }).locator(`[data-range="${plan.range}"]`)).toHaveText(o.ranges[plan.range]);
  await plan.found?.(page, other);

  // Back to the default layout: the range too.
  save = saved(page);
  await page.getByRole('button', { name: o.reset }).click();
  await save;
  await expect.poll(() => order(page)).toEqual(plan.defaults);
  await expect(page.getByRole('group', { name: o.range }).getByRole('button', { name: o.ranges['7d'], exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: o.reset })).toBeDisabled();
}

/** Every role's default layout: the three summary cards, then the latest calls (a reseller's adds the client chart). */
const DEFAULTS = ['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget'];

const PLANS: Plan[] = [
  {
    name: 'an admin makes a layout in English (two widgets added, one moved by keyboard, one removed, the range) and finds it in Dutch after a reload',
    user: 'admin',
    language: 'en',
    defaults: DEFAULTS,
    moved: 'callStatsWidget',
    range: '30d',
    rangeRead: { url: '/api/v1/statistics/?period=last_30_days', widget: 'callStatsWidget' },
    opened: (page) => expect(page.getByRole('region', { name: 'Latest calls' }).locator('[data-call]').first()).toBeVisible(),
    // The catalogue, by section: the admin's group holds statistics; placed widgets and the resellers' client chart are not offered.
    async catalogue(menu) {
      for (const section of ['General', 'Summary', 'Sidebar', 'Calls']) await expect(menu.getByText(section, { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Company summary' })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Client calls' })).toHaveCount(0);
    },
  },
  {
    name: 'a user makes a layout in Dutch, offered their widgets only, and finds it in English on a phone, stacked in one column',
    user: 'user',
    language: 'nl',
    defaults: DEFAULTS,
    moved: 'webinarsWidget',
    range: '30d',
    async catalogue(menu) {
      await expect(menu.getByText('Algemeen', { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Gesprekken van klanten' })).toHaveCount(0);
    },
    viewport: { width: 390, height: 844 },
    async found(page) {
      // The group's webinars link, in English now.
      await expect(page.getByRole('region', { name: 'Webinars' }).getByRole('link', { name: /Upcoming webinars/ })).toHaveAttribute('href', /webinars/);
      // One column at 390 px: every card as wide as the grid.
      const grid = await page.locator('[data-dashboard-grid]').boundingBox();
      for (const width of await slots(page).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().width))) expect(Math.abs(width - grid!.width)).toBeLessThan(2);
    },
  },
  {
    name: 'a reseller makes a layout in English around the client chart over their clients, and finds it in Dutch',
    user: 'reseller',
    language: 'en',
    defaults: [...DEFAULTS, 'clientChartWidget'],
    moved: 'phonebookWidget',
    range: '24h',
    rangeRead: { url: '/api/v1/dashboard/client_chart/?range=24h', widget: 'clientChartWidget' },
    firstRead: '/api/v1/dashboard/client_chart/?range=7d',
    opened: (page) => expect(page.getByRole('region', { name: 'Client calls' }).locator('[data-stat="avg_inbound"], [data-empty]').first()).toBeVisible(),
    // Northwind holds no statistics: no call stats or trends on offer.
    async catalogue(menu) {
      await expect(menu.getByRole('menuitem', { name: 'Phonebook' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Call stats' })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Call trends' })).toHaveCount(0);
    },
  },
];

for (const plan of PLANS) test(plan.name, ({ page }) => makeLayoutAndFindItInTheOtherLanguage(page, plan));

test('the catalogue’s items stand where they are while it opens, so that a press lands on the one aimed at', async ({ page }) => {
  await openSignedIn(page, '/dashboard', 'user');
  // Each frame's position of the catalogue's first item, from before the button is pressed.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { catalogueBoxes: seen });
    const frame = () => {
      const item = document.querySelector('#dashboard-catalogue [role="menuitem"]');
      if (item) {
        const box = item.getBoundingClientRect();
        seen.push(`${box.x},${box.y},${box.width},${box.height}`);
      }
      if (seen.length < 15) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.getByRole('button', { name: 'Add widget' }).click();
  const boxes = () => page.evaluate(() => (window as unknown as { catalogueBoxes: string[] }).catalogueBoxes);
  await expect.poll(async () => (await boxes()).length).toBeGreaterThanOrEqual(15);
  expect(new Set(await boxes()).size).toBe(1);
  await page.keyboard.press('Escape');
});
