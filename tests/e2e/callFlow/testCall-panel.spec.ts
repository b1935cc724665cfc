import { expect, test, type Page } from '@playwright/test';
import { block } from './canvas.ts';
import { apiAs, freeExtension, freeNumber, openAs, unique } from '../areas/helpers.ts';

/**
 * A flow as the API stores it: a menu (1: the schedule, open all week, then a greeting spoken
 * and the queue, voicemail when it is full; 2: a toggle, Day ends the call, Night to voicemail).
 */
function salesFlow(ids: { prompt: number; queue: number; box: number; shortcodes: [number, number] }) {
  const node = (id: string, type: string, x: number, y: number, data: Record<string, unknown> = {}) => ({ id, type, position: { x, y }, data });
  const link = (source: string, target: string, handle: string | null = null) => ({ id: `${source}-${handle ?? 'next'}`, source, source_handle: handle, target, target_handle: null });
  const always = { label: 'Always', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '00:00', to: '24:00' };
  return {
    nodes: [
      node('start', 'start', 0, 0),
      node('menu', 'option_menu', 0, 150, { prompts: [ids.prompt], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }], max_tries: 1, timeout: 5 }),
      node('hours', 'schedule', -250, 300, { timezone: 'Europe/Brussels', routes: [always] }),
      node('hello', 'speak', -250, 450, { text: 'Welcome to sales.', language: 'en-GB', voice: 'en-GB-Standard-A' }),
      node('queue', 'queue', -250, 600, { queue: ids.queue }),
      node('night', 'toggle', 250, 300, {
        options: [{ label: 'Day', shortcode: ids.shortcodes[0], active: true }, { label: 'Night', shortcode: ids.shortcodes[1], active: false }],
      }),
      node('box', 'voicemail', 0, 750, { box: ids.box }),
      node('end', 'end_call', 250, 600),
    ],
    edges: [
      link('start', 'menu'),
      link('menu', 'hours', 'option-0'),
      link('menu', 'night', 'option-1'),
      link('menu', 'end', 'timeout'),
      link('menu', 'end', 'invalid'),
      link('hours', 'hello', 'route-0'),
      link('hours', 'box', 'closed'),
      link('hello', 'queue'),
      link('queue', 'box', 'full'),
      link('night', 'end', 'option-0'),
      link('night', 'box', 'option-1'),
    ],
  };
}

/** Records what the page speaks (the browser's speech synthesis), answering at once. */
async function listenToSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    const synth = window.speechSynthesis;
    if (!synth) return;
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 10);
    };
  });
}

