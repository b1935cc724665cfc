import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core as @axe-core/playwright carries it (4.11), put into the page once: AxeBuilder put
 * its half-megabyte script into the page on every analyze, which cost more than the checks on a
 * walk that moves through forty pages without a reload.
 */
const fromPlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromPlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What the portal is held to (issue 22): EN 301 549, whose web part is WCAG 2.1 level AA.
 * axe-core's tags for it; its best-practice rules (a region for all content, one main…) are not
 * part of the standard and are left out.
 */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules a page's language cannot change, left out when the same page was checked in another
 * language: colour contrast, axe's costliest rule by far (it computes every text's colours
 * behind it), is the theme's colours and no text. What the words change stays checked in every
 * language: names and labels, the page's lang, and a table or week that grows wide enough to
 * scroll sideways where the keyboard must reach it (scrollable-region-focusable).
 */
export const WORDS_ONLY = ['color-contrast'] as const;

/** The impacts a page may not have: a minor or moderate finding is reported by axe, not failed here. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical violations axe-core finds on the page as it is now (an open dialog
 * included), one text each: its rule, the elements it found and axe's help, so that a failure
 * says what to fix without a second run. `within` (a selector, e.g. `main`) checks that part
 * only: a walk over many pages checks the shell around them once, not on each. `skip`: rules
 * left out, by id (WORDS_ONLY for a second language).
 */
export async function seriousViolations(page: Page, within?: string, skip: readonly string[] = []): Promise<string[]> {
  // A dialog still fading in has the colours of neither state: axe would measure the contrast of a
  // half-drawn frame. Wait for the transitions that end (not the spinners that never do).
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not a script tag: the portal's CSP refuses inline scripts (as AxeBuilder does it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    // Only the violations are gathered: the passes (every node checked) are most of axe's work to report.
    ([context, tags, off]) => (window as unknown as { axe: { run(context: unknown, options: object): Promise<AxeResults> } }).axe.run(context ?? document, {
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
      resultTypes: ['violations'],
    }),
    [within, WCAG_21_AA, skip] as const,
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      // The first few elements say where; a rule broken on every row would bury the others.
      const targets = violation.nodes.slice(0, 3).map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      const more = violation.nodes.length > 3 ? [`    …and ${violation.nodes.length - 3} more`] : [];
      return [`${violation.id} (${violation.impact}): ${violation.help}`, `  ${violation.helpUrl}`, ...targets, ...more].join('\n');
    });
}

/**
 * Fails (softly) on any serious or critical violation; `context` names the page and state in
 * the message ("extensions, bulk edit open"); `within` and `skip` as for seriousViolations.
 */
export async function expectNoSeriousViolations(page: Page, context = page.url(), within?: string, skip: readonly string[] = []) {
  const report = await seriousViolations(page, within, skip);
  // Soft: the test goes on to its other pages and dialogs, so that one run lists every violation.
  expect.soft(report.length, `axe on ${context}:\n${report.join('\n')}`).toBe(0);
}
