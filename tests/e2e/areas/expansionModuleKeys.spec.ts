import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/demo.ts';
import { apiAs, unique } from './helpers.ts';

/**
 * Expansion modules in the portal (configuration-areas §3, Device; issue 23): a module added to
 * a device brings its keys into the DSS editor, a key set up there is editable, and it reaches
 * the phone's own provisioning file (Yealink's expansion_module.<n>.key.<k>.* lines), read as
 * the phone reads it, with the device's provisioning secret.
 */
test('a module added to a device: its keys are editable and reach the phone', async ({ page, request }) => {
  const api = await apiAs(request);
  const extension = await api.first('v3/user/extension/');
  const mac = Array.from({ length: 3 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');
  const device = await api.create<{ id: number }>('v1/devices/', {
    description: unique('Sidecar phone'), type: 'desk_phone', model: 'yealink_t54w', mac_address: `80:5E:C1:${mac.replace(/(..)(?=.)/g, '$1:')}`.toUpperCase(), extension: extension.id,
  });
  await openSignedIn(page, `/configuration/devices/${device.id}`);
  const editor = page.getByTestId('dss-editor');
  await expect(editor).toContainText('0 of');
  await expect(page.getByTestId('dss-unit-1')).toHaveCount(0);

  await page.getByLabel('Expansion modules').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/was saved\.$/)).toBeVisible();
  // The module's keys, on a tab of their own beside the phone's.
  await page.getByTestId('dss-unit-1').click();
  const key = page.getByTestId('dss-key-1-1-1');
  await key.click();
  const dialog = page.getByTestId('dss-dialog');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Speed dial' }).click();
  await page.getByTestId('dss-value').fill('+3225880100');
  await page.getByTestId('dss-name').fill('Front desk');
  await page.getByTestId('dss-save').click();
  await expect(page.getByTestId('dss-saved')).toBeVisible();
  await expect(key).toContainText('Front desk');

  // Editable: reopened, changed, saved again.
  await key.click();
  await expect(page.getByTestId('dss-value')).toHaveValue('+3225880100');
  await page.getByTestId('dss-label').fill('Desk');
  // The key shows its new label at once; the file is read once the layout is stored.
  const stored = page.waitForResponse((r) => r.url().includes('/dss_buttons/') && r.request().method() !== 'GET');
  await page.getByTestId('dss-save').click();
  await expect(key).toContainText('Desk');
  expect((await stored).ok()).toBe(true);
  await expect(page.getByTestId('dss-saved')).toBeVisible();

  // What the phone reads: its configuration file, with the module's key.
  const secret = await api.call('POST', `v1/devices/${device.id}/provisioning_secret/`);
  const { username, secret: password, url } = secret.body as { username: string; secret: string; url: string };
  const file = await request.get(new URL(url).pathname, { headers: { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` } });
  expect(file.status()).toBe(200);
  const lines = (await file.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['expansion_module.1.key.1.value = +3225880100', 'expansion_module.1.key.1.label = Desk']));
});
