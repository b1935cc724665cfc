import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTargets, type ServerTarget } from './helpers/serverTargets.ts';
import { diagram } from './callFlow.support.ts';
import { registrarToken } from '../../server/sip/registrarToken.ts';
import {
  CARRIER_HOST, SIP_DIR, adminApi, freeUdpPort, registerPhone, startSipEngine, until,
  type AdminApi, type Extension, type RegisteredPhone, type SipEngine, type SippRun,
} from './sipCalls.support.ts';
import { join } from 'node:path';

/**
 * Real calls (issue 18): SIPp phones registered to the shipped Kamailio, which asks Switchboard's
 * route endpoint each step of a call, rings the phones, forwards to the carrier, refuses what the
 * route refuses, and reports every call back to the call history.
 */
interface Cdr { status: string; direction: string; extensions: number[]; legs: { step: string; party?: string }[] }
interface LiveCall { caller: string; callee: string; direction: string; state: string; extension: number | null }
interface Wallboard { calls: LiveCall[]; answered_today: number }

const DID = `+32258801${String(10 + Math.floor(Math.random() * 80))}`;
const DID_TIERS = `+32258802${String(10 + Math.floor(Math.random() * 80))}`;
const DID_CLOSED = `+32258804${String(10 + Math.floor(Math.random() * 80))}`;
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DID_TOGGLE = `+32258803${String(10 + Math.floor(Math.random() * 80))}`;
const OPEN = 6000 + Math.floor(Math.random() * 1000);
const CLOSED = OPEN + 1000;
const FORWARD_TO = '+32475000203';
/** A ring group's internal number of this run, and the seconds its second member waits before ringing. */
const RING_GROUP = 7000 + Math.floor(Math.random() * 2000);
const RING_DELAY = 4;
/** Calls of the burst test, all offered within 200 ms. */
const BURST = 80;
/** The carrier's callers of this run (a Belgian mobile number, its last digit the test's): calls are found in the history by them. */
const CALLER_BASE = `+32475${String(Math.floor(Math.random() * 9000) + 1000)}`;
const CALLER = `${CALLER_BASE}00`;

