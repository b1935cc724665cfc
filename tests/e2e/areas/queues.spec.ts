import { expect, test } from '@playwright/test';
import { apiAs, choose, field, freeExtension, openAs, rows, search, unique } from './helpers.ts';

/** Queues (configuration-areas §3, §5, §8): settings, members all chosen, wrap-up of 5 s, in use by call flows. */
test.describe('Queues', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create from the menu with a ring group and a member, refusing a short wrap-up and an empty member row', async ({ page }) => {
    const name = unique('Recalls');
    await openAs(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('menuitem', { name: 'Fifo Queue' }).click();
    await expect(page).toHaveURL('/configuration/fifo-queue');
    await page.getByRole('link', { name: 'Add queue' }).click();
    await page.locator('#queue_description').fill(name);
    await page.locator('#queue_extension').fill(String(freeExtension()));
    await choose(page, 'Ring group', 'Reception', /Reception Brussels/);
    await page.locator('#queue_wrap_up_time').fill('4');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'wrap_up_time')).toContainText('Ensure this value is greater than or equal to 5.');
    await expect(page.locator('[data-row="0"]')).toContainText('This field is required.');

    await page.locator('#queue_wrap_up_time').fill('15');
    await page.locator('[data-row="0"]').getByRole('combobox', { name: 'Extension' }).fill('Dirk');
    await page.getByRole('option', { name: /Dirk Janssens/ }).first().click();
    await choose(page, 'Hold music', 'Hold', /Hold music/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Reception Brussels');
    await expect(rows(page).first()).toContainText('Dirk Janssens');
  });

  test('is not deleted while a call flow uses it, and the message names the call flow', async ({ page, request }) => {
    const api = await apiAs(request);
    const queue = await api.create('v3/call_queue/', { description: unique('Overflow'), extension: freeExtension(), wrap_up_time: 5 });
    const flow = unique('Night routing');
    await api.create('v1/call_flow/', {
      description: flow,
      draft: true,
      diagram: { nodes: [{ id: 'q', type: 'queue', data: { queue: queue.id } }], edges: [] },
    });
    await openAs(page, `/configuration/fifo-queue/${queue.id as number}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`This queue is used in these call flows and cannot be deleted: ${flow}.`)).toBeVisible();
  });
});
