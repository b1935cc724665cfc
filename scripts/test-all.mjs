// `npm test`: every check in order, carrying on after a failure so that one run shows them all,
// then a summary per runner with the seconds each took. Exits non-zero when a step fails or a
// test runner ran no tests.
// `npm run test:quick` (--quick): the inner loop, well under a minute: core/'s type check, lint
// of the files changed since HEAD (and new ones), and the unit project (pure code, in Node).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { portalBuildIsStale } from './lib/portalBuild.mjs';
import { seedAhead } from './lib/e2eSeed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const reports = mkdtempSync(join(tmpdir(), 'switchboard-test-reports-'));
const bin = (path) => join(root, 'node_modules', path);

/**
 * Runs a Node.js script. With `output`, its stdout and stderr are collected there instead of
 * shown, so that steps run side by side print one after another (printSideBySide).
 */
function run(args, env = {}, output) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', ...process.env, ...env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The files that took longest, from a runner's JSON report: `[file, seconds]` pairs, slowest
 * first. Printed under each runner, so that every run (and .ci/run's log) says where the time of
 * a project went, and a file that grew slow shows up without timing it by hand.
 */
function slowest(secondsByFile, count = 8) {
  return Object.entries(secondsByFile).sort((a, b) => b[1] - a[1]).slice(0, count);
}
const relative = (file) => file.replace(`${root}`, '').replace(/^\//, '');

/** Seconds per file of a vitest JSON report: from its first test's start to its last test's end. */
function vitestSeconds(json) {
  const seconds = {};
  for (const file of json?.testResults ?? []) seconds[relative(file.name)] = (file.endTime - file.startTime) / 1000;
  return seconds;
}

/** Seconds per spec file of a Playwright JSON report: every try of every test in it, added up. */
function playwrightSeconds(json) {
  const seconds = {};
  const visit = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) seconds[own] = (seconds[own] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of json?.suites ?? []) visit(suite);
  return seconds;
}

/** A failure's message cut to its first lines: enough to know which check failed, and how. */
const firstLines = (message = '') => stripVTControlCharacters(message).split('\n').filter((l) => l.trim() && !/^\s*at /.test(l)).slice(0, 4).join('\n      ');

/**
 * The failed tests of a vitest JSON report, each with its file and the start of its message:
 * printed again after the summary, since a log read from its end (as CI's is) shows the table
 * but not the failure hundreds of lines above it.
 */
function vitestFailures(json) {
  return (json?.testResults ?? []).flatMap((file) => {
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    // A file that failed to load has no failed test, only its own message.
    if (!failed.length && file.status === 'failed') return [{ title: relative(file.name), message: firstLines(file.message) }];
    return failed.map((t) => ({ title: `${relative(file.name)} › ${t.fullName}`, message: firstLines(t.failureMessages?.[0]) }));
  });
}

/** The failed and the flaky tests of a Playwright JSON report, with their first try's error. */
function playwrightFailures(json) {
  const found = [];
  const visit = (suite, file) => {
    const own = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error;
        found.push({ title: `${test.status === 'flaky' ? '(flaky) ' : ''}${own}:${spec.line} › ${spec.title}`, message: firstLines(error?.message) });
      }
    }
    for (const child of suite.suites ?? []) visit(child, own);
  };
  for (const suite of json?.suites ?? []) visit(suite);
  return found;
}

/** A step that either passes or fails, without test counts (type check, lint). */
const check = (name, args) => ({
  name,
  async run(output) {
    return { ok: (await run(args, {}, output)) === 0 };
  },
});

/**
 * Steps that each use one core and need nothing from each other (the type checks, lint): run side
 * by side on the machine's cores, which took the four from about 95 s to 50 s on two cores, and
 * printed one after another.
 */
const sideBySide = (...group) => ({ group });

/**
 * A vitest project. --passWithNoTests: an empty project would otherwise fail with vitest's own
 * message; the summary reports it as "ran no tests" instead, which still fails the run.
 */
