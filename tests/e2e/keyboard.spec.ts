import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, freeExtension, unique } from './areas/helpers.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openSignedIn } from './support/demo.ts';

/**
 * Issue 22: the portal without a mouse. Each test works only with the keys a keyboard user
 * presses (Tab, arrows, Enter, Space, Escape, typing): it creates an extension, edits a call flow
 * block in the designer, and moves a DSS button, and checks that what it reaches is visible when
 * focused and that the focus comes back where it was when a dialog closes.
 */

/**
 * Tabs forward (or back, with Shift+Tab) until `target` has the focus, as a keyboard user would,
 * and checks that it shows: an element reached by Tab but hidden, or never reached, fails here.
 */
async function tabTo(page: Page, target: Locator, most = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) {
      await expect(target).toBeVisible();
      await expect(target).toBeInViewport();
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached with ${key}`);
}

/**
 * Chooses `option` in a combobox (an autocomplete or a select) from the keyboard: reached by
 * Tab, `typed` typed to narrow it (an autocomplete), then arrows down until the option the
 * list has highlighted (its active descendant, or the focused option of a select's menu) is the
 * one wanted, and Enter.
 */
async function pick(page: Page, combobox: Locator, option: string | RegExp, typed = '') {
  await tabTo(page, combobox);
  if (typed) await page.keyboard.type(typed);
  const wanted = typeof option === 'string' ? (text: string) => text.trim() === option : (text: string) => option.test(text);
  // Found again by a mark, not by its role: a select's open menu hides the rest of the page
  // from the accessibility tree, the combobox included.
  await combobox.evaluate((element) => element.setAttribute('data-e2e-picking', ''));
  const self = page.locator('[data-e2e-picking]');
  // A list not open yet (a select, an autocomplete still asking) opens with the first arrow.
  if ((await self.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('ArrowDown');
  await expect(self).toHaveAttribute('aria-expanded', 'true');
  // The combobox's own list (aria-controls): other options may be on the page (the designer's palette).
  const list = page.locator(`[id="${await self.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('option').filter({ hasText: option }).first()).toBeVisible();
  for (let presses = 0; presses < 40; presses++) {
    const highlighted = await page.evaluate(() => {
      const active = document.activeElement;
      const id = active?.getAttribute('aria-activedescendant');
      const current = id ? document.getElementById(id) : active?.getAttribute('role') === 'option' ? active : null;
      return current?.textContent ?? null;
    });
    if (highlighted !== null && wanted(highlighted)) {
      await self.evaluate((element) => element.removeAttribute('data-e2e-picking'));
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(option)} was not reached with the arrows in ${String(combobox)}`);
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('creates an extension from the list with Tab, typing, arrows and Enter', async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first<{ name: string }>('v1/accounts/');
    const site = await api.create<{ name: string }>('v1/site/', { name: unique('Keyboard site'), country_code: 'BE' });
    const name = unique('Kim Keys');
    const number = freeExtension();
    await openSignedIn(page, '/users/extensions');

    await tabTo(page, page.getByRole('link', { name: 'Add extension' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/users/extensions/create');
    await tabTo(page, page.getByLabel(/^Extension\b/));
    await page.keyboard.type(String(number));
    await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type(name);
    await pick(page, page.getByRole('combobox', { name: 'Account' }), account.name, account.name.slice(0, 6));
    await pick(page, page.getByRole('combobox', { name: 'Site' }), site.name, site.name);
    await pick(page, page.getByRole('combobox', { name: 'Language' }), 'Français');
    await pick(page, page.getByRole('combobox', { name: 'Country' }), /Belgium/, 'Belg');
    await tabTo(page, page.getByLabel(/^Caller ID/));
    await page.keyboard.type('+32 2 588 01 00');
    // The origin and destination countries start as the group's allowed ones (issue 27).
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${number} - ${name} was created.`)).toBeVisible();
    // The message is said politely (a status), not as an alert that cuts in.
    await expect(page.getByRole('status').filter({ hasText: `${number} - ${name} was created.` })).toBeVisible();
  });

  test('adds, edits, links and deletes call flow blocks in the designer from the keyboard; the focus comes back after its dialog', async ({ page, request }) => {
    const api = await apiAs(request);
    const queues = (await api.call('GET', 'v3/call_queue/?page_size=1')).body as { results: { name?: string; description?: string }[] };
    const queueName = (queues.results[0].name ?? queues.results[0].description)!;
    const flow = await api.create<{ id: number }>('v1/call_flow/', {
      description: unique('Keyboard flow'), draft: true,
      diagram: { nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }], edges: [] },
    });
    await openSignedIn(page, `/call-flow-gui/${flow.id}`);

    // The palette is one Tab stop; arrows choose the kind, Enter adds it, selected.
    const palette = page.getByTestId('cf-palette');
    await tabTo(page, palette);
    const queue = palette.getByRole('option', { name: 'Queue', exact: true });
    for (let i = 0; i < 20 && !(await queue.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(queue).toBeFocused();
    await page.keyboard.press('Enter');
    const properties = page.getByTestId('cf-properties');
    await expect(properties).toBeVisible();
    const id = (await properties.getAttribute('data-block-id'))!;

    // The block's form: its queue chosen with the keyboard, the block on the canvas shows it.
    await pick(page, properties.getByRole('combobox', { name: 'Queue', exact: true }), queueName);
    await expect(page.locator(`[data-testid="cf-block"][data-block-id="${id}"]`)).toContainText(queueName);

    // Back to the start block on the canvas; Enter selects it, and its output is linked to the
    // queue from its form (the keyboard's way to draw a link).
    const node = (blockId: string) => page.locator(`.react-flow__node[data-id="${blockId}"]`);
    await tabTo(page, node('start'), 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(properties).toHaveAttribute('data-block-id', 'start');
    await pick(page, properties.getByRole('combobox', { name: 'Next goes to' }), new RegExp(`^Queue: ${queueName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'designer, block form open');

    // The queue selected from the keyboard and deleted with Delete: its link goes with it.
    await tabTo(page, node(id), 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(properties).toHaveAttribute('data-block-id', id);
    await page.keyboard.press('Delete');
    await expect(node(id)).toHaveCount(0);
    await expect(page.locator('.react-flow__edge')).toHaveCount(0);

    // The confirm dialog opened with Enter and closed with Escape gives the focus back to its button.
    const confirm = page.getByTestId('cf-confirm');
    await tabTo(page, confirm, 80, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(confirm).toBeFocused();
  });

  test('moves a DSS button to another key with Space and arrows; the focus comes back after its dialog', async ({ page, request }) => {
    const api = await apiAs(request);
    const device = await api.create<{ id: number }>('v1/devices/', {
      description: unique('Keyboard phone'), type: 'desk_phone', model: 'yealink_t54w',
      mac_address: `80:5E:C0:${[0, 0, 0].map(() => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join(':')}`.toUpperCase(),
    });
    await openSignedIn(page, `/configuration/devices/${device.id}`);
    const editor = page.getByTestId('dss-editor');
    await expect(editor).toContainText('0 of');

    // A key opens its button's dialog with Enter; Escape closes it and the key has the focus again.
    const first = page.getByTestId('dss-key-0-1-1');
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('dss-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();

    // Set up a speed dial on the first key, saved from the dialog with the keyboard.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await pick(page, dialog.getByRole('combobox', { name: 'Type' }), 'Speed dial');
    await tabTo(page, page.getByTestId('dss-value'));
    await page.keyboard.type('+3225880100');
    await tabTo(page, page.getByTestId('dss-name'));
    await page.keyboard.type('Reception');
    await tabTo(page, page.getByTestId('dss-save'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dss-saved')).toBeVisible();
    await expect(first).toContainText('Reception');
    await expect(first).toBeFocused();

    // Space picks it up, an arrow moves it over the next key, Space drops it there.
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    // Over the next key: the screen reader is told so (dnd-kit's live region, in our words).
    await expect(page.getByText('Over key 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('dss-key-0-1-2')).toContainText('Reception');
    await expect(first).toHaveAttribute('data-filled', 'false');
    // The key shows its new place at once; the server stores the move a moment later (CI once read it before).
    const stored = async () => ((await api.call('GET', `v1/dss_buttons/?device=${device.id}`)).body as { results: { position: number; name: string }[] }).results;
    await expect.poll(async () => (await stored()).map((b) => [b.position, b.name])).toEqual([[2, 'Reception']]);
  });
});
