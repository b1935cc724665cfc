import { expect, test, type Page } from '@playwright/test';
import { block, issues, link, openIssues, selectedBlock, START_ONLY } from './canvas.ts';
import { apiAs, choose, freeNumber, openAs, rows, search, unique } from '../areas/helpers.ts';

/**
 * Issue 11's whole flow in Chromium: a menu → schedule → queue → voicemail flow built from the
 * palette, saved as a draft, its errors (as the editor lists them) fixed, saved confirmed, a
 * phone number routed to it, and a test call that shows the path.
 */
/** A Monday morning, when the schedule's default route (Monday to Friday, 09:00–17:00) is open. */
const MONDAY_MORNING = '203001071000';

/** Drags a kind from the palette onto the canvas and answers the new block's id. */
async function addBlock(page: Page, kind: string, x: number, y: number): Promise<string> {
  await page.getByTestId('cf-palette').getByRole('option', { name: kind, exact: true }).dragTo(page.locator('.react-flow__pane'), { targetPosition: { x, y } });
  return selectedBlock(page);
}

async function fixAt(page: Page, issue: string, blockId: string) {
  await openIssues(page);
  await issues(page).getByTestId('cf-issue').filter({ hasText: issue }).click();
  await page.getByTestId('cf-tab-properties').click();
  expect(await selectedBlock(page)).toBe(blockId);
}

test.describe('Call flow from scratch to a test call', () => {
  test.describe.configure({ timeout: 180_000 });

  test('builds menu → schedule → queue → voicemail, fixes its errors, confirms it, routes a number to it and follows a test call', async ({ page, request }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const api = await apiAs(request);
    const prompt = await api.first<{ description: string }>('v3/media_file/');
    const queue = await api.first<{ description: string }>('v3/call_queue/');
    const box = await api.first<{ description: string }>('v3/voicemail/box/');
    const account = await api.first<{ name: string }>('v1/accounts/');
    const name = unique('Main line');
    const flow = await api.create('v1/call_flow/', { description: name, draft: true, diagram: START_ONLY });

    // Built from the palette, each block where it is dropped.
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await expect(block(page, 'start')).toBeVisible();
    const menu = await addBlock(page, 'Option Menu', 80, 60);
    const hours = await addBlock(page, 'Schedule', 80, 260);
    const waiting = await addBlock(page, 'Queue', 80, 460);
    const voicemail = await addBlock(page, 'Voicemail', 420, 620);
    await page.getByTestId('cf-layout').click();
    // The layout runs in a worker; its button is enabled again when the blocks have moved.
    await expect(page.getByTestId('cf-layout')).toBeEnabled();
    await link(page, 'start', 'next', menu);
    await link(page, menu, 'option-0', hours);
    await link(page, menu, 'timeout', voicemail);
    await link(page, menu, 'invalid', voicemail);
    await link(page, hours, 'route-0', waiting);
    await link(page, hours, 'closed', voicemail);
    await link(page, waiting, 'full', voicemail);
    await expect(page.locator('.react-flow__edge')).toHaveCount(7);

    // Unfinished, it is saved as a draft all the same.
    await page.getByTestId('cf-save-draft').click();
    await expect(page.getByText('Draft saved. Calls still follow the confirmed diagram.')).toBeVisible();

    // The editor lists what is missing, each at its block; fixed in the blocks' properties.
    await openIssues(page);
    await expect(issues(page).getByTestId('cf-issue').filter({ hasText: 'Choose at least one prompt.' })).toHaveAttribute('data-block-id', menu);
    await expect(issues(page).getByTestId('cf-issue').filter({ hasText: 'Choose a queue.' })).toHaveAttribute('data-block-id', waiting);
    await expect(issues(page).getByTestId('cf-issue').filter({ hasText: 'Choose a voicemail box.' })).toHaveAttribute('data-block-id', voicemail);
    await page.getByTestId('cf-confirm').click();
    await expect(page.getByTestId('cf-confirm-submit')).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Each issue, clicked, selects its block (and brings it into view) for its properties.
    await fixAt(page, 'Choose at least one prompt.', menu);
    await choose(page, 'Prompts', prompt.description.slice(0, 6), prompt.description);
    // The route's Label is marked required, and so the rules require it too (issue 27).
    await fixAt(page, 'Route 1 needs a label.', hours);
    // Clicked first: the block form takes what the user types (a key or a click), not what RJSF fills in.
    const routeLabel = page.getByRole('textbox', { name: /^Label/ });
    await routeLabel.click();
    await routeLabel.fill('Open');
    await fixAt(page, 'Choose a queue.', waiting);
    await choose(page, /^Queue$/, queue.description.slice(0, 6), queue.description);
    await fixAt(page, 'Choose a voicemail box.', voicemail);
    await choose(page, 'Voicemail box', box.description.slice(0, 6), box.description);
    await openIssues(page);
    await expect(issues(page)).toContainText('No errors or warnings.');

    // Confirmed: the flow is active.
    await page.getByTestId('cf-confirm').click();
    await page.getByTestId('cf-confirm-submit').click();
    await expect(page.getByText(/Call flow confirmed: revision \d+ is live\./)).toBeVisible();
    expect(((await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { draft: boolean }).draft).toBe(false);

    // A phone number routed to it, on the phone numbers' form.
    const did = freeNumber();
    const grouped = `+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`;
    await page.goto('/configuration/did-routing/create');
    await page.getByLabel(/^Phone number/).fill(grouped);
    await choose(page, 'Account', account.name.slice(0, 6), account.name);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await choose(page, /^Call flow/, name, name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${grouped} was created.`)).toBeVisible();

    // The test call: that number, a Monday morning, key 1: through the open schedule into the queue.
    await page.goto(`/call-flow-gui/${flow.id}`);
    await page.getByTestId('cf-tab-test_call').click();
    const panel = page.getByTestId('test-call-panel');
    await expect(panel.getByTestId('test-call-dialled')).toHaveValue(did);
    await panel.getByTestId('test-call-caller').fill('+3225550123');
    await panel.getByTestId('test-call-keys').fill('1');
    // The picker's first section is the year (Y-m-d H:i): typed from there, section after section.
    await panel.getByTestId('test-call-at').getByRole('spinbutton').first().click();
    await page.keyboard.type(MONDAY_MORNING);
    await panel.getByTestId('test-call-run').click();
    const steps = panel.getByTestId('test-call-step');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Start');
    await expect(steps.nth(1)).toContainText('Option Menu');
    await expect(steps.nth(1)).toContainText('The caller presses 1');
    await expect(steps.nth(2)).toContainText('Schedule');
    await expect(steps.nth(2)).toContainText('is open');
    await expect(steps.nth(3)).toContainText('The call waits in the queue and is answered.');
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Queue.');
    for (const id of ['start', menu, hours, waiting]) await expect(block(page, id)).toHaveClass(/cfd-highlighted/);
    await expect(block(page, voicemail)).not.toHaveClass(/cfd-highlighted/);

    // The queue full: on to voicemail.
    await panel.getByLabel('Queue is full').check();
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Voicemail.');
    await expect(block(page, voicemail)).toHaveClass(/cfd-highlighted/);

    // From the phone numbers' list, the same trace: no key pressed, the menu times out to voicemail.
    await page.goto('/configuration/did-routing');
    await search(page, did);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().getByRole('button', { name: `Where does ${grouped} go?` }).click();
    const where = page.getByTestId('where-dialog');
    await expect(where.getByTestId('test-call-step').nth(1)).toContainText('No key is pressed');
    await expect(where.getByTestId('test-call-end')).toContainText('The call ends at Voicemail.');
  });
});
