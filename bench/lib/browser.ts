import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

/** No GPU, no updates, syncing or background requests of Chromium's own in the time measured. */
const BROWSER_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** The machine's Chromium (CHROME_PATH, default /usr/bin/chromium) as the page benches run it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: BROWSER_ARGS });
}

/** Signs the demo administrator in through the sign-in page once; the session stays in the context's storage. */
export async function signInPage(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.close();
}
