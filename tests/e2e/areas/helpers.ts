import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSession, openSignedIn, type DemoUser } from '../support/demo.ts';

/**
 * What the configuration-area tests share. Tests run side by side against one server, so
 * every record they make has a name of its own (unique), and they only count records they
 * made themselves (searching for that name).
 */

let counter = 0;

/** A name no other test (or run) uses: the prefix, then a short stamp. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** An extension number that no other test takes: 1000–31999, from the clock, the process and a counter. */
export function freeExtension(): number {
  counter += 1;
  return 1000 + ((Math.floor(Date.now() / 7) + process.pid * 997 + counter * 7919) % 31000);
}

/** A valid Brussels number (+32 2 and seven digits) that no other test takes. */
export function freeNumber(): string {
  counter += 1;
  const digits = String(2000000 + ((Date.now() * 13 + process.pid * 7 + counter * 104729) % 7999999)).slice(-7);
  return `+322${digits.replace(/^0/, '5')}`;
}

/** The API as the test's own user, for making records and changing them behind the page's back. */
export async function apiAs(request: APIRequestContext, user: DemoUser = 'admin') {
  const headers = await apiSession(request, user);
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown, extra: Record<string, string> = {}) => {
    const answer = await request.fetch(`/api/${path}`, { method, headers: { ...headers, ...extra }, data });
    const body = answer.status() === 204 ? null : await answer.json().catch(() => null);
    return { status: answer.status(), body };
  };
  return {
    call,
    async create<T = Record<string, unknown>>(path: string, data: unknown): Promise<T & { id: number; version: number }> {
      const answer = await call('POST', path, data);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as T & { id: number; version: number };
    },
    async first<T = Record<string, unknown>>(path: string): Promise<T & { id: number; version: number }> {
      const answer = await call('GET', `${path}?page_size=1&ordering=id`);
      return (answer.body as { results: (T & { id: number; version: number })[] }).results[0];
    },
    /** Changes a record as another user would, so that the page's copy goes stale. */
    async changeBehindTheBack(path: string, id: number, data: Record<string, unknown>) {
      const current = await call('GET', `${path}${id}/`);
      const answer = await call('PATCH', `${path}${id}/`, data, { 'If-Match': `"${(current.body as { version: number }).version}"` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
  };
}

/** Opens a page of the portal signed in as `user` (the session set before the page loads). */
export async function openAs(page: Page, path: string, user: DemoUser = 'admin') {
  await openSignedIn(page, path, user);
  await expect(page).toHaveURL(path);
}

/** The form field of an input, where its error shows (RecordForm's data-field). */
export function field(page: Page, name: string): Locator {
  return page.locator(`[data-field="${name}"]`);
}

/** The list's rows (the header row left out). */
export function rows(page: Page): Locator {
  return page.locator('tbody tr');
}

/** Types into the list's search box; the list asks the server 300 ms after typing stops. */
export async function search(page: Page, text: string) {
  await page.getByPlaceholder(/Search…|Zoeken…|Rechercher…/).fill(text);
}

/** The list's count of the records that match ("30 records"). */
export function total(page: Page): Locator {
  return page.getByTestId('list-total');
}

/** Chooses an option of a reference or country selector by typing part of its label. */
export async function choose(page: Page, label: string | RegExp, text: string, option: string | RegExp = text) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** A MAC address no other test (or run) takes. */
export function freeMac(): string {
  const n = (Date.now() * 7 + process.pid * 131 + Math.floor(Math.random() * 1e6)) % 0xffffff;
  return `00:15:65:${n.toString(16).padStart(6, '0').replace(/(..)(..)(..)/, '$1:$2:$3').toUpperCase()}`;
}
