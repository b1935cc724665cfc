import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Where an e2e test's time goes (issue 26): opt-in reporter, `--reporter=list,./tests/e2e/support/stepTimes.ts`
 * with E2E_STEP_TIMES=<file>. Per test it writes one JSON line: its duration and retry, the time of
 * its fixtures (browser, context, page), its hooks, its page loads (page.goto, reload) and its
 * expectations, so that set-up and assertions can be told apart without a trace (which costs
 * more than the tests). Steps nest (an expect inside a hook): each is counted once, in the
 * outermost step of a kind this sorts.
 */
type Kind = 'fixture' | 'hook' | 'load' | 'expect' | 'other';

function kindOf(step: TestStep): Kind {
  if (step.category === 'fixture') return 'fixture';
  if (step.category === 'hook') return 'hook';
  if (step.category === 'expect') return 'expect';
  if (step.category === 'pw:api' && /^(Navigate|Reload|page\.goto|page\.reload)/i.test(step.title)) return 'load';
  return 'other';
}

function add(steps: readonly TestStep[], totals: Record<Kind, number>, loads: number[]) {
  for (const step of steps) {
    const kind = kindOf(step);
    if (kind === 'other') add(step.steps, totals, loads);
    else {
      totals[kind] += step.duration;
      if (kind === 'load') loads.push(step.duration);
    }
  }
}

export default class StepTimes implements Reporter {
  private readonly file = process.env.E2E_STEP_TIMES;

  onTestEnd(test: TestCase, result: TestResult) {
    if (!this.file) return;
    const totals: Record<Kind, number> = { fixture: 0, hook: 0, load: 0, expect: 0, other: 0 };
    const loads: number[] = [];
    add(result.steps, totals, loads);
    // A line per test as it ends: a run stopped half-way still says where its time went.
    appendFileSync(this.file, JSON.stringify({
      file: test.location.file.replace(/^.*?tests\/e2e\//, ''),
      title: test.titlePath().slice(2).join(' › '),
      retry: result.retry,
      status: result.status,
      worker: result.workerIndex,
      start: result.startTime.toISOString(),
      ms: result.duration,
      fixtureMs: totals.fixture,
      hookMs: totals.hook,
      loadMs: totals.load,
      loads: loads.length,
      expectMs: totals.expect,
    }) + '\n');
  }

  printsToStdio() {
    return false;
  }
}
