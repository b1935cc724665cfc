import { describe, expect, it } from 'vitest';
import { createEventStream, RESYNC, type LiveEvent, type StreamDeps } from '../../src/events/eventStream.ts';

/** A fake EventSource and clock: the test opens, fails and feeds streams by hand. */
function fakes(tickets: (string | null | Error)[]) {
  const opened: { url: string; closed: boolean; source: ReturnType<StreamDeps['open']> }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const deps: StreamDeps = {
    async ticket() {
      const next = tickets.length ? tickets.shift()! : 'spare';
      if (next instanceof Error) throw next;
      return next;
    },
    url: (ticket) => `/api/v1/events/?ticket=${ticket}`,
    open(url) {
      const entry = { url, closed: false, source: { onmessage: null, onerror: null, onopen: null, close: () => (entry.closed = true) } };
      opened.push(entry);
      return entry.source;
    },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => {},
  };
  return { deps, opened, timers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const message = (event: LiveEvent) => ({ data: JSON.stringify(event) }) as MessageEvent;

describe('the portal’s live event stream', () => {
  it('opens one stream for all listeners with a ticket, and closes it after the last', async () => {
    const { deps, opened } = fakes(['t1']);
    const stream = createEventStream(deps);
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const stopA = stream.listen((e) => a.push(e));
    const stopB = stream.listen((e) => b.push(e));
    await settle();
    expect(opened.map((o) => o.url)).toEqual(['/api/v1/events/?ticket=t1']);
    const event = { type: 'job.updated', group: 5, data: { id: 1, progress: 50 } };
    opened[0].source.onmessage!(message(event));
    expect(a).toEqual([event]);
    expect(b).toEqual([event]);
    stopA();
    expect(opened[0].closed).toBe(false);
    stopB();
    expect(opened[0].closed).toBe(true);
  });

  it('after an error opens again with a new ticket after a growing pause, and tells listeners to read again', async () => {
    const { deps, opened, timers } = fakes(['t1', new Error('offline'), 't3']);
    const stream = createEventStream(deps);
    const seen: string[] = [];
    stream.listen((e) => seen.push(e.type));
    await settle();
    opened[0].source.onopen!(new Event('open'));
    expect(stream.connected).toBe(true);
    // The listener read its state before the stream was open: it reads again (a job may have ended meanwhile).
    expect(seen).toEqual([RESYNC]);
    opened[0].source.onerror!(new Event('error'));
    expect(opened[0].closed).toBe(true);
    expect(stream.connected).toBe(false);
    timers.shift()!.fn();
    await settle();
    // The ticket request failed: a longer pause, then a new ticket.
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers.shift()!.fn();
    await settle();
    expect(opened.map((o) => o.url)).toEqual(['/api/v1/events/?ticket=t1', '/api/v1/events/?ticket=t3']);
    opened[1].source.onopen!(new Event('open'));
    expect(seen).toEqual([RESYNC, RESYNC]);
  });

  it('stays closed when signed out', async () => {
    const { deps, opened, timers } = fakes([null]);
    createEventStream(deps).listen(() => {});
    await settle();
    expect(opened).toEqual([]);
    expect(timers).toEqual([]);
  });
});
