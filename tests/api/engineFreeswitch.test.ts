import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';

/** FreeSWITCH's mod_json_cdr posting its own JSON CDRs (tests/fixtures/engines/README.md says where they come from). */
const CDR = '/api/ingest/v1/freeswitch/cdr/';
type Cdr = Record<string, unknown> & { variables: Record<string, string> };
const sample = (name: string): Cdr => JSON.parse(readFileSync(new URL(`../fixtures/engines/freeswitch/${name}.json`, import.meta.url), 'utf8'));

/**
 * The sample moved to yesterday, its shape untouched: every epoch (seconds), uepoch and profile
 * time (microseconds) shifted alike, so the call stays within the group's lifetime (issue 24).
 */
function yesterday(cdr: Cdr, uuid?: string): Cdr {
  const start = Number(cdr.variables.start_epoch);
  const delta = Math.floor(Date.now() / 1000) - 86400 - start;
  const shift = (key: string, value: unknown): unknown => {
    if (typeof value !== 'string' || !/^\d+$/.test(value) || value === '0') return value;
    if (/_epoch$/.test(key)) return String(Number(value) + delta);
    if (/_uepoch$|_time$|^app_stamp$/.test(key)) return String(BigInt(value) + BigInt(delta) * 1_000_000n);
    return value;
  };
  const walk = (node: unknown): unknown =>
    Array.isArray(node) ? node.map(walk) : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, typeof v === 'object' ? walk(v) : shift(k, v)])) : node;
  const moved = walk(cdr) as Cdr;
  if (uuid) moved.variables.uuid = uuid;
  return moved;
}

