import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, extensionBody, urlOf } from './helpers/records.ts';
import { unique } from './callFlow.support.ts';
import { sipDomain } from '../../server/sip/accounts.ts';
import { registrarToken } from '../../server/sip/registrarToken.ts';

/**
 * A role's permissions (configuration-areas §6) as the SIP engine meets them in the routing
 * call: eavesdrop (*0<ext>) and intercept (**<ext>) need their toggle, unspecific pickup (*8)
 * too; block external calls leaves internal calls only; dynamic caller ID shows the number the
 * phone presents only when the user owns it. Each caller is an extension with one role, made
 * and given through the API as an administrator does.
 */
const ROUTE = '/api/platform/v1/route';

describe.each(databases())('role permissions in routing on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-perm-'));
  const harness = useSeededApp(kind, { dataDir });
  let group: number;
  let engine: Record<string, string>;
  let calls = 0;
  /** Extension number → its id. */
  const ext: Record<number, number> = {};

  const aor = (number: number) => `sip:${number}@${sipDomain(group)}`;
  /** A call dialled on the phone of extension `from`, presenting `caller` as its From user. */
  const dial = async (from: number, called: string, caller = String(from)) => {
    const res = await harness.request('POST', ROUTE, { headers: engine, body: { call_id: `perm-${++calls}@test`, called, caller, from_account: `sb${ext[from]}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const demo = await demoOf(harness);
    group = demo.groups.acme;
    const admin = demo.tokens.admin;
    engine = { authorization: `Token ${registrarToken()}` };
    const create = async (resource: string, body: Record<string, unknown>) => {
      const res = await harness.post(urlOf(resource), { token: admin, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const supervisor = await create('role', { name: unique('Supervisor'), eavesdrop: true, intercept: true, unspecific_pickup: true, dynamic_caller_id: true });
    const internal = await create('role', { name: unique('Internal only'), block_external_calls: true });
    const plain = await create('role', { name: unique('Plain') });
    const people: [number, number | null, Record<string, unknown>][] = [
      [911, supervisor, { mobile: '+32475000911' }],
      [912, plain, { mobile: '+32475000912' }],
      [913, internal, {}],
      [914, null, {}],
    ];
    for (const [n, role, extra] of people) {
      ext[n] = await create('extension', await extensionBody(harness.db, group, { extension: n, name: `Person ${n}`, email: `p${n}@example.com`, role, ...extra }));
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets only a role with eavesdrop listen in on a colleague (*0<ext>), at the media server', async () => {
    const answer = await dial(911, '*0914');
    expect(answer).toMatchObject({ action: 'media', media: { block: 'eavesdrop', kind: 'eavesdrop', aor: aor(914) } });
    expect(typeof answer.token).toBe('string');
    expect(await dial(912, '*0914')).toEqual({ action: 'reply', status: 403, reason: 'Forbidden' });
    expect(await dial(914, '*0911')).toMatchObject({ action: 'reply', status: 403 });
    // A number that is no extension of the group, or one's own: nothing to listen to.
    expect(await dial(911, '*0999')).toMatchObject({ action: 'reply', status: 404 });
    expect(await dial(911, '*0911')).toMatchObject({ action: 'reply', status: 404 });
  });

  it('lets only a role with intercept take the call ringing one colleague (**<ext>)', async () => {
    expect(await dial(911, '**912')).toEqual({ action: 'pickup', targets: [{ kind: 'extension', aor: aor(912), delay: 0, timeout: 1 }] });
    expect(await dial(912, '**911')).toMatchObject({ action: 'reply', status: 403 });
    expect(await dial(913, '**911')).toMatchObject({ action: 'reply', status: 403 });
  });

  it('answers the unspecific pickup code (*8) only for a role with unspecific pickup', async () => {
    const answer = await dial(911, '*8');
    expect(answer.action).toBe('pickup');
    const aors = answer.targets.map((t: { aor: string }) => t.aor);
    expect(aors).toEqual(expect.arrayContaining([aor(912), aor(913), aor(914)]));
    expect(aors).not.toContain(aor(911));
    expect(await dial(912, '*8')).toMatchObject({ action: 'reply', status: 403 });
    expect(await dial(914, '*8')).toMatchObject({ action: 'reply', status: 403 });
  });

  it('blocks outside numbers for a role with block external calls, and still rings colleagues', async () => {
    expect(await dial(913, '0475 12 34 56')).toEqual({ action: 'reply', status: 403, reason: 'Forbidden' });
    expect(await dial(913, '+3225880100')).toMatchObject({ action: 'reply', status: 403 });
    expect(await dial(913, '911')).toMatchObject({ action: 'reply', status: 480 }); // internal: rung (no phone registered, so unavailable), not forbidden
    expect(await dial(912, '0475 12 34 56')).toMatchObject({ action: 'dial', targets: [{ kind: 'external', number: '+32475123456' }] });
  });

  it('shows a presented caller ID only with dynamic caller ID and only when the user owns it', async () => {
    const outside = '0475 12 34 56';
    const shown = async (from: number, presented: string) => (await dial(from, outside, presented)).caller_id;
    expect(await shown(911, '0475 00 09 11')).toEqual({ number: '+32475000911' }); // the user's own mobile, as dialled nationally
    expect(await shown(911, '+32475000912')).toEqual({ number: '+3225880100' }); // a colleague's mobile: the configured caller ID
    expect(await shown(911, '+3225880199')).toEqual({ number: '+3225880100' }); // a number nobody owns
    expect(await shown(911, '911')).toEqual({ number: '+3225880100' }); // the extension number, as phones send by default
    expect(await shown(912, '+32475000912')).toEqual({ number: '+3225880100' }); // no permission: always the configured one
  });
});