const vitest = (project) => ({
  name: project,
  counted: true,
  async run() {
    const output = join(reports, `${project}.json`);
    const code = await run([
      bin('vitest/vitest.mjs'), 'run', '--project', project, '--passWithNoTests',
      '--reporter=default', '--reporter=json', `--outputFile.json=${output}`,
    ]);
    const json = readJson(output);
    return {
      ok: code === 0,
      passed: json?.numPassedTests ?? 0,
      failed: json?.numFailedTests ?? 0,
      skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
      slowest: slowest(vitestSeconds(json)),
      failures: vitestFailures(json),
    };
  },
});

const PLAYWRIGHT_CONFIGS = ['playwright.config.ts', 'playwright.config.js', 'playwright.config.mjs'];
const hasPlaywright = () => PLAYWRIGHT_CONFIGS.some((f) => existsSync(join(root, f)));

/**
 * The portal's build for the e2e tests, started with the first step at the lowest priority
 * (nice 19): it runs on what the steps before e2e leave of the two cores (the API tests wait for
 * their spawned servers, Kamailio and SIPp) instead of at the start of the e2e step, where it
 * held the tests back. The e2e server then finds dist/ up to date (scripts/lib/portalBuild.mjs).
 * Not built when dist/ is already newer than its sources.
 */
function buildInBackground() {
  const output = [];
  const started = performance.now();
  if (!portalBuildIsStale()) return Promise.resolve({ code: 0, seconds: 0, output, skipped: true });
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '19', process.execPath, bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (code) => resolve({ code, seconds: (performance.now() - started) / 1000, output });
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      end(1);
    });
  });
}

let portalBuild;
/** The e2e server's demo data, seeded beside the steps before e2e as the build is (scripts/lib/e2eSeed.mjs). */
let e2eSeed;
const E2E_SEEDED_DIR = join(reports, 'e2e-seeded');

const playwright = {
  name: 'e2e',
  counted: true,
  async run() {
    if (!hasPlaywright()) return { skippedStep: 'no playwright.config.ts' };
    if (portalBuild) {
      const built = await portalBuild;
      if (built.skipped) console.log('The portal build in dist/ is up to date.');
      else {
        process.stdout.write(Buffer.concat(built.output));
        // Its seconds overlap the steps before; only what is left of it is this step's.
        console.log(`The portal built beside the steps before (${built.seconds.toFixed(1)} s from the run's start)${built.code === 0 ? '' : ': FAILED, the e2e server builds it again'}.`);
      }
    }
    const seeded = e2eSeed ? await e2eSeed : false;
    const output = join(reports, 'e2e.json');
    const code = await run([bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      // The server copies this data rather than seeding while the tests wait; without it, it seeds.
      ...(seeded ? { E2E_SEEDED_DIR } : {}),
    });
    const json = readJson(output);
    const stats = json?.stats ?? {};
    return {
      ok: code === 0,
      flaky: stats.flaky ?? 0,
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
      // Summed over tests, which run on several workers: more than the step's own seconds.
      slowest: slowest(playwrightSeconds(json)),
      failures: playwrightFailures(json),
    };
  },
};

/** Files changed since HEAD, staged or not, and new ones: what `--quick` lints. */
function changedFiles() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
  try {
    const files = new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]);
    return [...files].filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && existsSync(join(root, f)));
  } catch {
    return undefined;
  }
}

const quick = process.argv.includes('--quick');
const lintChanged = () => {
  const files = changedFiles();
  if (files === undefined) return check('lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0']);
  if (files.length === 0) return { name: 'lint (changed files)', run: async () => ({ skippedStep: 'no changed files' }) };
  return check(`lint (${files.length} changed)`, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '--no-warn-ignored', ...files]);
};

const steps = quick ? [
  check('typecheck core', [bin('typescript/bin/tsc'), '-p', 'core/tsconfig.json', '--noEmit']),
  lintChanged(),
  vitest('unit'),
] : [
  sideBySide(
    check('typecheck', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']),
    // core/ again without the DOM and Node.js types: code both sides run may use neither.
    check('typecheck core', [bin('typescript/bin/tsc'), '-p', 'core/tsconfig.json', '--noEmit']),
    check('lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0']),
    // The API description must lint without errors (redocly.yaml holds the rules).
    check('openapi', [bin('@redocly/cli/bin/cli.js'), 'lint', 'generated/openapi.json', '--format=summary']),
  ),
  vitest('unit'),
  vitest('component'),
  vitest('api'),
  playwright,
];

