import { expect, test, type Page } from '@playwright/test';
import { block, blocks, newFlow, selectedBlock, START_ONLY } from './canvas.ts';
import { openAs, unique } from '../areas/helpers.ts';
import { apiSession, signedInFromFirstLoad } from '../support/demo.ts';

/**
 * The designer's editing beyond the basics (issue 11): a block's properties in the side panel
 * (the engine's form, its selector offering the group's queues, a menu option that becomes a
 * port), copy and paste and duplicate of a selection with its inner link, auto-layout (ELK in its
 * worker, under the portal's CSP), who else is editing, and the unsaved diagram offered again.
 */

async function addFromPalette(page: Page, kind: string): Promise<string> {
  await page.getByTestId('cf-palette').getByRole('option', { name: kind, exact: true }).click();
  return selectedBlock(page);
}

test.describe('call-flow designer editing', () => {
  test('edits a block in the side panel: the selector offers the group’s queues, the node shows the choice', async ({ page, request }) => {
    const { api, flow } = await newFlow(request, unique('Designer properties'));
    const queues = (await api.call('GET', 'v3/call_queue/?page_size=100')).body as { results: { id: number; name?: string; description?: string }[] };
    const queue = queues.results[0];
    const queueName = (queue.name ?? queue.description)!;
    await openAs(page, `/call-flow-gui/${flow.id}`);

    const id = await addFromPalette(page, 'Queue');
    await expect(block(page, id)).toContainText('Not set yet');
    const selector = page.getByTestId('cf-properties').getByRole('combobox', { name: 'Queue', exact: true });
    await selector.click();
    await page.getByRole('option', { name: queueName }).click();
    await expect(block(page, id)).toContainText(queueName);
    // The block's own issue (no queue chosen) is gone; it is still not linked, in nor out.
    await page.getByTestId('cf-tab-issues').click();
    await expect(page.getByTestId('cf-issues').locator(`[data-block-id="${id}"]`)).toHaveCount(2);
    await expect(page.getByTestId('cf-issues')).not.toContainText('Choose a queue.');
    await page.getByTestId('cf-tab-properties').click();
  });

  test('copies, pastes and duplicates a selection with its inner link; auto-layout arranges the blocks', async ({ page, request }) => {
    const diagram = {
      nodes: [
        ...START_ONLY.nodes,
        { id: 'hello', type: 'speak', position: { x: 0, y: 0 }, data: { text: 'Hello', language: 'en-GB', voice: 'en-GB-Standard-A' } },
        { id: 'bye', type: 'end_call', position: { x: 0, y: 0 }, data: {} },
      ],
      edges: [
        { id: 'a', source: 'start', source_handle: null, target: 'hello', target_handle: null },
        { id: 'b', source: 'hello', source_handle: null, target: 'bye', target_handle: null },
      ],
    };
    const { flow } = await newFlow(request, unique('Designer copy'), diagram);
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await expect(blocks(page)).toHaveCount(3);

    // Every block sits on the same spot: auto-layout spreads them left to right, start first.
    await page.getByTestId('cf-layout').click();
    await expect
      .poll(async () => {
        // A block outside the view is not drawn (only what is in sight is), e.g. while the view moves
        // to fit: its box is asked for briefly, not waited for, so that the poll asks again.
        const boxes = await Promise.all(['start', 'hello', 'bye'].map((id) => block(page, id).boundingBox({ timeout: 500 }).catch(() => null)));
        if (boxes.some((box) => !box)) return false;
        const xs = boxes.map((box) => box!.x);
        return xs[0] < xs[1] && xs[1] < xs[2];
      })
      .toBe(true);

    // Select Hello and Bye (Ctrl+click), copy, paste: two more blocks and one more link (theirs).
    await block(page, 'hello').click();
    await block(page, 'bye').click({ modifiers: ['Control'] });
    await expect(page.getByTestId('cf-properties-empty')).toContainText('2 blocks selected');
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect(blocks(page)).toHaveCount(5);
    await expect(page.locator('.react-flow__edge')).toHaveCount(3);
    // Duplicate (Ctrl+D) of the pasted selection: two more, with their link.
    await page.keyboard.press('Control+d');
    await expect(blocks(page)).toHaveCount(7);
    await expect(page.locator('.react-flow__edge')).toHaveCount(4);
    // Copies nobody links to are unreachable: greyed, and listed as errors (not linked) and warnings.
    await expect(page.locator('.cfd-node.cfd-greyed')).toHaveCount(4);
    await page.keyboard.press('Control+z');
    await expect(blocks(page)).toHaveCount(5);
  });

  test('shows who else has the flow open, live', async ({ page, request }) => {
    const { api, flow } = await newFlow(request, unique('Designer presence'));
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await expect(block(page, 'start')).toBeVisible();
    await expect(page.getByTestId('cf-editors')).toHaveCount(0);
    // The reseller opens the same flow of the client group (a heartbeat, as their designer sends).
    const admin = await api.call('GET', 'v3/user/profile/');
    const reseller = await apiSession(request, 'reseller');
    const group = String((admin.body as { group_id: number }).group_id);
    const beat = await request.post(`/api/v1/call_flow/${flow.id}/editing/`, { headers: { ...reseller, 'Current-Group-Id': group }, data: {} });
    expect(beat.status()).toBe(200);
    await expect(page.getByTestId('cf-editors')).toContainText('Rita Reseller');
    await request.delete(`/api/v1/call_flow/${flow.id}/editing/`, { headers: { ...reseller, 'Current-Group-Id': group } });
    await expect(page.getByTestId('cf-editors')).toHaveCount(0);
  });

  test('offers the unsaved diagram a failed visit kept, and restores it as unsaved changes', async ({ page, request }) => {
    const { api, flow } = await newFlow(request, unique('Designer recovery'));
    const me = (await api.call('GET', 'v3/user/profile/')).body as { id: number };
    const kept = {
      diagram: { nodes: [...START_ONLY.nodes, { id: 'kept', type: 'end_call', position: { x: 300, y: 0 }, data: {} }], edges: [{ id: 'k', source: 'start', source_handle: null, target: 'kept', target_handle: null }] },
      version: 1,
      at: new Date().toISOString(),
    };
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`switchboard.callFlowDesigner.${me.id}.${flow.id}`, JSON.stringify(kept)] as const);
    // Not awaited by its menu (openAs): the dialog can open in the shell's first commit, and, modal,
    // it hides the menu from the page's accessible tree.
    await signedInFromFirstLoad(page, 'admin');
    await page.goto(`/call-flow-gui/${flow.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Unsaved diagram found');
    await page.getByTestId('cf-recovery-restore').click();
    await expect(block(page, 'kept')).toBeVisible();
    await expect(page.getByTestId('cf-dirty')).toBeVisible();
  });
});
