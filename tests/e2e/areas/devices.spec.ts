import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, choose, freeMac, openAs, search, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs movement to start a drag. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** Devices (configuration-areas §3, §4, §5): list, form, the DSS editor and the settings push. */
test.describe('Devices', () => {
  test.describe.configure({ timeout: 90_000 });

  test('create a device, place a BLF button on a key by drag and drop, and find it after a reload', async ({ page }) => {
    const name = unique('Desk phone');
    const mac = freeMac();
    await openAs(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('menuitem', { name: 'Devices' }).click();
    await expect(page).toHaveURL('/configuration/devices');
    // The demo's devices: one not heard from for two days, one never.
    await expect(page.getByText('Not seen for over 24 h').first()).toBeVisible();
    await page.getByRole('link', { name: 'Add device' }).click();
    // The form's field, not the list's "Sort by name" still on screen while the form loads.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await control(page, 'Type').click();
    await page.getByRole('option', { name: 'Desk phone' }).click();
    await control(page, 'Model').click();
    await page.getByRole('option', { name: 'Yealink T54W' }).click();
    await control(page, 'MAC address').fill(mac.toLowerCase());
    await choose(page, 'User', 'Bram', /Bram Peeters/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/devices\/\d+$/);

    // The phone: 9 keys a page over 3 pages.
    const editor = page.getByTestId('dss-editor');
    await expect(editor).toContainText('0 of 27 keys in use');
    await expect(editor).toContainText('page 1 of 3');
    await page.getByTestId('dss-next-page').click();
    await expect(editor).toContainText('page 2 of 3');
    const key = page.getByTestId('dss-key-0-2-4');
    await drag(page, page.getByTestId('dss-new-blf'), key);
    const dialog = page.getByTestId('dss-dialog');
    await expect(dialog).toBeVisible();
    await choose(page, 'User to watch', 'Chlo', /Chloé Dubois/);
    // The label follows the watched user's name.
    await expect(page.getByTestId('dss-label')).toHaveValue('Chloé Dubois');
    await expect(page.getByTestId('dss-value')).toHaveValue('204');
    await page.getByTestId('dss-save').click();
    await expect(page.getByTestId('dss-saved')).toBeVisible();
    await expect(key).toContainText('Chloé Dubois');

    await page.reload();
    await page.getByTestId('dss-next-page').click();
    await expect(page.getByTestId('dss-key-0-2-4')).toContainText('Chloé Dubois');
    await expect(page.getByTestId('dss-editor')).toContainText('1 of 27 keys in use');
    // Moved to another key: the two keys swap.
    await drag(page, page.getByTestId('dss-key-0-2-4'), page.getByTestId('dss-key-0-2-1'));
    await expect(page.getByTestId('dss-key-0-2-1')).toContainText('Chloé Dubois');
    await expect(page.getByTestId('dss-key-0-2-4')).toHaveAttribute('data-filled', 'false');
    // Reopened, the key shows the user it watches; Name says what it is for beside Label (issue 27).
    await page.getByTestId('dss-key-0-2-1').click();
    await expect(dialog.getByLabel('User to watch')).toHaveValue(/Chloé Dubois/);
    await expect(dialog).toContainText('The phone shows the label, or this name while the label is empty.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Saving the device's form stays on the device, its keys below (issue 27).
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} 2`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} 2 was saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/devices\/\d+$/);
    await expect(page.getByTestId('dss-editor')).toContainText('1 of 27 keys in use');
  });

  test('a button set up by support cannot be changed; settings are pushed and reported', async ({ page, request }) => {
    const api = await apiAs(request);
    const devices = (await api.call('GET', 'v1/devices/?search=Reception desk')).body as { results: { id: number }[] };
    const reception = devices.results[0].id;
    await openAs(page, `/configuration/devices/${reception}`);
    await page.getByTestId('dss-next-page').click();
    const manual = page.getByTestId('dss-key-0-2-1');
    await expect(manual).toContainText('Emergency line');
    await manual.click();
    await expect(page.getByTestId('dss-problem')).toHaveText('This button was set up by support and cannot be edited.');
    await expect(page.getByTestId('dss-dialog')).toHaveCount(0);
    // Nor can another button take its key.
    await drag(page, page.getByTestId('dss-new-speed_dial'), manual);
    await expect(page.getByTestId('dss-problem')).toHaveText('This button was set up by support and cannot be edited.');

    // dnd-kit swallows the clicks of the 50 ms after a drag ends (the drop's own click), which a
    // loaded machine can stretch: the push is clicked until its dialog opens.
    await expect(async () => {
      await page.getByTestId('device-push').click({ timeout: 2000 });
      await expect(page.getByTestId('device-push-dialog')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(page.getByTestId('device-pushed')).toContainText('the device takes them at its next fetch');
  });

  test('the list searches, and the push of a device without a user fails with the catalogue message', async ({ page, request }) => {
    const api = await apiAs(request);
    const name = unique('Spare phone');
    const made = await api.create('v1/devices/', { description: name, type: 'desk_phone', model: 'snom_d785', mac_address: freeMac() });
    await openAs(page, '/configuration/devices');
    await search(page, name);
    await expect(page.getByTestId('list-total')).toHaveText('1 record');
    await expect(page.getByText('Snom D785')).toBeVisible();
    await expect(page.getByTestId('device-stale')).toHaveText('Never fetched its settings');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`/configuration/devices/${made.id}`);
    await page.getByTestId('device-push').click();
    await expect(page.getByTestId('device-push-failed')).toHaveText('Assign a user to the device before pushing its settings.');
  });
});
