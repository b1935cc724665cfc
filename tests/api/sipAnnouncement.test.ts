import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTargets, type ServerTarget } from './helpers/serverTargets.ts';
import { diagram } from './callFlow.support.ts';
import { CARRIER_HOST, adminApi, freeUdpPort, registerPhone, startSipEngine, until, type AdminApi, type Extension, type SipEngine } from './sipCalls.support.ts';

/**
 * An announcement played by rtpengine (issue 18): a DID whose flow plays a media file and then
 * dials 201. The shipped Kamailio, with Debian's rtpengine beside it (SIP_RTPENGINE), answers the
 * carrier's caller 183 with rtpengine's SDP, rtpengine plays the file to the caller as RTP, and
 * when it has played the call goes on to the Dial: 201's phone rings and answers. The caller's
 * RTP lands on a socket of this test, which times every packet. PGlite only: the routing
 * endpoint's storage is tested on both in sipCalls.test.ts; what is new here is the media path.
 */
interface Media { id: number; description: string; duration?: number | null; file_name?: string }
interface Cdr { status: string; direction: string; extensions: number[]; legs: { step: string; party?: string }[] }
interface Wallboard { calls: { caller: string; callee: string; direction: string; state: string }[] }

const DID = `+32258805${String(10 + Math.floor(Math.random() * 80))}`;
const CALLER = `+32476${String(Math.floor(Math.random() * 900000) + 100000)}`;

describe.each(serverTargets().slice(0, 1))('an announcement through Kamailio and rtpengine on $name', (kind) => {
  let target: ServerTarget;
  let sip: SipEngine;
  let media: Media;
  let phone: { port: number };
  let api: AdminApi;
  const key = randomBytes(32).toString('base64');

  beforeAll(async () => {
    target = await kind.seeded();
    sip = await startSipEngine(target, key, { rtpengine: true });
    api = await adminApi(sip.server.url);
    const e201 = (await api<{ results: Extension[] }>('GET', '/api/v3/user/extension/?page_size=100')).results.find((e) => e.extension === 201)!;
    phone = await registerPhone(sip, api, e201);
    // The group's shortest recording (the demo's 1.6 s WAV): the call waits for all of it.
    const files = (await api<{ results: Media[] }>('GET', '/api/v3/media_file/?page_size=100')).results.filter((m) => m.duration);
    media = files.sort((a, b) => Number(a.duration) - Number(b.duration))[0];
    const flow = await api<{ id: number }>('POST', '/api/v1/call_flow/', {
      description: `Announcement ${randomBytes(3).toString('hex')}`,
      diagram: diagram(
        [['start', 'start'], ['a', 'play_media', { files: [media.id] }], ['d', 'dial', { mode: 'advanced', tiers: [[{ type: 'extension', value: e201.id }]], ring_time: 15 }], ['end', 'end_call']],
        [['start', 'a'], ['a', 'd', 'next'], ['d', 'end', 'no_answer']],
      ),
    });
    await api('POST', '/api/v1/did_routing/', { did: DID, account: e201.account, site: e201.site, language: 'en', call_flow: flow.id });
  }, 600_000);

  /** The newest call of `caller` in the call history, with its legs. */
  const lastCallOf = async (caller: string) => {
    const list = await api<{ results: { id: number; caller: string }[] }>('GET', `/api/v1/cdr/?page_size=5&search=${encodeURIComponent(caller)}`);
    const found = list.results.find((c) => c.caller === caller);
    return found ? api<Cdr>('GET', `/api/v1/cdr/${found.id}/`) : undefined;
  };

  afterAll(async () => {
    await sip?.stop();
    await target?.dispose();
  }, 60_000);

  it('the caller hears the announcement as early media (183 with rtpengine’s SDP, RTP while it plays), then 201 rings and answers; the wallboard and the history report it', async () => {
    // The caller's media socket: every packet's arrival time and payload type.
    const rtp: { at: number; payloadType: number }[] = [];
    const socket: Socket = createSocket('udp4');
    socket.on('message', (packet) => rtp.push({ at: Date.now(), payloadType: packet[1] & 0x7f }));
    const rtpPort = await freeUdpPort();
    await new Promise<void>((resolve) => socket.bind(rtpPort, '127.0.0.1', resolve));
    try {
      // 201 rings 1.5 s: long enough for the wallboard to show the call ringing (reports go out every 100 ms).
      const answering = await sip.listen('answer.xml', phone.port, ['-set', 'ring', '1500']);
      const calling = sip.sipp('announcedCall.xml', ['-s', DID, '-set', 'domain', CARRIER_HOST, '-set', 'from', CALLER, '-set', 'rtp', String(rtpPort), '-set', 'talk', '300'], CARRIER_HOST);
      // The wallboard (GET /api/v1/live_statistics/, the page's read) shows the call ringing once the Dial after the announcement rings 201.
      const ringing = await until('the wallboard shows the call ringing', async () => (await api<Wallboard>('GET', '/api/v1/live_statistics/')).calls.find((c) => c.caller === CALLER), (c) => c?.state === 'ringing', 20_000);
      expect(ringing).toMatchObject({ direction: 'inbound', callee: DID });
      const caller = await calling;
      const answered = await answering.done;
      expect(caller.status, caller.output + caller.log + sip.output()).toBe(0);
      expect(answered.status, answered.output + sip.output()).toBe(0);
      // 183 with rtpengine's SDP (its own address and port, not the caller's), then 201's 200.
      const early = /^SIP\/2\.0 183[\s\S]*?\r?\n\r?\n([\s\S]*?)(?=\n-{10})/m.exec(caller.log)?.[1] ?? '';
      expect(early).toMatch(/^c=IN IP4 127\.0\.0\.1/m);
      expect(early).toMatch(/^m=audio (\d+) RTP\/AVP 0/m);
      expect(early).not.toContain(`m=audio ${rtpPort} `);
      expect(caller.answers.filter((s) => s >= 200)).toEqual([200, 200]);
      // The announcement came as PCMU, about as long as the file, before 201's phone was rung
      // (201 answers with no media of its own: every packet is rtpengine's).
      const seconds = (rtp.at(-1)!.at - rtp[0].at) / 1000;
      expect(rtp.length, sip.output()).toBeGreaterThan(40);
      expect(new Set(rtp.map((p) => p.payloadType))).toEqual(new Set([0]));
      expect(seconds).toBeGreaterThan(Number(media.duration) * 0.7);
      const invited = /^-+ (\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3})\d*\nUDP message received[^\n]*\n\nINVITE /m.exec(answered.log);
      expect(invited).not.toBeNull();
      expect(new Date(`${invited![1]}T${invited![2]}`).getTime()).toBeGreaterThanOrEqual(rtp.at(-1)!.at - 100);
      // Reported like any call: the history holds it answered by 201, with its legs (the announcement is no leg of its own).
      const cdr = await until('the call in the history', () => lastCallOf(CALLER), (c) => c?.legs.some((l) => l.step === 'ended') ?? false, 20_000);
      expect(cdr).toMatchObject({ status: 'answered', direction: 'inbound', extensions: [201] });
      expect(cdr!.legs.map((l) => [l.step, l.party ?? ''])).toEqual([['dialled', DID], ['rang', '201'], ['answered', '201'], ['ended', '']]);
    } finally {
      socket.close();
    }
  }, 60_000);
});
