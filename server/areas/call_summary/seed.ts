import type { AreaSeed } from '../../seed/types.ts';
import { costOf } from './credits.ts';

/**
 * Acme Dental's summaries (the demo group that bought summary credits): a few of its recorded
 * calls, each summarised as a dental practice's calls are, shared with the team (public). The
 * sign-ins are made after the areas' seeds, so no demo summary has a requester; new ones
 * asked for in the portal are private to whoever asked.
 */
const TEXTS = [
  {
    quick_summary: 'A patient moved her check-up from Thursday to next Tuesday morning.',
    detailed_summary:
      'The patient called to move her six-monthly check-up because of a work trip. Reception offered Tuesday at 9:30 or Wednesday at 14:00; she took Tuesday. She asked whether the hygienist visit could follow on the same morning.',
    sections: [
      { topic: 'Appointment', points: ['Check-up moved from Thursday 10:00 to Tuesday 9:30.', 'Hygienist visit added right after, at 10:00.'] },
      { topic: 'Reminders', points: ['She prefers a text message the day before rather than a call.'] },
    ],
    notes: 'Update her contact preference to SMS.',
    conclusions: ['Both appointments are booked back to back on Tuesday.'],
    next_steps: ['Send the confirmation by SMS today.'],
    recommendations: ['Offer combined check-up and hygienist slots to patients who travel for work.'],
  },
  {
    quick_summary: 'A supplier confirmed the delivery of impression material for Friday.',
    detailed_summary:
      'The supplier’s account manager confirmed that the back-ordered impression material ships on Thursday and arrives Friday before noon. The invoice will carry the 5% discount agreed last month.',
    sections: [
      { topic: 'Delivery', points: ['Ships Thursday, arrives Friday before 12:00.', 'Delivered to the back entrance.'] },
      { topic: 'Billing', points: ['The agreed 5% discount is on the invoice.'] },
    ],
    notes: '',
    conclusions: ['Stock will be back to normal before next week’s fittings.'],
    next_steps: ['Check the delivery on Friday against the order.'],
    recommendations: [],
  },
  {
    quick_summary: 'A new patient asked about treatment for a broken molar and booked an urgent visit.',
    detailed_summary:
      'A new patient broke a molar over the weekend and is in some pain. Reception explained the intake form and the cost of an emergency visit, and booked him for today at 16:15 with Dr. Peeters.',
    sections: [
      { topic: 'Complaint', points: ['Broken lower left molar since Saturday.', 'Moderate pain, no swelling.'] },
      { topic: 'Booking', points: ['Emergency visit today at 16:15.', 'Intake form sent by e-mail.'] },
    ],
    notes: 'Ask for his insurance details on arrival.',
    conclusions: ['Seen today; a follow-up is likely for a crown.'],
    next_steps: ['Prepare the emergency room for 16:15.', 'Call back if the form is not returned by 15:00.'],
    recommendations: ['Mention the emergency slot on the website.'],
  },
  {
    quick_summary: 'The lab asked to confirm the shade of a crown before production.',
    detailed_summary:
      'The dental lab called about the crown ordered last week: the photo and the shade code did not match. Dr. Claes confirmed shade A2 and asked for delivery by Monday.',
    sections: [{ topic: 'Crown', points: ['Shade confirmed as A2.', 'Delivery wanted by Monday.'] }],
    notes: '',
    conclusions: ['Production can start.'],
    next_steps: ['Book the fitting for Tuesday.'],
    recommendations: ['Send the shade code in the order form rather than only in the photo.'],
  },
];

export const seed: AreaSeed = async ({ tx, groups, insert }) => {
  const acme = groups.find((g) => g.key === 'acme');
  if (!acme) return;
  const calls = await tx.query<{ id: number; started_at: Date | string; duration: number; billsec: number; direction: string; caller: string; callee: string }>(
    `SELECT c.id, c.started_at, c.duration, c.billsec, c.direction, c.caller, c.callee
       FROM res_cdr c JOIN cdr_recording r ON r.cdr_id = c.id
      WHERE c.group_id = $1 AND c.direction <> 'internal' ORDER BY c.started_at DESC LIMIT $2`,
    [acme.id, TEXTS.length],
  );
  for (const [i, call] of calls.entries()) {
    await insert('call_summary', acme.id, {
      cdr: call.id,
      date_time: new Date(call.started_at).toISOString(),
      duration: call.duration,
      participants: [call.caller, call.callee].filter(Boolean),
      direction: call.direction,
      ...TEXTS[i],
      visibility: 'public',
      credits_cost: costOf(call.billsec || call.duration),
    });
  }
};
