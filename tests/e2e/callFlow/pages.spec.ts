import { expect, test, type Page } from '@playwright/test';
import { apiAs, freeNumber, openAs, rows, search, unique } from '../areas/helpers.ts';
import { signInIn, useLanguage } from '../support/language.ts';

/** A valid flow: a menu (1: a spoken text, 2, no key and a wrong key: the end), as the API stores it. */
function menuFlow(prompt: number, timeout = 5) {
  const node = (id: string, type: string, y: number, data: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y }, data });
  const link = (source: string, target: string, handle: string | null = null) => ({ id: `${source}-${handle ?? 'next'}`, source, source_handle: handle, target, target_handle: null });
  return {
    nodes: [
      node('start', 'start', 0),
      node('menu', 'option_menu', 120, { prompts: [prompt], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }], max_tries: 3, timeout }),
      node('hello', 'speak', 240, { text: 'Welcome to sales.', language: 'en-GB', voice: 'en-GB-Standard-A' }),
      node('end', 'end_call', 360),
    ],
    edges: [link('start', 'menu'), link('menu', 'hello', 'option-0'), link('menu', 'end', 'option-1'), link('menu', 'end', 'timeout'), link('menu', 'end', 'invalid'), link('hello', 'end')],
  };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

/** An active flow of the test's own, with a revision per diagram given (confirmed saves, oldest first). */
async function activeFlow(api: Api, name: string, ...diagrams: ReturnType<typeof menuFlow>[]) {
  const flow = await api.create<{ description: string }>('v1/call_flow/', { description: name, draft: false, diagram: diagrams[0] });
  let version = flow.version;
  for (const [index, diagram] of diagrams.entries()) {
    const answer = await api.call('POST', `v1/call_flow/${flow.id}/confirm/`, { version, description: name, diagram, comment: `Step ${index + 1}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    version = (answer.body as { call_flow: { version: number } }).call_flow.version;
  }
  return flow;
}

/** Shows a tab of the list and waits for its own (new, empty) search box. */
async function showTab(page: Page, tab: 'Active' | 'Drafts') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('searchbox', { name: `Search ${tab}` })).toHaveValue('');
}

/** Searches the tab shown for one flow of the test's own. */
async function findFlow(page: Page, name: string) {
  await search(page, name);
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

test.describe('Call flow pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('list the seeded active flows and the drafts in two tabs, searched on the server', async ({ page }) => {
    await openAs(page, '/call-flow');
    await expect(page.getByRole('heading', { level: 1, name: 'Call flows' })).toBeVisible();
    // The breadcrumb of the list is a link too (portal-overview §2).
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Call Flow' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Active' });
    await expect(list.getByRole('link', { name: 'Reception - office hours', exact: true })).toBeVisible();
    await expect(list.getByRole('link', { name: 'New appointment menu (draft)', exact: true })).toHaveCount(0);
    // Each flow names the phone numbers routed to it (issue 27), grouped as every list writes them.
    const reception = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'Reception - office hours', exact: true }) });
    await expect(reception).toContainText(/\+32 2 588 01 00, \+32 2 588 01 01 and \d+ more/);

    await showTab(page, 'Drafts');
    await expect(page).toHaveURL(/\/call-flow\?list=draft$/);
    const drafts = page.getByRole('table', { name: 'Drafts' });
    await expect(drafts.getByRole('link', { name: 'New appointment menu (draft)', exact: true })).toBeVisible();
    await expect(drafts.getByRole('link', { name: 'Reception - office hours', exact: true })).toHaveCount(0);
    await search(page, 'appointment');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('list-total')).toHaveText('1 call flow');
    await search(page, 'no flow is called this');
    await expect(page.getByText('No call flow matches your search.')).toBeVisible();
  });

  test('a new call flow is a draft with its start block, and the designer opens on it', async ({ page, request }) => {
    const api = await apiAs(request);
    const name = unique('New flow');
    await openAs(page, '/call-flow');
    await page.getByRole('button', { name: 'New call flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New call flow' });
    // The name is required before anything is sent.
    await dialog.getByRole('button', { name: 'Create and open designer' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create and open designer' }).click();
    await expect(page).toHaveURL(/\/call-flow-gui\/\d+$/);
    const id = Number(page.url().split('/').pop());
    // The designer's trail: Call Flow › the flow (its page) › Designer.
    const trail = page.getByRole('navigation', { name: 'You are here' });
    await expect(trail.getByRole('link', { name: 'Call Flow' })).toHaveAttribute('href', '/call-flow');
    await expect(trail.getByRole('link', { name })).toHaveAttribute('href', `/call-flow/${id}`);
    await expect(trail.getByText('Designer', { exact: true })).toBeVisible();
    const stored = (await api.call('GET', `v1/call_flow/${id}/`)).body as { description: string; draft: boolean; diagram: { nodes: { type: string }[] } };
    expect(stored.description).toBe(name);
    expect(stored.draft).toBe(true);
    expect(stored.diagram.nodes.map((node) => node.type)).toEqual(['start']);
  });

  test('duplicate makes a draft copy; delete is refused while phone numbers route to the flow, naming them', async ({ page, request }) => {
    const api = await apiAs(request);
    const media = await api.first('v3/media_file/');
    const account = await api.first('v1/accounts/');
    const name = unique('Copied flow');
    const flow = await activeFlow(api, name, menuFlow(media.id));
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'en', call_flow: flow.id });

    await openAs(page, '/call-flow');
    let row = await findFlow(page, name);
    await row.getByRole('button', { name: `Duplicate ${name}` }).click();
    await expect(page.getByText(/Copied as the draft “.+”\./)).toBeVisible();
    // The copy is a draft: the drafts tab is shown, where it is found.
    await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search Drafts' })).toBeVisible();
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    const copyName = (await rows(page).first().getByRole('link').first().textContent())!;
    expect(copyName).not.toBe(name);
    expect(copyName).toContain(name);

    await showTab(page, 'Active');
    row = await findFlow(page, name);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('This call flow is used by these phone numbers and cannot be deleted');
    await expect(refusal).toContainText(did.slice(-7));
    // Nothing more to confirm: the dialog only closes.
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    expect((await api.call('GET', `v1/call_flow/${flow.id}/`)).status).toBe(200);

    // The copy is used by nothing: it goes.
    await showTab(page, 'Drafts');
    row = await findFlow(page, copyName);
    await row.getByRole('button', { name: `Delete ${copyName}` }).click();
    await page.getByRole('dialog', { name: `Delete “${copyName}”?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Call flow “${copyName}” deleted.`)).toBeVisible();
    await expect(page.getByText('No call flow matches your search.')).toBeVisible();
  });

  test('one flow: its numbers, its revisions, a compare that marks the changed block, and a restore', async ({ page, request }) => {
    const api = await apiAs(request);
    const media = await api.first('v3/media_file/');
    const account = await api.first('v1/accounts/');
    const name = unique('Revised flow');
    const flow = await activeFlow(api, name, menuFlow(media.id, 5), menuFlow(media.id, 10));
    const did = freeNumber();
    const number = await api.create<{ did: string }>('v1/did_routing/', { did, account: account.id, language: 'en', call_flow: flow.id });

    await openAs(page, `/call-flow/${flow.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The trail names the flow, and the call-flow crumb is a link.
    const trail = page.getByRole('navigation', { name: 'You are here' });
    await expect(trail.getByRole('link', { name: 'Call Flow' })).toHaveAttribute('href', '/call-flow');
    await expect(trail.getByText(name)).toBeVisible();
    await expect(page.getByText('This call flow is active: calls to its phone numbers follow its diagram.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open designer' })).toHaveAttribute('href', `/call-flow-gui/${flow.id}`);

    const numbers = page.getByTestId('call-flow-numbers');
    await expect(numbers.getByRole('link')).toHaveCount(1);
    await expect(numbers.getByRole('link')).toHaveAttribute('href', `/configuration/did-routing/${number.id}`);
    // Written as every list writes numbers: grouped internationally (issue 27).
    await expect(numbers.getByRole('link')).toHaveText(`+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`);

    const revisions = page.getByRole('table', { name: 'Revisions' });
    await expect(revisions.locator('tbody tr')).toHaveCount(2);
    // Newest first, with who and the comment.
    await expect(revisions.locator('tbody tr').first()).toContainText('Step 2');
    await expect(revisions.locator('tbody tr').first()).toContainText('Alice Admin');

    await page.getByRole('button', { name: 'Compare revision 1 with the current diagram' }).click();
    const compare = page.getByTestId('compare-view');
    await expect(compare).toBeVisible();
    // The menu's timeout changed: marked on both sides, listed with the setting.
    await expect(compare.getByTestId('compare-before').locator('[data-block-id="menu"].cfd-mark-changed')).toHaveCount(1);
    await expect(compare.getByTestId('compare-after').locator('.cfd-mark-changed[data-block-id="menu"]')).toHaveCount(1);
    await expect(compare.getByTestId('compare-after').locator('[data-block-id="hello"].cfd-mark-changed')).toHaveCount(0);
    const differences = compare.getByTestId('compare-differences');
    await expect(differences.getByRole('listitem')).toHaveCount(1);
    await expect(differences).toContainText('Changed: Option Menu');
    await expect(differences).toContainText('Timeout (seconds)');

    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore revision 1?' });
    await expect(dialog).toContainText('Calls keep following the live diagram');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Revision 1 restored as working changes. Open the designer to confirm it.')).toBeVisible();
    await expect(page.getByText('Unconfirmed changes')).toBeVisible();
    const stored = (await api.call('GET', `v1/call_flow/${flow.id}/`)).body as { diagram: ReturnType<typeof menuFlow>; working_diagram: ReturnType<typeof menuFlow> | null };
    expect(stored.working_diagram?.nodes.find((node) => node.id === 'menu')?.data.timeout).toBe(5);
    expect(stored.diagram.nodes.find((node) => node.id === 'menu')?.data.timeout).toBe(10);
  });

  test('a plain user may make call flows, but not delete or restore a shared flow they do not own', async ({ page }) => {
    await openAs(page, '/call-flow', 'user');
    const shared = page.getByRole('link', { name: 'Reception - office hours', exact: true });
    await expect(shared).toBeVisible();
    // Call flows are owned records: a plain user makes their own (and owns it).
    await expect(page.getByRole('button', { name: 'New call flow' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Reception - office hours' })).toHaveCount(0);
    await shared.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reception - office hours' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Revisions' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Restore revision/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('in French: the page of a flow, its compare and the lists', async ({ page, request }) => {
    const api = await apiAs(request);
    const media = await api.first('v3/media_file/');
    const name = unique('Flux');
    const flow = await activeFlow(api, name, menuFlow(media.id, 5), menuFlow(media.id, 8));
    await useLanguage(page, 'fr');
    await page.goto(`/call-flow/${flow.id}`);
    await signInIn(page, 'fr', 'admin');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Ce flux d’appels est actif : les appels vers ses numéros suivent son diagramme.')).toBeVisible();
    await page.getByRole('button', { name: 'Comparer la révision 1 au diagramme actuel' }).click();
    await expect(page.getByTestId('compare-differences')).toContainText('Modifié : Menu d’options');
    await page.getByRole('link', { name: 'Flux d’appels', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Flux d’appels' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Brouillons' })).toBeVisible();
  });
});
