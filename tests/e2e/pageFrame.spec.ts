import { expect, test, type Page, type Route } from '@playwright/test';
import { signedInFromFirstLoad } from './support/demo.ts';
import { useLanguage, type Language } from './support/language.ts';

/**
 * The shell's code held back until the test lets it go, as a slow phone network would: what
 * the portal shows meanwhile is the page's frame (src/shell/SplashScreen.tsx).
 */
async function holdShell(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/shell-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

const OPENED: { language: Language; path: string; heading: string; menu: string }[] = [
  { language: 'en', path: '/users/extensions', heading: 'Extensions', menu: 'Main menu' },
  { language: 'nl', path: '/users/extensions', heading: 'Extensies', menu: 'Hoofdmenu' },
  { language: 'en', path: '/dashboard', heading: 'Welcome, Alice Admin', menu: 'Main menu' },
  { language: 'nl', path: '/dashboard', heading: 'Welkom, Alice Admin', menu: 'Hoofdmenu' },
];

for (const { language, path, heading, menu } of OPENED) {
  test(`opened on ${path} (${language}), the page's heading is on screen while the shell's code loads`, async ({ page }) => {
    await useLanguage(page, language);
    await signedInFromFirstLoad(page, 'admin');
    const release = await holdShell(page);
    await page.goto(path);

    // The frame: the page's heading where the page draws it, under the top bar's place, and the wait.
    const frameHeading = page.getByRole('heading', { level: 1, name: heading });
    await expect(frameHeading).toBeVisible();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('menu', { name: menu })).toHaveCount(0);
    const framed = await frameHeading.boundingBox();

    await release();
    await expect(page.getByRole('menu', { name: menu })).toBeVisible();
    // The page's own heading, with the same words, a few pixels from where the frame had it.
    const drawn = await page.getByRole('heading', { level: 1, name: heading }).boundingBox();
    expect(Math.abs((drawn?.y ?? 0) - (framed?.y ?? 0))).toBeLessThan(16);
    expect(Math.abs((drawn?.height ?? 0) - (framed?.height ?? 0))).toBeLessThan(2);
  });
}

test('a page without a heading of its own opens in the frame without one', async ({ page }) => {
  await signedInFromFirstLoad(page, 'admin');
  const release = await holdShell(page);
  await page.goto('/users/extensions/create');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.locator('[data-page-frame]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await release();
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
});

test('on a phone (390 px, fr) the frame fits the window and keeps the page’s heading where the page draws it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'fr');
  await signedInFromFirstLoad(page, 'admin');
  const release = await holdShell(page);
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { level: 1, name: 'Bienvenue, Alice Admin' });
  await expect(heading).toBeVisible();
  const framed = await heading.boundingBox();
  expect((framed?.x ?? 0) + (framed?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await release();
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
  const drawn = await page.getByRole('heading', { level: 1, name: 'Bienvenue, Alice Admin' }).boundingBox();
  expect(Math.abs((drawn?.x ?? 0) - (framed?.x ?? 0))).toBeLessThan(16);
  expect(Math.abs((drawn?.y ?? 0) - (framed?.y ?? 0))).toBeLessThan(16);
});

test('opened with a session, the page asks for its profile once, its three fonts and no stylesheet before it paints', async ({ page }) => {
  await signedInFromFirstLoad(page, 'admin');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  // The fonts' faces are in the page itself: no stylesheet to wait for before the first paint,
  // nor before the dashboard's chunk runs (the page names the file, disabled, for Vite's helper).
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  expect(html).toContain('@font-face');
  await expect(page.locator('[data-dashboard-grid]')).toBeVisible();
  expect(asked.filter((path) => path.endsWith('.css'))).toEqual([]);
  // Roboto in its three weights, each its Latin file only: the page has no character of Latin Extended.
  const fonts = asked.filter((path) => /\.woff2?$/.test(path)).map((path) => path.replace(/^.*\/(roboto-[a-z-]+-\d+)-normal.*$/, '$1'));
  expect(fonts.sort()).toEqual(['roboto-latin-400', 'roboto-latin-500', 'roboto-latin-700']);
  // The profile, asked for as the page's first script runs, is the one the session reads.
  expect(asked.filter((path) => path === '/api/v3/user/profile/')).toHaveLength(1);
});

test("opened on a bookmarked area's page, the area's files are asked for beside the shell's, not after them", async ({ page }) => {
  await signedInFromFirstLoad(page, 'admin');
  // The shell itself (its last stage) is held until the extensions' chunk is asked for: asked for
  // only once the shell has run, as before, it never would be, and the list would not come.
  let areaAsked: () => void = () => undefined;
  const asked = new Promise<boolean>((resolve) => (areaAsked = () => resolve(true)));
  page.on('request', (request) => {
    if (/\/assets\/extension-[^/]+\.js$/.test(request.url())) areaAsked();
  });
  await page.route(/\/assets\/Shell-[^/]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await route.continue();
  });
  await page.goto('/users/extensions');
  expect(await Promise.race([asked, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 25_000))])).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Extensions' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
