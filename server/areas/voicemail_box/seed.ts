import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

interface Box {
  description: string;
  /** Positions of the owners among the group's seeded extensions (extension/seed.ts order). */
  owners: number[];
  is_shared: boolean;
  notify_emails: string[];
  notify_sms_numbers: string[];
}

/**
 * Acme Dental's reception box is shared with the whole practice; Umar (the demo's plain user,
 * Acme's second extension) owns his own box and does not see the billing box.
 */
const BOXES: Record<DemoGroupKey, Box[]> = {
  northwind: [{ description: 'Support', owners: [0], is_shared: true, notify_emails: ['support@northwind.example'], notify_sms_numbers: [] }],
  acme: [
    { description: 'Reception', owners: [9, 0], is_shared: true, notify_emails: ['reception@acme-dental.example'], notify_sms_numbers: ['+32475112233'] },
    { description: 'Umar User', owners: [1], is_shared: false, notify_emails: ['umar.user@example.com'], notify_sms_numbers: [] },
    { description: 'Dr. Bram Peeters', owners: [2], is_shared: false, notify_emails: ['bram.peeters@example.com'], notify_sms_numbers: ['+32476445566'] },
    { description: 'Billing', owners: [0], is_shared: false, notify_emails: ['billing@acme-dental.example', 'alice.admin@example.com'], notify_sms_numbers: [] },
  ],
  blue_harbor: [
    { description: 'Dispatch', owners: [5], is_shared: true, notify_emails: ['dispatch@blueharbor.example'], notify_sms_numbers: ['+31612345678'] },
    { description: 'Jan de Vries', owners: [0], is_shared: false, notify_emails: ['jan.de.vries@example.com'], notify_sms_numbers: [] },
  ],
};

/** The groups' voicemail boxes; their messages are voicemail_message/seed.ts's. */
export const seed: AreaSeed = async ({ groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    for (const box of BOXES[group.key]) {
      await insert('voicemail_box', group.id, { ...box, owners: box.owners.map((i) => extensions[i]).filter((id) => id !== undefined) });
    }
  }
};