describe.each(serverTargets())('real calls through Kamailio on $name', (kind) => {
  let target: ServerTarget;
  let sip: SipEngine;
  const phones = new Map<number, RegisteredPhone>();
  const key = randomBytes(32).toString('base64');

  let api: AdminApi;

  /** Registers extension `number`'s phone (its account as the portal gives it) on a port of its own. */
  async function registerNumber(number: number, extensions: Extension[]) {
    phones.set(number, await registerPhone(sip, api, extensions.find((e) => e.extension === number)!));
  }

  /** Phone `number` waits for its next call: answers it (answer.xml) or only rings (ring.xml). */
  const phoneWaits = (number: number, scenario: 'answer.xml' | 'ring.xml') =>
    sip.listen(scenario, phones.get(number)!.port, scenario === 'answer.xml' ? ['-set', 'ring', '300'] : []);

  /** The carrier calls `called` (a DID) from `caller`; answered, the call lasts `talk` ms. */
  const carrierCalls = (called: string, caller: string, talk = 300) =>
    sip.sipp('call.xml', ['-s', called, '-set', 'domain', CARRIER_HOST, '-set', 'from', caller, '-set', 'inv', '1', '-set', 'talk', String(talk)], CARRIER_HOST);

  /** Phone `number` calls `called`, authenticating with its own account; answered, the call lasts `talk` ms. */
  const phoneCalls = (number: number, called: string, talk = 300) => {
    const phone = phones.get(number)!;
    return sip.sipp('call.xml', [
      '-s', called, '-set', 'domain', phone.domain, '-set', 'from', String(number), '-set', 'inv', '1', '-set', 'talk', String(talk), '-au', phone.authName, '-ap', phone.password,
    ]);
  };

  /** Phone `watcher`'s BLF key on extension `watched`, once its subscription is in place (its first NOTIFY came). */
  const blfKey = async (watcher: number, watched: number) => {
    const phone = phones.get(watcher)!;
    const blf = await sip.listen('blf.xml', phone.port, ['-s', String(watched), '-set', 'domain', phone.domain, '-set', 'from', String(watcher), '-au', phone.authName, '-ap', phone.password]);
    await until('the BLF subscription', async () => blf.log(), (log) => /^NOTIFY /m.test(log));
    return blf;
  };
  /**
   * The dialog states the BLF key was told while subscribed, in order: after its subscription's
   * first NOTIFY (the state before the call), before the last one (its unsubscription's).
   */
  const blfStates = (run: SippRun) =>
    run.log.split(/^NOTIFY /m).slice(2, -1).flatMap((notify) => [...notify.matchAll(/<state[^>]*>(\w+)<\/state>/g)].map((m) => m[1]));

  /** The wallboard's call of `caller` as a user sees it (GET /api/v1/live_statistics/, the wallboard page's read), once it is in `state`. */
  const onWallboard = (caller: string, state: string) =>
    until(`the wallboard's ${state} call of ${caller}`, async () => ((await api('GET', '/api/v1/live_statistics/')) as unknown as Wallboard).calls.find((c) => c.caller === caller), (c) => c?.state === state).catch((err: Error) => {
      throw new Error(`${err.message}\n${sip.output()}`);
    });

  /** When (ms, SIPp's clock) a phone's message log shows the INVITE it received. */
  const invitedAt = (run: SippRun) => {
    const [, day, time] = /^-+ (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3})\d*\nUDP message received[^\n]*\n\nINVITE /m.exec(run.log) ?? [];
    return new Date(`${day}T${time}`).getTime();
  };

  /** The final answers a caller saw, the digest challenge left out. */
  const finals = (run: SippRun) => run.answers.filter((s) => s >= 200 && s !== 407);

  /** The newest call of `caller` in the call history, with its legs. */
  const lastCallOf = async (caller: string) => {
    const list = (await api('GET', `/api/v1/cdr/?page_size=5&search=${encodeURIComponent(caller)}`)) as { results: { id: number; caller: string }[] };
    const found = list.results.find((c) => c.caller === caller);
    return found ? ((await api('GET', `/api/v1/cdr/${found.id}/`)) as unknown as Cdr) : undefined;
  };

  beforeAll(async () => {
    target = await kind.seeded();
    sip = await startSipEngine(target, key);
    api = await adminApi(sip.server.url);
    const extensions = ((await api('GET', '/api/v3/user/extension/?page_size=100')) as { results: Extension[] }).results;
    for (const number of [201, 202, 203]) await registerNumber(number, extensions);
    const e201 = phones.get(201)!.ext;
    // 202 may use the pickup code (a role that allows it and no outside calls blocked), in 201's site (the demo's pickup scope).
    const roles = ((await api('GET', '/api/v3/role/?page_size=100')) as { results: { id: number; unspecific_pickup?: boolean; block_external_calls?: boolean }[] }).results;
    const picker = roles.find((r) => r.unspecific_pickup && !r.block_external_calls)!;
    await api('PATCH', `/api/v3/user/extension/${phones.get(202)!.ext.id}/`, { role: picker.id, site: e201.site });
    const flow = (await api('POST', '/api/v1/call_flow/', {
      description: `SIP calls ${randomBytes(3).toString('hex')}`,
      diagram: diagram(
        [
          ['start', 'start'],
          ['s', 'schedule', { timezone: 'UTC', routes: [{ label: 'Open', weekdays: WEEK, from: '00:00', to: '24:00' }] }],
          ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: e201.id }]], ring_time: 15 }],
          ['end', 'end_call'],
        ],
        [['start', 's'], ['s', 'd', 'route-0'], ['s', 'end', 'closed'], ['d', 'end', 'no_answer']],
      ),
    })) as { id: number };
    await api('POST', '/api/v1/did_routing/', { did: DID, account: e201.account, site: e201.site, language: 'nl', call_flow: flow.id });
    // After hours: open only from two hours from now for an hour, so closed now.
    const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const now = new Date().getUTCHours();
    const closed = (await api('POST', '/api/v1/call_flow/', {
      description: `SIP closed ${randomBytes(3).toString('hex')}`,
      diagram: diagram(
        [
          ['start', 'start'],
          ['s', 'schedule', { timezone: 'UTC', routes: [{ label: 'Open', weekdays: WEEK, from: hour(now + 2), to: hour(now + 3) }] }],
          ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: e201.id }]], ring_time: 15 }],
          ['end', 'end_call'],
        ],
        [['start', 's'], ['s', 'd', 'route-0'], ['s', 'end', 'closed'], ['d', 'end', 'no_answer']],
      ),
    })) as { id: number };
    await api('POST', '/api/v1/did_routing/', { did: DID_CLOSED, account: e201.account, site: e201.site, language: 'nl', call_flow: closed.id });
    // Two tiers: 203 for 5 s, then 201.
    const tiers = (await api('POST', '/api/v1/call_flow/', {
      description: `SIP tiers ${randomBytes(3).toString('hex')}`,
      diagram: diagram(
        [['start', 'start'], ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: phones.get(203)!.ext.id }], [{ type: 'extension', value: e201.id }]], ring_time: 5 }], ['end', 'end_call']],
        [['start', 'd'], ['d', 'end', 'no_answer']],
      ),
    })) as { id: number };
    await api('POST', '/api/v1/did_routing/', { did: DID_TIERS, account: e201.account, site: e201.site, language: 'nl', call_flow: tiers.id });
    // A toggle a phone switches with ##shortcode: open rings 201, closed ends the call.
    const toggled = (await api('POST', '/api/v1/call_flow/', {
      description: `SIP toggle ${randomBytes(3).toString('hex')}`,
      diagram: diagram(
        [
          ['start', 'start'],
          ['t', 'toggle', { options: [{ label: 'Open', shortcode: OPEN, active: true }, { label: 'Closed', shortcode: CLOSED, active: false }] }],
          ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: e201.id }]], ring_time: 15 }],
          ['end', 'end_call'],
        ],
        [['start', 't'], ['t', 'd', 'option-0'], ['t', 'end', 'option-1'], ['d', 'end', 'no_answer']],
      ),
    })) as { id: number };
    await api('POST', '/api/v1/did_routing/', { did: DID_TOGGLE, account: e201.account, site: e201.site, language: 'nl', call_flow: toggled.id });
    // A ring group: 203 rings at once, 201 after RING_DELAY seconds.
    await api('POST', '/api/v1/ring_groups/', {
      description: `SIP ring group ${randomBytes(3).toString('hex')}`, extension: RING_GROUP,
      members: [{ extension: phones.get(203)!.ext.id }, { extension: e201.id, ring_delay: RING_DELAY, ignore_extension_mobile: true }],
    });
    // 203's forwarding (the demo gives it one): to the carrier after 5 s without answer.
    const forwardings = ((await api('GET', '/api/v1/call_forwarding/?page_size=100')) as { results: { id: number; extension: number }[] }).results;
    const own = forwardings.find((f) => f.extension === phones.get(203)!.ext.id);
    const forwarding = { extension: phones.get(203)!.ext.id, no_answer: 'number', no_answer_number: FORWARD_TO, no_answer_after: 5 };
    if (own) await api('PUT', `/api/v1/call_forwarding/${own.id}/`, forwarding);
    else await api('POST', '/api/v1/call_forwarding/', forwarding);
  }, 360_000);

  afterAll(async () => {
    await sip?.stop();
    await target?.dispose();
  }, 60_000);

  it('a call from the carrier to a DID during open hours rings 201’s phone, which answers; 202’s BLF key sees it early, confirmed, terminated; the history holds it', async () => {
    const blf = await blfKey(202, 201);
    const phone = await phoneWaits(201, 'answer.xml');
    const caller = await carrierCalls(DID, CALLER);
    expect(finals(caller), caller.output + sip.output()).toEqual([200, 200]);
    expect((await phone.done).status).toBe(0);
    const watched = await blf.done;
    expect(watched.status, watched.output).toBe(0);
    expect(blfStates(watched)).toEqual(['early', 'confirmed', 'terminated']);

    const cdr = await until('the call in the history', () => lastCallOf(CALLER), Boolean);
    expect(cdr).toMatchObject({ status: 'answered', direction: 'inbound', extensions: [201] });
    expect(cdr!.legs.map((l) => [l.step, l.party ?? ''])).toEqual([['dialled', DID], ['rang', '201'], ['answered', '201'], ['ended', '']]);
  }, 60_000);

  it('after hours a call to the DID goes to the closed branch (end call): refused without ringing', async () => {
    const run = await carrierCalls(DID_CLOSED, `${CALLER_BASE}04`);
    expect(finals(run), run.output + sip.output()).toEqual([expect.toBeOneOf([480, 603])]);
    expect(run.log).not.toMatch(/^SIP\/2\.0 180/m);
  }, 60_000);

  it('refuses a number outside the extension’s destination countries with 403', async () => {
    const outside = phones.get(202)!.ext.destination_countries.includes('FR') ? '+81312345678' : '+33142685300';
    const run = await phoneCalls(202, outside);
    expect(finals(run), run.output + sip.output()).toEqual([403]);
  }, 60_000);

  it('forwards a call 203 does not answer to the carrier after 203’s no-answer time; the history holds it', async () => {
    const carrier = await sip.listen('answer.xml', sip.carrierPort, ['-set', 'ring', '100'], CARRIER_HOST);
    const ringing = await phoneWaits(203, 'ring.xml');
    const caller = await phoneCalls(202, '203');
    expect(finals(caller), caller.output + sip.output()).toEqual([200, 200]);
    expect((await ringing.done).status).toBe(0);
    const forwarded = await carrier.done;
    expect(forwarded.status, forwarded.output).toBe(0);
    expect(forwarded.log).toMatch(new RegExp(`^INVITE sip:\\${FORWARD_TO}@${CARRIER_HOST.replace(/\./g, '\\.')}`, 'm'));
    const cdr = await until('the call in the history', () => lastCallOf('202'), (c) => c?.legs.some((l) => l.party === FORWARD_TO) ?? false);
    expect(cdr).toMatchObject({ status: 'answered', direction: 'outbound', extensions: [202, 203] });
    expect(cdr!.legs.map((l) => [l.step, l.party ?? ''])).toEqual([['dialled', '203'], ['rang', '203'], ['rang', FORWARD_TO], ['answered', FORWARD_TO], ['ended', '']]);
  }, 60_000);

  it('rings a Dial’s second tier (201) after the first (203) rang its time unanswered; 201’s BLF and the wallboard follow it', async () => {
    const blf = await blfKey(202, 201);
    const first = await phoneWaits(203, 'ring.xml');
    const second = await phoneWaits(201, 'answer.xml');
    const calling = carrierCalls(DID_TIERS, `${CALLER_BASE}01`, 3000);
    // While the first tier rings, the wallboard shows the call ringing; answered by 201, in a call with 201.
    expect(await onWallboard(`${CALLER_BASE}01`, 'ringing')).toMatchObject({ direction: 'inbound', callee: DID_TIERS, extension: null });
    expect(await onWallboard(`${CALLER_BASE}01`, 'in_call')).toMatchObject({ direction: 'inbound', callee: DID_TIERS, extension: 201 });
    const caller = await calling;
    expect(finals(caller), caller.output + sip.output()).toEqual([200, 200]);
    expect((await first.done).status).toBe(0);
    expect((await second.done).status).toBe(0);
    // 201 rang in the flow's second step (a resume): its BLF key lit all the same.
    const watched = await blf.done;
    expect(watched.status, watched.output).toBe(0);
    expect(blfStates(watched)).toEqual(['early', 'confirmed', 'terminated']);
    const cdr = await until('the call in the history', () => lastCallOf(`${CALLER_BASE}01`), Boolean);
    expect(cdr!.legs.map((l) => [l.step, l.party ?? ''])).toEqual([['dialled', DID_TIERS], ['rang', '203'], ['rang', '201'], ['answered', '201'], ['ended', '']]);
  }, 60_000);

  it('a toggle switched from a phone (##shortcode) changes the next call’s route', async () => {
    const closing = await phoneCalls(202, `##${CLOSED}`);
    expect(finals(closing), closing.output + sip.output()).toEqual([200, 200]);
    const refused = await carrierCalls(DID_TOGGLE, `${CALLER_BASE}02`);
    expect(finals(refused)[0], refused.output + sip.output()).toBeGreaterThanOrEqual(400);
    const opening = await phoneCalls(202, `##${OPEN}`);
    expect(finals(opening)).toEqual([200, 200]);
    const phone = await phoneWaits(201, 'answer.xml');
    const answered = await carrierCalls(DID_TOGGLE, `${CALLER_BASE}03`);
    expect(finals(answered), answered.output + sip.output()).toEqual([200, 200]);
    expect((await phone.done).status).toBe(0);
  }, 60_000);

  it('a phone dials *8 and takes the call ringing a colleague of its site: the caller talks to it, the wallboard and the history say who answered', async () => {
    const from = `${CALLER_BASE}05`;
    const ringing = await phoneWaits(201, 'ring.xml');
    const port = await freeUdpPort(CARRIER_HOST);
    const caller = await sip.listen('pickedCaller.xml', port, ['-s', DID, '-set', 'domain', CARRIER_HOST, '-set', 'from', from, '-oocsf', join(SIP_DIR, 'replaced.xml')], CARRIER_HOST);
    // 201 rings (its 180 reached the caller): the call is on the wallboard, ringing.
    await until('201 ringing', async () => caller.log(), (log) => /^SIP\/2\.0 180/m.test(log));
    expect(await onWallboard(from, 'ringing')).toMatchObject({ direction: 'inbound', callee: DID });
    const picking = phoneCalls(202, '*8', 3000);
    expect(await onWallboard(from, 'in_call')).toMatchObject({ extension: 202 });
    const picker = await picking;
    expect(finals(picker), picker.output + sip.output()).toEqual([200, 200]);
    const picked = await caller.done;
    expect(picked.status, picked.output + picked.log).toBe(0);
    // 201 stopped ringing: the caller's CANCEL reached it.
    expect((await ringing.done).status).toBe(0);
    const cdr = await until('the call in the history', () => lastCallOf(from), (c) => c?.legs.some((l) => l.step === 'ended') ?? false);
    expect(cdr).toMatchObject({ status: 'answered', direction: 'inbound', extensions: [201, 202] });
    expect(cdr!.legs.map((l) => [l.step, l.party ?? ''])).toEqual([['dialled', DID], ['rang', '201'], ['answered', '202'], ['ended', '']]);
    const board = (await api('GET', '/api/v1/live_statistics/')) as unknown as Wallboard;
    expect(board.calls.find((c) => c.caller === from)).toBeUndefined();
  }, 60_000);

  it('rings a ring group’s delayed member (201) after its ring delay while the first (203) rings; 201’s BLF key follows it', async () => {
    const blf = await blfKey(202, 201);
    const first = await phoneWaits(203, 'ring.xml');
    const delayed = await phoneWaits(201, 'answer.xml');
    const caller = await phoneCalls(202, String(RING_GROUP));
    expect(finals(caller), caller.output + sip.output()).toEqual([200, 200]);
    const [rang, answered] = [await first.done, await delayed.done];
    expect(rang.status).toBe(0);
    expect(answered.status).toBe(0);
    // Kamailio waits the member's delay itself (async_route): 201's INVITE came RING_DELAY seconds after 203's.
    expect(invitedAt(answered) - invitedAt(rang)).toBeGreaterThanOrEqual(RING_DELAY * 1000);
    expect(invitedAt(answered) - invitedAt(rang)).toBeLessThan((RING_DELAY + 2) * 1000);
    const watched = await blf.done;
    expect(watched.status, watched.output).toBe(0);
    expect(blfStates(watched)).toEqual(['early', 'confirmed', 'terminated']);
    const cdr = await until('the call in the history', () => lastCallOf('202'), (c) => c?.legs.some((l) => l.step === 'answered' && l.party === '201') ?? false);
    expect(cdr).toMatchObject({ status: 'answered', direction: 'internal' });
  }, 60_000);

  it('a pickup (*8) of a call whose caller does not support Replaces: the picking phone sees 420, the call rings on until its caller gives up', async () => {
    const from = `${CALLER_BASE}06`;
    const ringing = await phoneWaits(201, 'ring.xml');
    const port = await freeUdpPort(CARRIER_HOST);
    const caller = await sip.listen('unpickableCaller.xml', port, ['-s', DID, '-set', 'domain', CARRIER_HOST, '-set', 'from', from, '-oocsf', join(SIP_DIR, 'refusedPickup.xml')], CARRIER_HOST);
    await until('201 ringing', async () => caller.log(), (log) => /^SIP\/2\.0 180/m.test(log));
    const picker = await phoneCalls(202, '*8');
    expect(finals(picker), picker.output + sip.output()).toEqual([420]);
    // Nobody took the call: it stays ringing on the wallboard until the caller CANCELs it, then 201 stops ringing.
    expect(await onWallboard(from, 'ringing')).toMatchObject({ direction: 'inbound', callee: DID });
    const gaveUp = await caller.done;
    expect(gaveUp.status, gaveUp.output + gaveUp.log).toBe(0);
    expect((await ringing.done).status).toBe(0);
    const cdr = await until('the call in the history', () => lastCallOf(from), Boolean);
    expect(cdr).toMatchObject({ status: 'unanswered', direction: 'inbound', extensions: [201] });
  }, 60_000);

  it('takes a burst of calls arriving together: each is in the history, answered, and Kamailio had every report taken', async () => {
    // Their live events reach Kamailio's report queue within a few 100 ms turns, so a turn's
    // batch outgrows 8 KB (Kamailio's default print buffer, which once emptied such a batch).
    const from = `${CALLER_BASE}07`;
    const said = sip.output().length;
    const phone = await sip.listen('answer.xml', phones.get(201)!.port, ['-set', 'ring', '0', '-m', String(BURST), '-l', String(BURST)]);
    const carrier = await sip.sipp(
      'call.xml',
      ['-s', DID, '-set', 'domain', CARRIER_HOST, '-set', 'from', from, '-set', 'inv', '1', '-set', 'talk', '500', '-r', String(BURST), '-rp', '200', '-m', String(BURST), '-l', String(BURST)],
      CARRIER_HOST,
    );
    expect(carrier.status, carrier.output + sip.output()).toBe(0);
    expect((await phone.done).status).toBe(0);
    const stored = async () =>
      ((await api('GET', `/api/v1/cdr/?page_size=100&search=${encodeURIComponent(from)}`)) as { results: { caller: string; status: string }[] }).results.filter((c) => c.caller === from);
    const calls = await until(`the ${BURST} calls in the history`, stored, (found) => found.length === BURST).catch((err: Error) => {
      throw new Error(`${err.message}\n${sip.output().slice(said)}`);
    });
    expect(calls.filter((c) => c.status !== 'answered')).toEqual([]);
    // The refusals themselves, so that a failure says which report and why.
    expect(sip.output().slice(said).split('\n').filter((line) => /did not take|buffer overflow/.test(line))).toEqual([]);
  }, 90_000);

  it('takes reports with the registrar token only for an existing group named in Switchboard-Group', async () => {
    const engine = `Token ${registrarToken(Buffer.from(key, 'base64'))}`;
    const call = { call_id: `direct-${randomBytes(4).toString('hex')}`, start: new Date().toISOString(), direction: 'internal', caller: '202', callee: '203', status: 'unanswered', duration: 1, billsec: 0 };
    const post = (headers: Record<string, string>) =>
      fetch(`${sip.server.url}/api/ingest/v1/calls/`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(call) });
    expect((await post({ authorization: engine })).status).toBe(401);
    expect((await post({ authorization: engine, 'switchboard-group': '999999' })).status).toBe(401);
    expect((await post({ authorization: engine, 'switchboard-group': 'two' })).status).toBe(401);
    expect((await post({ authorization: `Token ${'0'.repeat(40)}`, 'switchboard-group': '2' })).status).toBe(401);
    const group = /^g(\d+)\./.exec(phones.get(202)!.domain)![1];
    expect((await post({ authorization: engine, 'switchboard-group': group })).status).toBe(201);
  }, 30_000);
});
