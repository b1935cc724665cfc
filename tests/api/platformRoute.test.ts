import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, extensionBody, phoneNumberBody, urlOf } from './helpers/records.ts';
import { diagram, recordsOf, unique } from './callFlow.support.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { sipDomain } from '../../server/sip/accounts.ts';
import { registrarToken } from '../../server/sip/registrarToken.ts';

/**
 * The SIP engine's routing call (issue 18) as Kamailio meets it: a DID through its call flow
 * step by step (Dial tiers, voicemail, end call, a toggle switched with ##shortcode from a
 * phone), internal calls with forwarding, ring groups, failover, pickup, outbound countries,
 * tenancy and refusals. Records are made through the API; phones register through the
 * registrar's own call.
 */
const ROUTE = '/api/platform/v1/route';
const REGISTRATIONS = '/api/ingest/v1/sip/registrations/';

describe.each(databases())('routing calls on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-route-'));
  const harness = useSeededApp(kind, { dataDir });
  let acme: number;
  let engine: Record<string, string>;
  let acmePlatform: Record<string, string>;
  let bluePlatform: Record<string, string>;
  const ext: Record<number, number> = {};
  let box: number;
  const DID = '+3225880190';
  const FAILOVER_DID = '+3225880191';
  const JUMP_DID = '+3225880192';
  let calls = 0;

  const aor = (number: number) => `sip:${number}@${sipDomain(acme)}`;
  const post = (body: unknown, headers = engine) => harness.request('POST', ROUTE, { body: body as object, headers });
  const route = async (body: Record<string, unknown>, headers = engine) => {
    const res = await post({ call_id: `call-${++calls}@test`, caller: '+32475000001', ...body }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const resume = async (callId: string, token: string, outcome: string) => {
    const res = await post({ call_id: callId, called: DID, caller: '+32475000001', resume: { token, outcome } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const create = async (resource: string, body: Record<string, unknown>, token: string) => {
    const res = await harness.post(urlOf(resource), { token, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    const demo = await demoOf(harness);
    acme = demo.groups.acme;
    const admin = demo.tokens.admin;
    ({ box } = await recordsOf(harness, acme));
    engine = { authorization: `Token ${registrarToken()}` };
    acmePlatform = { authorization: `Token ${await issuePlatformToken(harness.db, acme, 'route test')}` };
    bluePlatform = { authorization: `Token ${await issuePlatformToken(harness.db, demo.groups.blueHarbor, 'other')}` };
    for (const [n, extra] of [[801, {}], [802, {}], [803, { mobile: '+32475000803', call_mobile_after: 5 }]] as const) {
      ext[n] = await create('extension', await extensionBody(harness.db, acme, { extension: n, name: `Person ${n}`, email: `p${n}@example.com`, ...extra }), admin);
    }
    for (const n of [801, 802]) {
      const res = await harness.request('POST', REGISTRATIONS, { headers: engine, body: { event: 'register', aor: `${n}@${sipDomain(acme)}`, contact: `<sip:${n}@127.0.0.1:5999>`, expires: 3600 } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const d = diagram(
      [
        ['start', 'start'],
        ['t', 'toggle', { options: [{ label: 'Open', shortcode: 4711, active: true }, { label: 'Closed', shortcode: 4712, active: false }] }],
        ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: ext[801] }], [{ type: 'extension', value: ext[802] }]], ring_time: 15 }],
        ['vm', 'voicemail', { box }],
        ['end', 'end_call'],
      ],
      [['start', 't'], ['t', 'd', 'option-0'], ['t', 'end', 'option-1'], ['d', 'vm', 'no_answer']],
    );
    const flow = await create('call_flow', { description: unique('Routing'), diagram: d }, admin);
    await create('did_routing', await phoneNumberBody(harness.db, acme, { did: DID, call_flow: flow }), admin);
    // Caller-ID routing: one known caller is hung up on, everyone else jumps to the flow above.
    const front = await create('call_flow', {
      description: unique('Front'),
      diagram: diagram(
        [['start', 'start'], ['cid', 'caller_id_routing', { routes: [{ label: 'Blocked', matches: [{ type: 'number', value: '+32475000009' }] }] }], ['bye', 'end_call'], ['j', 'jump', { call_flow: flow }]],
        [['start', 'cid'], ['cid', 'bye', 'route-0'], ['cid', 'j', 'no_match']],
      ),
    }, admin);
    await create('did_routing', await phoneNumberBody(harness.db, acme, { did: JUMP_DID, call_flow: front }), admin);
    await create('did_routing', await phoneNumberBody(harness.db, acme, {
      did: FAILOVER_DID, call_flow: flow, failover_enabled: true, failover_ratio: 'one', failover_strategy: 'number',
      failover_number: '+32475999999', allowed_extensions: [ext[801], ext[803]],
    }), admin);
    await create('call_forwarding', { extension: ext[802], no_answer: 'number', no_answer_number: '+32475000802', no_answer_after: 10 }, admin);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await create('ring_group', {
      description: unique('Front desk'), extension: 850,
      members: [{ extension: ext[801] }, { extension: ext[802], ring_delay: 5, expires: yesterday }, { extension: ext[803], ring_delay: 10 }],
    }, admin);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('rings a DID’s Dial tier by tier, then its voicemail, then answers the INVITE itself', async () => {
    const callId = 'tiers@test';
    const first = await route({ call_id: callId, called: DID });
    expect(first).toMatchObject({ action: 'dial', timeout: 15, targets: [{ kind: 'extension', aor: aor(801), delay: 0, timeout: 15 }], caller_id: { number: '+32475000001' } });
    const second = await resume(callId, first.token, 'no_answer');
    expect(second).toMatchObject({ action: 'dial', targets: [{ kind: 'extension', aor: aor(802) }] });
    const third = await resume(callId, second.token, 'busy');
    expect(third).toMatchObject({ action: 'media', media: { block: 'vm', kind: 'voicemail', box, language: 'nl' } });
    expect(await resume(callId, third.token, 'media_done')).toEqual({ action: 'reply', status: 480, reason: 'Temporarily Unavailable' });
  });

  it('routes by caller ID, and follows a jump into another flow, resuming there', async () => {
    expect(await route({ called: JUMP_DID, caller: '+32475000009' })).toMatchObject({ action: 'reply', status: 603 });
    const callId = 'jump@test';
    const first = await route({ call_id: callId, called: JUMP_DID });
    expect(first).toMatchObject({ action: 'dial', targets: [{ aor: aor(801) }] });
    expect(await resume(callId, first.token, 'unreachable')).toMatchObject({ action: 'dial', targets: [{ aor: aor(802) }] });
  });

  it('takes the DID as the carrier sends it, without + too; an unknown number is 404', async () => {
    expect(await route({ called: DID.slice(1) })).toMatchObject({ action: 'dial' });
    expect(await route({ called: '+3225889999' })).toEqual({ action: 'reply', status: 404, reason: 'Not Found' });
  });

  it('switches a toggle with ##shortcode from a phone: the reply is 200 and the next call takes the new route', async () => {
    expect(await route({ called: '##4712', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'reply', status: 200 });
    expect(await route({ called: DID })).toMatchObject({ action: 'reply', status: 603 });
    expect(await route({ called: '##4711', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'reply', status: 200 });
    expect(await route({ called: DID })).toMatchObject({ action: 'dial' });
    expect(await route({ called: '##999', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'reply', status: 404 });
  });

  it('fails a number over when the ratio of unreachable extensions is reached', async () => {
    expect(await route({ called: FAILOVER_DID })).toMatchObject({ action: 'dial', targets: [{ kind: 'external', number: '+32475999999' }] });
  });

  it('rings an extension from a colleague, then its no-answer forwarding; an unreachable one is 480', async () => {
    const callId = 'internal@test';
    const first = await route({ call_id: callId, called: '802', caller: '801', from_account: `sb${ext[801]}` });
    expect(first).toMatchObject({ action: 'dial', timeout: 10, targets: [{ kind: 'extension', aor: aor(802), timeout: 10 }], caller_id: { number: '801', name: 'Person 801' } });
    expect(await resume(callId, first.token, 'no_answer')).toMatchObject({ action: 'dial', targets: [{ kind: 'external', number: '+32475000802' }] });
    expect(await route({ called: '803', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'reply', status: 480 });
  });

  it('rings a ring group’s members with their delays, leaves expired members out and rings a mobile after call-mobile-after', async () => {
    const answer = await route({ called: '850', caller: '801', from_account: `sb${ext[801]}` });
    expect(answer.action).toBe('dial');
    expect(answer.targets).toEqual([
      { kind: 'extension', aor: aor(801), delay: 0, timeout: answer.timeout },
      { kind: 'external', number: '+32475000803', delay: 15, timeout: Math.min(30, answer.timeout - 15) },
    ]);
  });

  it('calls outside numbers the extension’s destination countries allow, and refuses others with 403', async () => {
    expect(await route({ called: '0475 12 34 56', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'dial', targets: [{ kind: 'external', number: '+32475123456' }], caller_id: { number: '+3225880100' } });
    expect(await route({ called: '+33142685300', caller: '801', from_account: `sb${ext[801]}` })).toEqual({ action: 'reply', status: 403, reason: 'Forbidden' });
  });

  it('answers the pickup code only where the caller’s role allows it', async () => {
    expect(await route({ called: '*8', caller: '801', from_account: `sb${ext[801]}` })).toMatchObject({ action: 'reply', status: 403 });
    const [role] = await harness.db.query<{ id: number }>(`SELECT id FROM res_role WHERE (data ->> 'unspecific_pickup')::boolean ORDER BY id LIMIT 1`);
    await harness.db.query(`UPDATE res_extension SET data = jsonb_set(data, '{role}', to_jsonb($2::int)) WHERE id = $1`, [ext[802], role.id]);
    const answer = await route({ called: '*8', caller: '802', from_account: `sb${ext[802]}` });
    expect(answer.action).toBe('pickup');
    expect(answer.targets.map((t: { aor: string }) => t.aor)).toContain(aor(801));
    expect(answer.targets.map((t: { aor: string }) => t.aor)).not.toContain(aor(802));
  });

  it('routes a group’s numbers for its own platform token only', async () => {
    expect(await route({ called: DID }, acmePlatform)).toMatchObject({ action: 'dial' });
    expect(await route({ called: DID }, bluePlatform)).toMatchObject({ action: 'reply', status: 404 });
    expect(await route({ called: '802', caller: '801', from_account: `sb${ext[801]}` }, bluePlatform)).toMatchObject({ action: 'reply', status: 403 });
    const token = (await route({ call_id: 'mine@test', called: DID }, acmePlatform)).token;
    const res = await post({ call_id: 'mine@test', called: DID, caller: 'x', resume: { token, outcome: 'no_answer' } }, bluePlatform);
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a valid token and 400 to malformed input, never 5xx', async () => {
    expect((await post({ call_id: 'a', called: DID, caller: 'x' }, {})).statusCode).toBe(401);
    expect((await post({ call_id: 'a', called: DID, caller: 'x' }, { authorization: 'Token ' + 'f'.repeat(40) })).statusCode).toBe(401);
    const token = (await route({ call_id: 'forge@test', called: DID })).token as string;
    const bodies: unknown[] = [
      {}, [], null, { call_id: '', called: DID, caller: 'x' }, { call_id: 'a', called: DID }, { call_id: 'a'.repeat(256), called: DID, caller: 'x' },
      { call_id: 'a', called: DID, caller: 'x', extra: 1 }, { call_id: 'a', called: DID, caller: 'x', at: 'yesterday' },
      { call_id: 'a', called: DID, caller: 'x', from_account: '201' }, { call_id: 'a', called: DID, caller: 'x', resume: { token: 'x', outcome: 'lost' } },
      { call_id: 'a', called: DID, caller: 'x', resume: { token: 'x.y', outcome: 'busy' } },
      { call_id: 'other@test', called: DID, caller: 'x', resume: { token, outcome: 'busy' } },
      { call_id: 'forge@test', called: DID, caller: 'x', resume: { token: token.replace(/^./, (c) => (c === 'e' ? 'f' : 'e')), outcome: 'busy' } },
    ];
    // Not JSON at all: refused by the content-type check or as a body that is no object, a 4xx either way.
    expect([400, 415]).toContain((await harness.request('POST', ROUTE, { body: 'text', headers: { ...engine, 'content-type': 'text/plain' } })).statusCode);
    for (const body of bodies) {
      const res = await post(body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
  });
});
