import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { insertCall } from '../../ingest/insertCall.ts';
import type { CallLeg, IngestCall } from '../../ingest/callRecord.ts';
import { audioKind } from '../media_file/audioKind.ts';
import { writeRecording } from './recordingStore.ts';
import { demoRecording } from './demoRecording.ts';

/** Each group's extensions (as server/areas/extension/seed.ts numbers them), main number and callers' numbers. */
const GROUPS: Record<DemoGroupKey, { calls: number; main: string; extensions: number[]; outside: string[] }> = {
  northwind: { calls: 150, main: '+3235550100', extensions: [100], outside: ['+3232270011', '+32478120934', '+3292334455', '+32495561278', '+33142681530'] },
  acme: {
    calls: 400,
    main: '+3225880100',
    extensions: [201, 202, 203, 204, 205, 206, 207, 208, 209, 210],
    outside: ['+3225021234', '+32470558812', '+32496120077', '+3293216655', '+3216403311', '+32486990123', '+31205551234', '+33612345678', '+442079460123', '+3227711000'],
  },
  blue_harbor: {
    calls: 300,
    main: '+31102001100',
    extensions: [301, 302, 303, 304, 305, 306],
    outside: ['+31104120000', '+31612345678', '+31207001234', '+31653219876', '+3225880100', '+4940123456', '+31302345678'],
  },
};

/** A fixed sequence (mulberry32): the demo is the same on every machine, only moved to today. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000).toISOString();

/** One believable call: who, when (working hours mostly, the last 30 days), how it went, its steps. */
function demoCall(key: DemoGroupKey, index: number, next: () => number, now: Date): IngestCall {
  const { main, extensions, outside } = GROUPS[key];
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
  const day = Math.floor(next() * 30);
  const hour = next() < 0.9 ? 8 + Math.floor(next() * 10) : Math.floor(next() * 24);
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - day);
  start.setUTCHours(hour, Math.floor(next() * 60), Math.floor(next() * 60), 0);
  if (start > now) start.setUTCDate(start.getUTCDate() - 1);
  const roll = next();
  const direction = roll < 0.5 ? 'inbound' : roll < 0.85 ? 'outbound' : 'internal';
  const ext = pick(extensions);
  const other = extensions.length > 1 ? pick(extensions.filter((e) => e !== ext)) : ext;
  const outcome = next();
  const status = outcome < 0.74 ? 'answered' : outcome < 0.9 ? 'unanswered' : outcome < 0.96 ? 'busy' : 'failed';
  const ring = 3 + Math.floor(next() * 22);
  const talk = status === 'answered' ? 15 + Math.floor(next() ** 2 * 1200) : 0;
  const duration = status === 'answered' ? ring + talk : status === 'unanswered' ? 20 + Math.floor(next() * 15) : Math.floor(next() * 4);
  const caller = direction === 'inbound' ? (next() < 0.05 ? '' : pick(outside)) : String(ext);
  const callee = direction === 'inbound' ? main : direction === 'outbound' ? pick(outside) : String(other);
  const legs: CallLeg[] = [{ at: at(start, 0), step: 'dialled', party: callee }];
  if (direction === 'inbound' && next() < 0.3) legs.push({ at: at(start, 1), step: 'queued', party: 'Reception' });
  const target = direction === 'outbound' ? callee : String(direction === 'internal' ? other : ext);
  if (status !== 'failed') legs.push({ at: at(start, 2), step: 'rang', party: target });
  if (status === 'answered') {
    legs.push({ at: at(start, ring), step: 'answered', party: target });
    if (direction === 'inbound' && extensions.length > 1 && next() < 0.12) legs.push({ at: at(start, ring + Math.floor(talk / 2)), step: 'transferred', party: String(other) });
  } else if (status === 'unanswered' && direction === 'inbound') {
    legs.push({ at: at(start, duration - 5), step: 'voicemail', party: String(ext) });
  }
  legs.push({ at: at(start, duration), step: 'ended' });
  const involved = direction === 'outbound' ? [ext] : legs.some((l) => l.step === 'transferred') || direction === 'internal' ? [ext, other] : [ext];
  return {
    call_id: `demo-${key}-${index}`,
    start: start.toISOString(),
    direction,
    caller,
    callee,
    status,
    duration,
    billsec: talk,
    extensions: involved,
    legs,
  };
}

/**
 * The demo's call history: a few hundred calls per group over the last 30 days, written
 * through the ingestion API's own insert (server/ingest/insertCall.ts). Only a group that records
 * calls (its record_calls setting, for which it holds licences) has recordings, each as long as
 * its call's talk time (issue 27: users compare them): one in two of its answered calls of a
 * minute or less, which keeps the demo database small.
 */
export const seed: AreaSeed = async ({ tx, groups }) => {
  const now = new Date();
  for (const group of groups) {
    const next = random(group.id * 7919);
    const [{ records }] = await tx.query<{ records: boolean }>(`SELECT coalesce((settings ->> 'record_calls')::boolean, false) AS records FROM groups WHERE id = $1`, [group.id]);
    let short = 0;
    for (let i = 0; i < GROUPS[group.key].calls; i++) {
      const call = demoCall(group.key, i, next, now);
      const { id } = await insertCall(tx, group.id, null, call);
      if (!records || call.status !== 'answered' || call.billsec > 60 || short++ % 2 !== 0) continue;
      const audio = demoRecording(call.billsec, 8000, 8);
      await writeRecording(tx, id, audio, audioKind(audio)!);
    }
  }
};