describe.each(databases())('FreeSWITCH mod_json_cdr on $name', (kind) => {
  const harness = useSeededApp(kind);
  let acmeToken: string;
  let blueToken: string;
  let admin: string;
  let acme: number;
  const basic = (token: string, user = 'switchboard') => ({ authorization: `Basic ${Buffer.from(`${user}:${token}`).toString('base64')}` });
  /** As mod_json_cdr sends it: the URL as configured plus `?uuid=`, the body as `encode` says. */
  const post = (cdr: unknown, { encode = 'false', headers = basic(acmeToken), query = '' }: { encode?: string; headers?: Record<string, string>; query?: string } = {}) => {
    const json = typeof cdr === 'string' ? cdr : JSON.stringify(cdr);
    const uuid = (cdr as Cdr)?.variables?.uuid ?? 'x';
    const url = `${CDR}${query ? `${query}?` : '?'}uuid=${uuid}`;
    if (encode === 'true') return harness.post(url, { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: `cdr=${encodeURIComponent(json)}` });
    if (encode === 'base64') return harness.post(url, { headers: { ...headers, 'content-type': 'application/x-www-form-base64-encoded' }, body: `cdr=${Buffer.from(json).toString('base64')}` });
    return harness.post(url, { headers: { ...headers, 'content-type': 'application/json' }, body: json });
  };
  /** The call as the portal's call history shows it. */
  const shown = async (callId: string) => {
    const [row] = await harness.db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 AND call_id = $2', [acme, callId]);
    expect(row, `call ${callId} stored`).toBeDefined();
    const res = await harness.get(`/api/v1/cdr/${row.id}/`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown> & { legs: { step: string; party?: string }[] }>();
  };

  beforeAll(async () => {
    const demo = await demoOf(harness);
    acme = demo.groups.acme;
    admin = demo.tokens.admin;
    acmeToken = await issuePlatformToken(harness.db, acme, 'FreeSWITCH pbx1');
    blueToken = await issuePlatformToken(harness.db, demo.groups.blueHarbor, 'FreeSWITCH other');
  });

  it('stores an answered A leg posted as raw JSON with Basic auth, and the call history shows its parties, status and legs', async () => {
    const cdr = yesterday(sample('answered-inbound'));
    const res = await post(cdr);
    expect(res.statusCode, res.body).toBe(201);
    expectDocumented('POST', CDR, 201, res.json());
    const call = await shown(cdr.variables.uuid);
    expect(call).toMatchObject({ caller: '+3225021234', callee: '+3225880100', direction: 'inbound', status: 'answered', duration: 87, billsec: 75, extensions: [201] });
    expect(call.legs.map((l) => [l.step, l.party])).toEqual([['dialled', '+3225880100'], ['rang', '201'], ['answered', '201'], ['ended', undefined]]);
    // mod_json_cdr retries a post it thinks failed: the same uuid is the same call.
    const again = await post(cdr, { encode: 'true' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ call_id: cdr.variables.uuid, created: false });
  });

  it('reads the form encodings (encode true and base64) and a token in the URL that mod_json_cdr extends with ?uuid=', async () => {
    const busy = yesterday(sample('busy-outbound'));
    const res = await post(busy, { encode: 'true', headers: {}, query: `?token=${acmeToken}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(await shown(busy.variables.uuid)).toMatchObject({ caller: '202', callee: '+32470123456', direction: 'outbound', status: 'busy', duration: 6, billsec: 0, cost: 0 });
    const again = yesterday(sample('answered-inbound'), '0b8f7e6d-5c4b-4a39-8271-605f4e3d2c1b');
    expect((await post(again, { encode: 'base64' })).statusCode).toBe(201);
    expect((await shown(again.variables.uuid)).status).toBe('answered');
  });

  it('acknowledges a B leg’s CDR without a second record of its call', async () => {
    const before = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM res_cdr WHERE group_id = $1', [acme]);
    const res = await post(yesterday(sample('b-leg')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: false, b_leg: true });
    const after = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM res_cdr WHERE group_id = $1', [acme]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a post without the platform token (401, asking for Basic) before reading it', async () => {
    const cdr = yesterday(sample('answered-inbound'));
    for (const headers of [{}, basic('0'.repeat(40)), { authorization: `Token ${admin}` }, basic(admin)]) {
      const res = await post(cdr, { headers });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Basic realm="switchboard"');
    }
    expect((await post(cdr, { headers: {}, query: '?token=nope' })).statusCode).toBe(401);
  });

  it('refuses malformed and foreign posts with a 4xx naming what is wrong, never a 5xx', async () => {
    const good = yesterday(sample('answered-inbound'), 'refused-1');
    const without = (path: string) => {
      const copy = structuredClone(good) as Record<string, unknown>;
      const [a, b] = path.split('.');
      if (b) delete (copy[a] as Record<string, unknown>)[b];
      else delete copy[a];
      return copy;
    };
    const withVar = (name: string, value: string) => ({ ...good, variables: { ...good.variables, [name]: value } });
    const cases: [unknown, string, string?][] = [
      ['{"variables": ', 'false', 'cdr'],
      ['[1, 2]', 'false', 'cdr'],
      ['null', 'false', 'cdr'],
      [without('variables'), 'false', 'variables'],
      [{ ...without('variables.uuid'), callflow: [] }, 'false', 'variables.uuid'],
      [withVar('start_epoch', 'yesterday'), 'true', 'variables.start_epoch'],
      [{ ...without('variables.start_epoch'), callflow: [] }, 'false', 'variables.start_epoch'],
      [withVar('duration', 'long'), 'false', 'variables.duration'],
      [withVar('billsec', '999'), 'base64', 'billsec'],
      [withVar('uuid', 'has space'), 'false', 'variables.uuid'],
      [withVar('start_epoch', '86400'), 'false', 'start'],
      // A foreign event: FreeSWITCH's ESL event, an Asterisk Cdr, posted here by mistake.
      [{ 'Event-Name': 'CHANNEL_HANGUP_COMPLETE', 'Unique-ID': good.variables.uuid }, 'false', 'variables'],
      [{ Event: 'Cdr', UniqueID: '1386092800.0', Disposition: 'ANSWERED' }, 'true', 'variables'],
    ];
    for (const [body, encode, field] of cases) {
      const res = await post(body, { encode });
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      if (field) expect(Object.keys(res.json()), res.body).toContain(field);
    }
    // Values of the wrong type where FreeSWITCH writes text or objects: refused, never a crash.
    const confused: [unknown, string][] = [
      [{ ...good, callflow: [{ caller_profile: { destination_number: 42, caller_id_number: null, originatee: { originatee_caller_profiles: [null, 'x', { destination_number: [] }] } }, times: null }] }, 'callflow.caller_profile.destination_number'],
      [{ ...good, callflow: 'x', app_log: { applications: [null, { app_name: 'voicemail', app_stamp: {} }] } }, 'callflow.caller_profile.destination_number'],
      [{ ...good, variables: [] }, 'variables'],
      // A week is the longest call the ingestion takes, whichever shape it comes in.
      [withVar('duration', '999999999'), 'duration'],
    ];
    for (const [body, field] of confused) {
      const res = await post(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    }
    // The caller is checked as every ingested party: markup is no number.
    const profile = structuredClone(good) as Cdr & { callflow: { caller_profile: Record<string, string> }[] };
    profile.callflow[0].caller_profile.caller_id_number = '<script>';
    expect(Object.keys((await post(profile)).json())).toContain('caller');
    for (const body of ['cdr=', 'nocdr=1', 'cdr=%E0%A4%A']) {
      const res = await harness.post(`${CDR}?uuid=x`, { headers: { ...basic(acmeToken), 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(res.statusCode, body).toBe(400);
    }
    expect((await harness.post(`${CDR}?uuid=x`, { headers: { ...basic(acmeToken), 'content-type': 'application/x-www-form-base64-encoded' }, body: 'cdr=@@@' })).statusCode).toBe(400);
    expect((await harness.post(CDR, { headers: { ...basic(acmeToken), 'content-type': 'text/plain' }, body: JSON.stringify(good) })).statusCode).toBe(415);
    const rows = await harness.db.query('SELECT 1 FROM res_cdr WHERE call_id = $1', ['refused-1']);
    expect(rows).toEqual([]);
  });

  it('stores a call in the token’s group only, checked against that group’s extensions', async () => {
    // Extension 202 is Acme’s: to Blue Harbor’s platform it is neither its extension nor a number.
    const busy = yesterday(sample('busy-outbound'), 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b');
    const res = await post(busy, { headers: basic(blueToken) });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json())).toContain('caller');
  });
});
