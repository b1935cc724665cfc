import { expect, test } from '@playwright/test';
import { apiAs, freeNumber, openAs, rows, search, unique } from '../areas/helpers.ts';
import { signInIn, useLanguage } from '../support/language.ts';

/** How the portal writes a Brussels number: +32 2 xxx xx xx. */
const grouped = (did: string) => `+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`;

/** A menu (1: a schedule open all week, then a spoken text; 2 and no key: the end), as the API stores it. */
function menuFlow(prompt: number) {
  const node = (id: string, type: string, y: number, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y }, data });
  const link = (source: string, target: string, handle: string | null = null) => ({ id: `${source}-${handle ?? 'next'}`, source, source_handle: handle, target, target_handle: null });
  const always = { label: 'Always', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '00:00', to: '24:00' };
  return {
    nodes: [
      node('start', 'start', 0),
      node('menu', 'option_menu', 120, { prompts: [prompt], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }], max_tries: 1, timeout: 5 }),
      node('hours', 'schedule', 240, { timezone: 'Europe/Brussels', routes: [always] }),
      node('hello', 'speak', 360, { text: 'Welcome to sales.', language: 'en-GB', voice: 'en-GB-Standard-A' }),
      node('end', 'end_call', 480),
    ],
    edges: [
      link('start', 'menu'),
      link('menu', 'hours', 'option-0'),
      link('menu', 'end', 'option-1'),
      link('menu', 'end', 'timeout'),
      link('menu', 'end', 'invalid'),
      link('hours', 'hello', 'route-0'),
      link('hours', 'end', 'closed'),
      link('hello', 'end'),
    ],
  };
}

/** "Where does this number go" on the phone numbers (issue 11): the server's trace of the flow the number routes to. */
test.describe('Where does this number go', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows the path of a call to a number with the reason at each block, for the keys pressed, and opens the flow', async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first('v1/accounts/');
    const media = await api.first('v3/media_file/');
    const flow = await api.create('v1/call_flow/', { description: unique('Where test'), draft: false, diagram: menuFlow(media.id) });
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'nl', call_flow: flow.id });

    await openAs(page, '/configuration/did-routing');
    await search(page, did);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: `Where does ${grouped(did)} go?` }).click();
    const dialog = page.getByRole('dialog', { name: `Where does ${grouped(did)} go?` });
    await expect(dialog).toBeVisible();
    // The click on the row's action did not open the number.
    await expect(page).toHaveURL(/\/configuration\/did-routing\/?(\?|$)/);

    // No key pressed: the menu times out.
    const steps = dialog.getByTestId('test-call-step');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Start');
    await expect(steps.nth(0)).toContainText('The call enters the call flow.');
    await expect(steps.nth(1)).toContainText('Option Menu');
    await expect(steps.nth(1)).toContainText('No key is pressed');
    await expect(dialog.getByTestId('test-call-end')).toContainText('The call ends at End Call.');

    // Pressing 1: the menu's Sales option, the schedule open, the text spoken.
    await dialog.getByTestId('where-keys').fill('1');
    await dialog.getByTestId('where-run').click();
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(1)).toContainText('The caller presses 1: “Sales”.');
    await expect(steps.nth(2)).toContainText('Schedule');
    await expect(steps.nth(2)).toContainText('route “Always” is open');
    await expect(steps.nth(3)).toContainText('Welcome to sales.');
    await expect(steps.nth(4)).toContainText('End Call');

    await dialog.getByRole('link', { name: 'Open the call flow' }).click();
    await expect(page).toHaveURL(`/call-flow-gui/${flow.id}`);
  });

  test('says so when a number is routed to no call flow', async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first('v1/accounts/');
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'nl' });
    await openAs(page, '/configuration/did-routing');
    await search(page, did);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: `Where does ${grouped(did)} go?` }).click();
    await expect(page.getByTestId('where-not-routed')).toHaveText('This phone number is not routed to a call flow.');
    // The dialog's own button (the corner's cross is named Close too).
    await page.getByTestId('where-dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByTestId('where-dialog')).toHaveCount(0);
  });

  test("speaks Dutch: the dialog, the reasons and the end in the user's language", async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first('v1/accounts/');
    const diagram = {
      nodes: [
        { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
        { id: 'closed', type: 'speak', position: { x: 0, y: 120 }, data: { text: 'Wij zijn gesloten.', language: 'nl-BE', voice: 'nl-BE-Standard-A' } },
        { id: 'end', type: 'end_call', position: { x: 0, y: 240 }, data: {} },
      ],
      edges: [
        { id: 'a', source: 'start', source_handle: null, target: 'closed', target_handle: null },
        { id: 'b', source: 'closed', source_handle: null, target: 'end', target_handle: null },
      ],
    };
    const flow = await api.create('v1/call_flow/', { description: unique('Gesloten'), draft: false, diagram });
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'nl', call_flow: flow.id });

    await useLanguage(page, 'nl');
    await page.goto('/configuration/did-routing');
    await signInIn(page, 'nl', 'admin');
    await search(page, did);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: `Waar gaat ${grouped(did)} heen?` }).click();
    const dialog = page.getByRole('dialog', { name: `Waar gaat ${grouped(did)} heen?` });
    const steps = dialog.getByTestId('test-call-step');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('De oproep komt de call flow binnen.');
    await expect(steps.nth(1)).toContainText('Audiobestand maken');
    await expect(steps.nth(1)).toContainText('Wij zijn gesloten.');
    await expect(dialog.getByTestId('test-call-end')).toHaveText('De oproep eindigt bij Gesprek beëindigen.');
    await expect(dialog.getByRole('link', { name: 'De call flow openen' })).toHaveAttribute('href', `/call-flow-gui/${flow.id}`);
  });
});
