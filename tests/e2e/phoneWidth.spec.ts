import { expect, test, type Page } from '@playwright/test';
import { apiSession, openSignedIn, type DemoUser } from './support/demo.ts';
import { routeTo } from './support/inApp.ts';
import { seriousViolations, WORDS_ONLY } from './support/axe.ts';
import { addressesFor } from './support/routes.ts';

/**
 * Issues 20 and 22: every page of portal-overview §2, for each role that may see it and in each
 * language, fits a phone (390 × 844): the page never scrolls sideways and its header's actions
 * are in reach; and axe-core finds no serious or critical violation of WCAG 2.1 AA on it. Both in
 * the same visit of each page (a second walk would double the suite's longest file). The walk
 * moves through the portal's own router, as a click would, after one page load.
 * Per role, two tests: English with every check and the shell once; Dutch then French in one
 * page, with every check but colour contrast (axe's costliest rule, which no word changes: see
 * WORDS_ONLY) and no second look at the shell's colours. Nine walks of one test each took 364 s
 * of the CI's e2e time, about half of it axe.
 * The dialogs (bulk edit, delete confirmation, the DSS button dialog) are in accessibility.spec.ts.
 */
const PHONE = { width: 390, height: 844 };
/** Playwright's Desktop Chrome, the width the tests start at. */
const DESKTOP = { width: 1280, height: 720 };
const ROLES: DemoUser[] = ['admin', 'user', 'reseller'];
/** The languages after English, walked one after the other in one page. */
const OTHER_LANGUAGES = ['nl', 'fr'] as const;

// The six tests are independent (each signs in on its own page): the two workers share them,
// rather than one worker taking the whole file (a minute or more each).
test.describe.configure({ mode: 'parallel' });

/**
 * What is checked on each page: a list, so that another check (an accessibility scan) joins the
 * same walk. Each returns what it found wrong, as lines naming the page.
 */
export type PageCheck = (page: Page) => Promise<string[]>;

