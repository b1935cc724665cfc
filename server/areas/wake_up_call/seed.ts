import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

interface Planned {
  /** Which of the group's seeded extensions, by place. */
  extension: number;
  /** Days from the seeding day, and the time of day in UTC. */
  inDays: number;
  at: string;
  callee_language: 'en' | 'nl' | 'fr';
  /** A text to speak with a voice, or the group's first media file. */
  speak?: { text: string; voice: string };
  set_as_default?: boolean;
}

const PLANS: Record<DemoGroupKey, Planned[]> = {
  northwind: [
    { extension: 0, inDays: 1, at: '05:45:00', callee_language: 'en', speak: { text: 'Good morning. This is your wake-up call: the partner meeting starts at nine.', voice: 'en-GB-amelia' }, set_as_default: true },
  ],
  acme: [
    { extension: 0, inDays: 1, at: '05:30:00', callee_language: 'nl', speak: { text: 'Goedemorgen, dit is uw wekoproep. De eerste patiënt komt om acht uur.', voice: 'nl-BE-lotte' }, set_as_default: true },
    { extension: 1, inDays: 2, at: '06:00:00', callee_language: 'fr', speak: { text: 'Bonjour, ceci est votre appel de réveil. Bonne journée au cabinet de Gand.', voice: 'fr-BE-camille' } },
    { extension: 1, inDays: 7, at: '05:15:00', callee_language: 'en' },
  ],
  blue_harbor: [
    { extension: 0, inDays: 1, at: '04:30:00', callee_language: 'nl', speak: { text: 'Goedemorgen. Het schip van de vroege dienst meert om zes uur aan.', voice: 'nl-NL-fenna' } },
    { extension: 1, inDays: 3, at: '05:00:00', callee_language: 'en' },
  ],
};

/** A date `days` after today at `time` (UTC), as the API writes timestamps. */
function dayAt(days: number, time: string): string {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${time}Z`;
}

/** A few wake-up calls in the coming days: spoken ones, and ones that play the group's first media file. */
export const seed: AreaSeed = async ({ groups, insert, ids }) => {
  for (const group of groups) {
    const extensions = ids('extension', group.key);
    const [media] = ids('media_file', group.key);
    for (const plan of PLANS[group.key]) {
      const extension = extensions[plan.extension];
      if (extension === undefined) continue;
      const speak = plan.speak ?? (media === undefined ? { text: 'Good morning, this is your wake-up call.', voice: 'en-GB-oliver' } : undefined);
      await insert('wake_up_call', group.id, {
        extension,
        wake_up_at: dayAt(plan.inDays, plan.at),
        callee_language: speak && !plan.speak ? 'en' : plan.callee_language,
        ...(speak ? { message_type: 'text_to_speech', text: speak.text, voice: speak.voice } : { message_type: 'media_file', media_file: media }),
        set_as_default: plan.set_as_default ?? false,
      });
    }
  }
};
