import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

type Target = { to: 'extension'; position: number } | { to: 'number'; number: string };
interface DemoForwarding {
  /** Position of the extension among the group's (extension/seed.ts). */
  position: number;
  always?: Target;
  busy?: Target;
  no_answer?: Target & { after: number };
  unavailable?: Target;
}

const FORWARDINGS: Record<DemoGroupKey, DemoForwarding[]> = {
  northwind: [],
  acme: [
    // Bram is on parental leave: everything goes to his colleague's mobile.
    { position: 2, always: { to: 'number', number: '+32475112233' } },
    // Umar, the plain user of the demo: unanswered calls go to reception, busy ones to his mobile.
    { position: 1, no_answer: { to: 'extension', position: 9, after: 20 }, busy: { to: 'number', number: '+32470123456' } },
    // Reception's phone off the hook or offline: Alice takes the calls.
    { position: 9, unavailable: { to: 'extension', position: 0 }, no_answer: { to: 'extension', position: 0, after: 30 } },
  ],
  blue_harbor: [{ position: 5, no_answer: { to: 'number', number: '+31612345678', after: 15 } }],
};

/** Some forwarding per group, so the list shows each case and each kind of target. */
export const seed: AreaSeed = async ({ groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    for (const forwarding of FORWARDINGS[group.key]) {
      const data: Record<string, unknown> = { extension: extensions[forwarding.position] };
      for (const when of ['always', 'busy', 'no_answer', 'unavailable'] as const) {
        const target = forwarding[when];
        if (!target) continue;
        data[when] = target.to;
        if (target.to === 'extension') data[`${when}_extension`] = extensions[target.position];
        else data[`${when}_number`] = target.number;
        if (when === 'no_answer' && 'after' in target) data.no_answer_after = target.after;
      }
      await insert('call_forwarding', group.id, data);
    }
  }
};
