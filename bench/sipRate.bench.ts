import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import { diagram } from '../tests/api/callFlow.support.ts';
import { pgliteDataDir, postgresTarget, type ServerTarget } from '../tests/api/helpers/serverTargets.ts';
import { CARRIER_HOST, SIP_DIR, adminApi, registerPhone, startSipEngine, type Extension, type SipEngine } from '../tests/api/sipCalls.support.ts';
import { note, report } from './lib/figures.ts';
import { processes, TICKS, withDescendants } from '../scripts/lib/processTable.mjs';

/**
 * Calls set up per second through Kamailio and Switchboard (issue 18: 200 per second, no failed
 * call), on loopback only: the shipped Kamailio (`npm run sip`) before a Switchboard server on
 * PGlite, SIPp (Debian's sip-tester) as the carrier calling a DID in rate mode (RATE calls per
 * second, CALLS calls, bounded) and as extension 201's registered phone, which answers every
 * call at once. Each call takes the whole path: Kamailio asks the route endpoint, the DID's
 * flow rings 201, 201 answers, the caller hangs up after TALK_MS, and Kamailio reports the call
 * (live events and the record) to the ingestion API. SIPp's own counters say how many calls
 * succeeded; the rate is the calls over the time from the first INVITE to the last call's end.
 * BENCH_DATABASE_URL: the server keeps its data on that PostgreSQL server (a fresh seeded
 * database there), as an operator's platform at this rate would, instead of PGlite.
 */
const RATE = Number(process.env.BENCH_SIP_RATE ?? 200);
const CALLS = Number(process.env.BENCH_SIP_CALLS ?? 2000);
const TALK_MS = 100;
const DID = `+3225880${String(300 + Math.floor(Math.random() * 600))}`;

/** The last row of a SIPp statistics file (-trace_stat), by column name. */
function lastStats(file: string): Record<string, string> {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
  if (lines.length < 2) return {};
  const names = lines[0].split(';');
  const values = lines.at(-1)!.split(';');
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}

/** Runs SIPp to its end (bounded by `boundMs`): its exit status and its last statistics. */
function sipp(args: string[], statsFile: string, boundMs: number): Promise<{ status: number | null; stats: Record<string, string>; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sipp', [...args, '-nostdin', '-nd', '-trace_stat', '-stf', statsFile, '-fd', '1', '-trace_err', '-error_file', `${statsFile}.errors`]);
    const bound = setTimeout(() => child.kill('SIGKILL'), boundMs);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (status) => {
      clearTimeout(bound);
      resolve({ status, stats: lastStats(statsFile), output });
    });
  });
}

/**
 * CPU seconds (user + system) so far of the process `root` and its descendants, by name: the
 * machine is shared, so CPU per call says what the path costs where wall time says what the
 * neighbours did. Kamailio's and the server's processes live through the whole run: their
 * counters before and after it give each side's share.
 */
function cpuByName(root: number): Map<string, number> {
  const all = processes();
  const byName = new Map<string, number>();
  for (const pid of withDescendants(all, new Set([root]))) {
    const found = all.get(pid);
    if (found) byName.set(found.name, (byName.get(found.name) ?? 0) + found.ticks / TICKS);
  }
  return byName;
}

const sumCpu = (byName: Map<string, number>) => [...byName.values()].reduce((a, b) => a + b, 0);

/** Where the server keeps its data: a fresh seeded database on BENCH_DATABASE_URL's server, or a fresh PGlite. */
async function benchTarget(): Promise<ServerTarget> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    note('on PGlite');
    return pgliteDataDir();
  }
  note('on PostgreSQL (BENCH_DATABASE_URL)');
  return postgresTarget(server, true)();
}