const noSidewaysScroll: PageCheck = (page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over <= 0) return [];
    // Name the widest elements, so that the failure says where to look.
    const widest = Array.from(document.querySelectorAll('main *'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > window.innerWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 2)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).split(' ')[0]} → ${Math.round(right)}`);
    return [`wider than the screen by ${over} px (${widest.join(', ')})`];
  });

const headerActionsInReach: PageCheck = (page) =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    const header = heading?.parentElement?.parentElement;
    if (!header) return [];
    return Array.from(header.querySelectorAll<HTMLElement>('button, a[href]'))
      .filter((el) => el.offsetParent !== null)
      // In reach: a finger can press its middle. A back arrow drawn a few pixels into the margin
      // (MUI's edge="start", aligned with the title) is in reach; a button past the edge is not.
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        const middle = rect.left + rect.width / 2;
        return middle < 0 || middle > window.innerWidth;
      })
      .map((el) => `header action out of reach: ${el.getAttribute('aria-label') ?? el.innerText.trim()}`);
  });

/** The page's own content: the shell around it (bars, menus) is checked once per walk. */
const axeOnContent: PageCheck = (page) => seriousViolations(page, 'main');
/** The same in a second language: what its words can change (WORDS_ONLY says what is left out). */
const axeOnWords: PageCheck = (page) => seriousViolations(page, 'main', WORDS_ONLY);

export const PAGE_CHECKS: PageCheck[] = [noSidewaysScroll, headerActionsInReach, axeOnContent];
/** PAGE_CHECKS on a page already checked in English. */
const LANGUAGE_CHECKS: PageCheck[] = [noSidewaysScroll, headerActionsInReach, axeOnWords];

/**
 * Moves to `address` through the router (history + popstate) and waits until the new page has
 * drawn: its own heading (the last page's stays while the next one's code loads, so it is marked
 * and must be gone or renamed, as goInApp does) and no loading indicator (a determinate bar, a
 * usage figure, is content). The address may redirect (/clients to its first tab). Returns false
 * when the page never settled (a live board that keeps loading), measured as it is after 10 s.
 * `loaded` false: the heading only (a step between two pages).
 */
async function visit(page: Page, address: string, loaded = true): Promise<boolean> {
  const before = await page.evaluate(() => {
    const heading = document.querySelector('main h1, main h2');
    heading?.setAttribute('data-e2e-left', '');
    return heading?.textContent ?? null;
  });
  await routeTo(page, address);
  return page
    .waitForFunction(
      (old) => {
        const heading = document.querySelector('main h1, main h2');
        if (!heading || (heading.hasAttribute('data-e2e-left') && heading.textContent === old.before)) return false;
        return !old.loaded || !document.querySelector('main [role="progressbar"]:not([aria-valuenow]), main .MuiSkeleton-root');
      },
      { before, loaded },
      { timeout: 10_000 },
    )
    .then(() => true, () => false);
}

/**
 * Visits every address at a phone's width and runs `checks` on each page the role may see;
 * returns what they found, each line naming its page. The walk's cost goes into the report
 * (the suite is over its time budget): loading the pages against checking them.
 */
async function walk(page: Page, addresses: readonly string[], checks: readonly PageCheck[], name: string): Promise<string[]> {
  const started = Date.now();
  const problems: string[] = [];
  let walked = 0;
  const unsettled: string[] = [];
  let checking = 0;
  let notFound = false;
  let visited = false;
  for (const address of addresses) {
    // Already there: the last address redirected here (/clients to /clients/overview), and it was checked.
    if (visited && new URL(page.url()).pathname === address) continue;
    visited = true;
    // Two 404 pages in a row are one element the router keeps: the next page is told from the
    // last by a step through the dashboard's heading, not by waiting out the timeout.
    if (notFound) await visit(page, '/dashboard', false);
    if (!(await visit(page, address))) unsettled.push(address);
    // The 404 page: a page this role may not see (the clients for an administrator), not theirs to check.
    notFound = (await page.locator('main [data-testid="not-found-quote"]').count()) > 0;
    if (notFound) continue;
    walked += 1;
    const checked = Date.now();
    for (const check of checks) for (const problem of await check(page)) problems.push(`${address}: ${problem}`);
    checking += Date.now() - checked;
  }
  const seconds = (Date.now() - started) / 1000;
  const summary = `${walked} of ${addresses.length} routes theirs in ${seconds.toFixed(1)} s (checks ${(checking / 1000).toFixed(1)} s)`;
  test.info().annotations.push({ type: `walk ${name}`, description: summary });
  console.log(`walk ${name}: ${summary}${unsettled.length ? `; never settled: ${unsettled.join(', ')}` : ''}`);
  return problems;
}

/**
 * The language chosen from the top bar as a user would. The button is on the desktop's bar (a
 * phone's bar folds it away): the page is widened for the choice and narrowed again after it.
 */
async function chooseLanguage(page: Page, language: (typeof OTHER_LANGUAGES)[number]) {
  await page.setViewportSize(DESKTOP);
  // Its name in the page's language: English first, Dutch on the way to French.
  await page.getByRole('button', { name: /^(Change language|Taal wijzigen|Changer de langue)$/ }).click();
  await page.locator(`#language-menu [role="menuitem"][lang="${language}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.setViewportSize(PHONE);
}

for (const role of ROLES) {
  test(`every page fits a phone and passes axe as ${role} in en`, async ({ page }) => {
    test.setTimeout(300_000);
    const addresses = await addressesFor(page.request, await apiSession(page.request, role));
    // Signed in on the desktop's width (where openSignedIn finds the side menu), then a phone's width: one page load.
    await openSignedIn(page, '/dashboard', role);
    await page.setViewportSize(PHONE);
    // The shell at a phone's width (top bar, folded menu), once.
    const problems = (await seriousViolations(page)).map((problem) => `shell: ${problem}`);
    problems.push(...(await walk(page, addresses, PAGE_CHECKS, `${role} en`)));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`every page fits a phone and passes axe as ${role} in nl and fr`, async ({ page }) => {
    test.setTimeout(400_000);
    const addresses = await addressesFor(page.request, await apiSession(page.request, role));
    await openSignedIn(page, '/dashboard', role);
    const problems: string[] = [];
    for (const language of OTHER_LANGUAGES) {
      await chooseLanguage(page, language);
      // The shell's words in this language (its colours were checked in English).
      problems.push(...(await seriousViolations(page, undefined, WORDS_ONLY)).map((problem) => `shell (${language}): ${problem}`));
      for (const problem of await walk(page, addresses, LANGUAGE_CHECKS, `${role} ${language}`)) problems.push(`${language} ${problem}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