if (!quick && !process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (CI runs them on PostgreSQL too).');
}

const results = [];

/** Runs one step (its output collected in `output` when given) and records its verdict. */
async function runStep(step, output) {
  const started = performance.now();
  // The machine's mean load while the step ran: it is shared, and the same four e2e specs took
  // 196 s of test time at load 3–7 and 1,030 s at load 18–41, so a time is only compared with
  // one taken at a like load.
  const loads = [loadavg()[0]];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 10_000);
  const result = await step.run(output);
  clearInterval(sampler);
  loads.push(loadavg()[0]);
  const load = (loads.reduce((sum, l) => sum + l, 0) / loads.length).toFixed(1);
  const seconds = (performance.now() - started) / 1000;
  let verdict = result.ok ? 'ok' : 'FAILED';
  if (result.flaky) verdict += ` (${result.flaky} flaky: passed on the second try)`;
  if (result.skippedStep) verdict = `skipped (${result.skippedStep})`;
  else if (step.counted && result.passed + result.failed === 0) {
    result.ok = false;
    verdict = 'FAILED (ran no tests)';
  }
  return { name: step.name, counted: step.counted && !result.skippedStep, seconds, load, verdict, ...result };
}

const begun = performance.now();
if (!quick && hasPlaywright()) {
  portalBuild = buildInBackground();
  e2eSeed = seedAhead(E2E_SEEDED_DIR);
}
for (const entry of steps) {
  if (entry.group) {
    console.log(`\n━━━ side by side: ${entry.group.map((step) => step.name).join(', ')} ━━━`);
    const outputs = entry.group.map(() => []);
    const done = await Promise.all(entry.group.map((step, i) => runStep(step, outputs[i])));
    done.forEach((result, i) => {
      console.log(`\n━━━ ${result.name} ━━━`);
      process.stdout.write(Buffer.concat(outputs[i]));
      console.log(`━━━ ${result.name}: ${result.verdict} in ${result.seconds.toFixed(1)} s (load ${result.load}) ━━━`);
    });
    results.push(...done);
    continue;
  }
  console.log(`\n━━━ ${entry.name} ━━━`);
  const result = await runStep(entry);
  results.push(result);
  if (result.slowest?.length) {
    console.log(`\nslowest files of ${entry.name} (seconds of their tests):`);
    for (const [file, seconds] of result.slowest) console.log(`${seconds.toFixed(1).padStart(8)}  ${file}`);
  }
  console.log(`━━━ ${entry.name}: ${result.verdict} in ${result.seconds.toFixed(1)} s (load ${result.load}) ━━━`);
}
const totalSeconds = (performance.now() - begun) / 1000;
rmSync(reports, { recursive: true, force: true });

const rows = [
  ['runner', 'passed', 'failed', 'skipped', 'seconds', 'load', 'result'],
  ...results.map((r) => [
    r.name,
    ...(r.counted ? [r.passed, r.failed, r.skipped].map(String) : ['-', '-', '-']),
    r.skippedStep ? '-' : r.seconds.toFixed(1),
    r.skippedStep ? '-' : r.load,
    r.verdict,
  ]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log('\n━━━ summary ━━━');
for (const row of rows) {
  console.log(row.map((cell, i) => (i === 0 || i === row.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd());
}
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => ({ ...f, runner: r.name })));
if (failures.length) {
  console.log('\nfailed or flaky:');
  for (const f of failures) console.log(`  ${f.runner}  ${f.title}\n      ${f.message}`);
}
const total = (key) => results.filter((r) => r.counted).reduce((sum, r) => sum + r[key], 0);
const skipped = total('skipped');
console.log(`\n${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}, in ${(totalSeconds / 60).toFixed(1)} minutes`);
process.exit(results.every((r) => r.ok || r.skippedStep) ? 0 : 1);
