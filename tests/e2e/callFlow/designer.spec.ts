import { expect, test, type Locator, type Page } from '@playwright/test';
import { block, issues, link, newFlow, openIssues, selectedBlock, START_ONLY } from './canvas.ts';
import { openAs, unique } from '../areas/helpers.ts';

/**
 * The call-flow designer in Chromium (issue 11): blocks from the palette (keyboard and drag),
 * links drawn by dragging from a port, the issues the rules list and their fix, undo and redo,
 * save as draft, the confirmed save, and the stale-record dialog when someone saved meanwhile.
 */

function issue(page: Page, text: string | RegExp): Locator {
  return issues(page).getByTestId('cf-issue').filter({ hasText: text });
}

test.describe('call-flow designer', () => {
  test('builds a flow from the palette, lists and fixes its issues, undoes and redoes, saves a draft and confirms it', async ({ page, request }) => {
    const name = unique('Designer flow');
    const { api, flow } = await newFlow(request, name);
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await expect(page.getByTestId('cf-title')).toHaveText(name);
    await expect(block(page, 'start')).toBeVisible();

    // From the keyboard: into the palette, End to its last kind (End Call), Enter adds it selected.
    const palette = page.getByTestId('cf-palette');
    await palette.getByRole('option').first().focus();
    await page.keyboard.press('End');
    await expect(palette.getByRole('option', { name: 'End Call' })).toBeFocused();
    await page.keyboard.press('Enter');
    const end = await selectedBlock(page);
    await expect(block(page, end)).toContainText('End Call');
    await expect(page.getByTestId('cf-properties')).toContainText('This block has no properties.');

    // The rules list what is wrong, each at its block: nothing links to End Call, the start leads nowhere.
    await openIssues(page);
    await expect(issue(page, 'No block links to this block.')).toHaveAttribute('data-block-id', end);
    await expect(issue(page, 'The start block is not connected to any block.')).toHaveAttribute('data-severity', 'error');
    await expect(block(page, end).getByTestId('cf-block-issues')).toHaveText('1');

    // A click on a message selects its block.
    await issue(page, 'No block links to this block.').click();
    await expect(block(page, end).locator('xpath=..')).toHaveClass(/selected/);

    // Dragging from the start's port to End Call's input fixes both.
    await link(page, 'start', 'next', end);
    await expect(issues(page)).toContainText('No errors or warnings.');
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);

    // Undo takes the link back (the issues return), redo puts it back.
    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('Control+z');
    await expect(page.locator('.react-flow__edge')).toHaveCount(0);
    await expect(issue(page, 'The start block is not connected to any block.')).toBeVisible();
    await page.keyboard.press('Control+Shift+z');
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    await expect(issues(page)).toContainText('No errors or warnings.');

    // A block dragged from the palette lands on the canvas; unlinked and unset, it is an error again.
    await palette.getByRole('option', { name: 'Queue' }).dragTo(page.locator('.react-flow__pane'), { targetPosition: { x: 120, y: 80 } });
    const queue = await selectedBlock(page);
    await expect(block(page, queue)).toBeVisible();
    await openIssues(page);
    await expect(issues(page).getByTestId('cf-issue').filter({ has: page.locator(`[data-block-id="${queue}"]`) }).or(issues(page).locator(`[data-block-id="${queue}"]`)).first()).toBeVisible();
    await expect(page.getByTestId('cf-confirm')).toBeEnabled();

    // An error blocks a confirmed save, in the dialog already.
    await page.getByTestId('cf-confirm').click();
    await expect(page.getByRole('dialog')).toContainText(/The diagram has \d+ errors?/);
    await expect(page.getByTestId('cf-confirm-submit')).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Delete removes the selected block (and its links); the diagram is valid again.
    await block(page, queue).click();
    await page.keyboard.press('Delete');
    await expect(block(page, queue)).toHaveCount(0);
    await expect(issues(page)).toContainText('No errors or warnings.');

    // Save as draft: a concept keeps its diagram.
    await expect(page.getByTestId('cf-dirty')).toBeVisible();
    await page.getByTestId('cf-save-draft').click();
    await expect(page.getByText('Draft saved. Calls still follow the confirmed diagram.')).toBeVisible();
    await expect(page.getByTestId('cf-dirty')).toHaveCount(0);
    const drafted = (await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { draft: boolean; diagram: { nodes: { type: string }[]; edges: unknown[] } };
    expect(drafted.draft).toBe(true);
    expect(drafted.diagram.nodes.map((n) => n.type).sort()).toEqual(['end_call', 'start']);
    expect(drafted.diagram.edges).toHaveLength(1);

    // Confirm, with a comment for the history: the flow is active.
    await page.getByTestId('cf-confirm').click();
    await page.getByLabel('Comment (optional)').fill('First version');
    await page.getByTestId('cf-confirm-submit').click();
    await expect(page.getByText(/Call flow confirmed: revision \d+ is live\./)).toBeVisible();
    const confirmed = (await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { draft: boolean; working_diagram: unknown };
    expect(confirmed.draft).toBe(false);
    expect(confirmed.working_diagram ?? null).toBeNull();
    const revisions = (await api.call('GET', `v1/call_flow/${flow.id}/revisions/`)).body as { results: { comment: string | null }[] };
    expect(revisions.results[0].comment).toBe('First version');
  });

  test('someone else saved meanwhile: the stale-record dialog, nothing overwritten, and the latest version on request', async ({ page, request }) => {
    const name = unique('Designer stale');
    const { api, flow } = await newFlow(request, name);
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await expect(block(page, 'start')).toBeVisible();

    // Another editor saves a diagram with an End Call block behind this page's back.
    const theirs = {
      nodes: [...START_ONLY.nodes, { id: 'theirs', type: 'end_call', position: { x: 300, y: 0 }, data: {} }],
      edges: [{ id: 'l1', source: 'start', source_handle: null, target: 'theirs', target_handle: null }],
    };
    const current = (await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { version: number };
    expect((await api.call('PATCH', `v1/call_flow/${flow.id}/`, { diagram: theirs }, { 'If-Match': `"${current.version}"` })).status).toBe(200);

    // This page adds a block of its own and saves: refused, the dialog says so, nothing is lost.
    await page.getByTestId('cf-palette').getByRole('option', { name: 'Voicemail' }).click();
    const mine = await selectedBlock(page);
    await page.getByTestId('cf-save-draft').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Someone else changed this record');
    await dialog.getByRole('button', { name: 'Keep my input on screen' }).click();
    await expect(block(page, mine)).toBeVisible();
    const stored = (await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { diagram: { nodes: { id: string }[] } };
    expect(stored.diagram.nodes.map((n) => n.id).sort()).toEqual(['start', 'theirs']);

    // Asked again, the latest version replaces the page's diagram.
    await page.getByTestId('cf-save-draft').click();
    await dialog.getByRole('button', { name: 'Load the latest version' }).click();
    await expect(block(page, 'theirs')).toBeVisible();
    await expect(block(page, mine)).toHaveCount(0);
    await expect(page.getByTestId('cf-dirty')).toHaveCount(0);
  });
});