/** The designer's test call (issue 11) on a flow made through the API. */
test.describe('Test call in the designer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('runs a call through the flow, shows and highlights its path with reasons, steps through it with the prompts heard', async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first('v1/accounts/');
    const prompt = await api.first('v3/media_file/');
    const queue = await api.first('v3/call_queue/');
    const box = await api.first('v3/voicemail/box/');
    const code = freeExtension();
    const flow = await api.create('v1/call_flow/', {
      description: unique('Test call flow'), draft: false, diagram: salesFlow({ prompt: prompt.id, queue: queue.id, box: box.id, shortcodes: [code, code + 1] }),
    });
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'nl', call_flow: flow.id });

    await listenToSpeech(page);
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await page.getByTestId('cf-tab-test_call').click();
    const panel = page.getByTestId('test-call-panel');
    // The number routed to this flow is offered, and chosen until the tester types another.
    await expect(panel.getByTestId('test-call-dialled')).toHaveValue(did);
    await panel.getByTestId('test-call-caller').fill('+3225550199');
    await panel.getByTestId('test-call-keys').fill('1');
    await panel.getByTestId('test-call-run').click();

    const steps = panel.getByTestId('test-call-step');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(1)).toContainText('The caller presses 1: “Sales”.');
    await expect(steps.nth(2)).toContainText('route “Always” is open');
    await expect(steps.nth(3)).toContainText('Welcome to sales.');
    await expect(steps.nth(4)).toContainText('The call waits in the queue and is answered.');
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Queue.');
    await expect(block(page, 'queue')).toHaveClass(/cfd-highlighted/);
    await expect(block(page, 'box')).not.toHaveClass(/cfd-highlighted/);

    // The queue full: on to voicemail, at once.
    await panel.getByLabel('Queue is full').check();
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(4)).toContainText('The queue is full');
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Voicemail.');
    await expect(block(page, 'box')).toHaveClass(/cfd-highlighted/);

    // Stepping back: the path up to the step is highlighted; the menu's prompt is fetched and the greeting spoken.
    await panel.getByRole('button', { name: 'Previous step' }).click();
    await expect(panel.getByText('Path of the call: step 5 of 6')).toBeVisible();
    await expect(block(page, 'box')).not.toHaveClass(/cfd-highlighted/);
    const audio = page.waitForRequest((r) => r.url().includes(`/api/v3/media_file/${prompt.id}/audio/`));
    for (let i = 0; i < 3; i++) await panel.getByRole('button', { name: 'Previous step' }).click();
    await expect(panel.getByText('Path of the call: step 2 of 6')).toBeVisible();
    await audio;
    await panel.getByRole('button', { name: 'Next step' }).click();
    await panel.getByRole('button', { name: 'Next step' }).click();
    await expect(panel.getByText('Path of the call: step 4 of 6')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken)).toContainEqual({ text: 'Welcome to sales.', lang: 'en-GB' });

    // Key 2 with the toggle on Night.
    await panel.getByTestId('test-call-keys').fill('2');
    await panel.getByRole('combobox', { name: 'Choice/Toggle: option' }).click();
    await page.getByRole('option', { name: 'Night' }).click();
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toContainText('Choice/Toggle');
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Voicemail.');
  });

  test('saves test calls as test cases, runs them against the diagram, edits and deletes them', async ({ page, request }) => {
    const api = await apiAs(request);
    const prompt = await api.first('v3/media_file/');
    const queue = await api.first('v3/call_queue/');
    const box = await api.first('v3/voicemail/box/');
    const code = freeExtension();
    const flow = await api.create('v1/call_flow/', {
      description: unique('Test case flow'), draft: false, diagram: salesFlow({ prompt: prompt.id, queue: queue.id, box: box.id, shortcodes: [code, code + 1] }),
    });
    await openAs(page, `/call-flow-gui/${flow.id}`);
    await page.getByTestId('cf-tab-test_call').click();
    const panel = page.getByTestId('test-call-panel');
    const cases = panel.getByTestId('test-cases');
    await expect(cases).toContainText('No test cases yet.');
    await panel.getByTestId('test-call-keys').fill('1');
    await panel.getByTestId('test-call-run').click();
    await expect(panel.getByTestId('test-call-end')).toContainText('The call ends at Queue.');

    // Saved with where the path ends as what it must reach.
    await cases.getByRole('button', { name: 'Save as test case' }).click();
    let dialog = page.getByTestId('test-case-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Give the test case a name.');
    await dialog.getByTestId('test-case-name').fill('Sales reach the queue');
    await expect(dialog.getByRole('combobox', { name: 'Must reach' })).toHaveText('Queue');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(cases.getByTestId('test-case')).toHaveCount(1);
    await expect(cases.getByTestId('test-case').first()).toContainText('Must reach Queue');

    // A second one that must reach voicemail, which this call does not.
    await cases.getByRole('button', { name: 'Save as test case' }).click();
    dialog = page.getByTestId('test-case-dialog');
    await dialog.getByTestId('test-case-name').fill('Sales to voicemail');
    await dialog.getByRole('combobox', { name: 'Must reach' }).click();
    await page.getByRole('option', { name: 'Voicemail' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(cases.getByTestId('test-case')).toHaveCount(2);

    await cases.getByRole('button', { name: 'Run test cases' }).click();
    const results = cases.getByTestId('test-results');
    await expect(results).toContainText('1 of 2 test cases failed.');
    await expect(results.getByTestId('test-result').filter({ hasText: 'Sales reach the queue' })).toContainText('Passed');
    await expect(results.getByTestId('test-result').filter({ hasText: 'Sales to voicemail' })).toContainText('Failed: the call went elsewhere at Queue and ended at Queue.');
    const stored = (await api.call('GET', `v1/call_flow/${flow.id}/test_cases/`)).body as { results: { name: string; scenario: { keys: string[] }; expect: { block: string } }[] };
    expect(stored.results.map((tc) => [tc.name, tc.scenario.keys, tc.expect.block])).toEqual([
      ['Sales reach the queue', ['1'], 'queue'],
      ['Sales to voicemail', ['1'], 'box'],
    ]);

    // Edited to the queue full, it passes (the other keeps its own choices); loading it puts its choices back in the test call.
    await panel.getByLabel('Queue is full').check();
    await cases.getByRole('button', { name: 'Edit Sales to voicemail' }).click();
    dialog = page.getByTestId('test-case-dialog');
    await dialog.getByLabel("Replace its choices by the test call's current ones").check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await cases.getByRole('button', { name: 'Run test cases' }).click();
    await expect(results).toContainText('All 2 test cases passed.');
    await expect(results.getByTestId('test-result').filter({ hasText: 'Sales to voicemail' })).toContainText('Passed');

    await panel.getByLabel('Queue is full').uncheck();
    await panel.getByTestId('test-call-keys').fill('');
    await cases.getByRole('button', { name: 'Load Sales to voicemail into the test call' }).click();
    await expect(panel.getByTestId('test-call-keys')).toHaveValue('1');
    await expect(panel.getByLabel('Queue is full')).toBeChecked();

    await cases.getByRole('button', { name: 'Delete Sales reach the queue' }).click();
    await page.getByRole('dialog', { name: 'Delete test case' }).getByRole('button', { name: 'Delete' }).click();
    await expect(cases.getByTestId('test-case')).toHaveCount(1);
    expect(((await api.call('GET', `v1/call_flow/${flow.id}/test_cases/`)).body as { results: unknown[] }).results).toHaveLength(1);
  });
});
