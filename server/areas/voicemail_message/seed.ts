import { readFileSync } from 'node:fs';
import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { writeMessageAudio } from './audioStore.ts';
import { refreshCounts } from './boxes.ts';

/**
 * A message of the demo: its box (position in voicemail_box/seed.ts), its caller, how long ago
 * it came (hours), whether it was listened to, and its recording: real speech made once with
 * espeak-ng and Opus (audio/*.ogg), so the portal plays what a caller would have said.
 */
type Message = [box: number, caller: string, hoursAgo: number, read: boolean, recording: string, seconds: number];

const MESSAGES: Record<DemoGroupKey, Message[]> = {
  northwind: [],
  acme: [
    [0, '+3292231122', 2, false, 'lab_results', 15],
    [0, '+32475123456', 5, false, 'patient_reschedule', 11],
    [0, '+3225551010', 30, true, 'supplier_invoice', 9],
    [1, '+3225880000', 3, false, 'support_callback', 10],
    [1, '+32475123456', 52, true, 'patient_reschedule', 11],
    [2, '+3292231122', 20, false, 'lab_results', 15],
    [3, '+3225551010', 8, false, 'supplier_invoice', 9],
  ],
  blue_harbor: [
    [0, '+31104567890', 1, false, 'carrier_delay', 10],
    [0, '+31302223344', 26, true, 'customs', 7],
    [1, '', 72, false, 'carrier_delay', 10],
  ],
};

const recording = (name: string) => readFileSync(new URL(`./audio/${name}.ogg`, import.meta.url));

/** The boxes' messages with their recordings; then each box's counts. */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  const now = Date.now();
  for (const group of groups) {
    const boxes = ids('voicemail_box', group.key);
    for (const [box, caller, hoursAgo, read, name, seconds] of MESSAGES[group.key]) {
      const recorded_on = new Date(now - hoursAgo * 3_600_000).toISOString();
      const id = await insert('voicemail_message', group.id, { box: boxes[box], caller, recorded_on, read, duration: seconds });
      await writeMessageAudio(tx, id, 'audio/ogg', recording(name));
    }
    for (const box of boxes) await refreshCounts(tx, box);
  }
};