const key = randomBytes(32).toString('base64');
const target = await benchTarget();
const work = mkdtempSync(join(tmpdir(), 'switchboard-sip-rate-'));
let sip: SipEngine | undefined;
try {
  sip = await startSipEngine(target, key);
  const api = await adminApi(sip.server.url);
  const extensions = (await api<{ results: Extension[] }>('GET', '/api/v3/user/extension/?page_size=100')).results;
  const e201 = extensions.find((e) => e.extension === 201)!;
  const flow = await api<{ id: number }>('POST', '/api/v1/call_flow/', {
    description: `SIP rate bench ${randomBytes(3).toString('hex')}`,
    diagram: diagram([['start', 'start'], ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: e201.id }]], ring_time: 20 }], ['end', 'end_call']], [['start', 'd'], ['d', 'end', 'no_answer']]),
  });
  await api('POST', '/api/v1/did_routing/', { did: DID, account: e201.account, site: e201.site, language: 'en', call_flow: flow.id });

  const dir = join(work, 'sipp');
  const phonePort = (await registerPhone(sip, api, e201, 600)).port;

  const kamailio = `127.0.0.1:${sip.sipPort}`;
  const bound = (CALLS / RATE) * 1000 + 90_000;
  // The phone answers every call at once, as many at a time as come.
  const phone = sipp([kamailio, '-sf', join(SIP_DIR, 'answer.xml'), '-set', 'ring', '0', '-i', '127.0.0.1', '-p', String(phonePort), '-m', String(CALLS), '-l', String(CALLS), '-timeout', `${Math.ceil(bound / 1000)}s`], `${dir}-phone.csv`, bound);
  const cpuBefore = { kamailio: cpuByName(process.pid).get('kamailio') ?? 0, api: sumCpu(cpuByName(sip.server.child.pid!)) };
  const started = performance.now();
  const carrier = await sipp(
    [kamailio, '-sf', join(SIP_DIR, 'call.xml'), '-s', DID, '-set', 'domain', CARRIER_HOST, '-set', 'from', '+32475990000', '-set', 'inv', '1', '-set', 'talk', String(TALK_MS),
      '-i', CARRIER_HOST, '-r', String(RATE), '-rp', '1000', '-m', String(CALLS), '-l', String(CALLS), '-max_retrans', '5', '-timeout', `${Math.ceil(bound / 1000)}s`],
    `${dir}-carrier.csv`, bound,
  );
  const seconds = (performance.now() - started) / 1000;
  const answered = await phone;
  const cpuAfter = { kamailio: cpuByName(process.pid).get('kamailio') ?? 0, api: sumCpu(cpuByName(sip.server.child.pid!)) };
  // A call succeeds when the phone answered it and both ends ended it cleanly (call.xml also ends without error on a refusal, so the phone's count is the one).
  const succeeded = Math.min(Number(answered.stats['SuccessfulCall(C)'] ?? 0), Number(carrier.stats['SuccessfulCall(C)'] ?? 0));
  const failed = CALLS - succeeded;
  // The machine is shared: what else ran says as much as the figure.
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  note(`${CALLS} calls offered at ${RATE}/s to ${DID}: the phone answered ${succeeded}, ${failed} failed, in ${seconds.toFixed(1)} s (SIPp exits: carrier ${carrier.status}, phone ${answered.status}; load average ${load})`);
  if (failed) {
    // Why, in SIPp's own counters: which failure (FailedMaxUDPRetrans: a message re-sent to its
    // limit without an answer), how often it re-sent, how long the calls lasted (TALK_MS each).
    for (const [side, stats] of [['carrier', carrier.stats], ['phone', answered.stats]] as const) {
      const telling = Object.entries(stats).filter(([name, value]) => /^(Failed\w*|Retransmissions|CallLength|DeadCallMsgs)\(C\)$/.test(name) && !/^0*$|^00:00:00:000000$/.test(value));
      note(`SIPp ${side}: ${telling.map(([name, value]) => `${name.replace('(C)', '')} ${value}`).join(', ')}`);
    }
    note(carrier.output.split('\n').slice(-15).join('\n'));
    // And in Kamailio's own words: its warnings and errors, the most frequent first (a report
    // refused, a buffer too small), without the process number and the call's ids.
    const said = new Map<string, number>();
    for (const line of sip.output().split('\n')) {
      const message = /\b(WARNING|ERROR|CRITICAL): (.*)$/.exec(line);
      if (!message) continue;
      const text = `${message[1]}: ${message[2].replace(/\b[0-9a-f]{6,}\b|'[^']*'|\[\d+:\d+\]/g, '…').slice(0, 160)}`;
      said.set(text, (said.get(text) ?? 0) + 1);
    }
    for (const [message, times] of [...said].sort((a, b) => b[1] - a[1]).slice(0, 8)) note(`Kamailio, ${times}×: ${message}`);
  }
  for (const side of ['kamailio', 'api'] as const) {
    const seconds = cpuAfter[side] - cpuBefore[side];
    report(`sip_cpu_ms_per_call_${side}`, (seconds * 1000) / CALLS, `ms CPU per call offered (${seconds.toFixed(1)} s for ${CALLS})`);
  }
  report('sip_calls_failed', failed, `calls of ${CALLS} at ${RATE}/s`);
  // Each call lasts TALK_MS after its answer: the set-up rate is over the time the calls took.
  report('sip_calls_per_s', Math.round(succeeded / seconds), 'calls/s');
} finally {
  await sip?.stop();
  await target.dispose();
  rmSync(work, { recursive: true, force: true });
}
