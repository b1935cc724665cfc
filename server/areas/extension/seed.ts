import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';

/** Each group's people (number, name) and the caller id they show: the group's main number. */
const PEOPLE: Record<DemoGroupKey, { callerId: string; outbound?: Record<number, string>; people: [number, string][] }> = {
  northwind: { callerId: '+3235550100', people: [[100, 'Rita Reseller']] },
  acme: {
    callerId: '+3225880100',
    // Reception calls out on its own line; the Ghent practice shows its local number.
    outbound: { 205: '+3292100100', 206: '+3292100100', 210: '+3225880101' },
    people: [
      [201, 'Alice Admin'], [202, 'Umar User'], [203, 'Bram Peeters'], [204, 'Chloé Dubois'],
      [205, 'Dirk Janssens'], [206, 'Emma Claes'], [207, 'Femke Wouters'], [208, 'Gilles Martin'],
      [209, 'Hanne Maes'], [210, 'Reception'],
    ],
  },
  blue_harbor: {
    callerId: '+31102001100',
    outbound: { 306: '+31102001101' },
    people: [[301, 'Jan de Vries'], [302, 'Kim Bakker'], [303, 'Lars Visser'], [304, 'Mila Smit'], [305, 'Noah Meijer'], [306, 'Dispatch']],
  },
};

/** The User-Agent headers of the demo's phones. */
const DEMO_PHONES = ['Yealink SIP-T54W 96.86.0.100', 'snom D785/10.1.159.12', 'Poly VVX 450 6.4.3.5018', 'Yealink SIP-T46U 108.86.0.90'];

const emailOf = (name: string) => `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').trim().replace(/\s+/g, '.')}@example.com`;

/**
 * One extension per person, spread over the group's accounts and sites. The first of each
 * group signs in as its administrator, the second of Acme Dental as a plain user (demo.ts).
 */
export const seed: AreaSeed = async ({ tx, groups, insert, ids }) => {
  // The catalogue's ring tones (group null): some people chose their own for internal calls.
  const tones = (await tx.query<{ id: number }>('SELECT id FROM res_ring_tone WHERE group_id IS NULL ORDER BY id')).map((t) => t.id);
  for (const group of groups) {
    const accounts = ids('account', group.key);
    const sites = ids('site', group.key);
    const { callerId, outbound = {}, people } = PEOPLE[group.key];
    for (const [index, [extension, name]] of people.entries()) {
      const registered = index % 4 !== 3;
      const id = await insert('extension', group.id, {
        extension,
        name,
        email: emailOf(name),
        account: accounts[index % accounts.length],
        site: sites[index % sites.length],
        language: group.country === 'NL' ? 'nl' : index % 3 === 2 ? 'fr' : 'nl',
        country_code: group.country,
        mobile: null,
        caller_id: callerId,
        // One of the group's own numbers (server/areas/extension/outboundCallerId.ts).
        outbound_caller_id: outbound[extension] ?? null,
        hide_caller_id: name === 'Reception',
        internal_ringtone: index % 3 === 1 && tones.length ? tones[index % tones.length] : null,
        call_mobile_after: 25,
        call_mobile_timeout: 30,
        role: null,
        // Kept by the registrar's events (server/sip/registrations.ts); the demo shows both states.
        registered,
        origin_countries: [group.country],
        destination_countries: [group.country, '001'],
      });
      // As if a registrar had reported the phone (documentation addresses, RFC 5737). With no
      // registrar running nothing refreshes them; the next event for the extension settles it.
      if (registered) {
        const address = `192.0.2.${(id % 250) + 1}`;
        await tx.query(
          `INSERT INTO sip_registrations (extension_id, group_id, contact, user_agent, source, expires_at)
           VALUES ($1, $2, $3, $4, $5, now() + interval '1 hour')`,
          [id, group.id, `sip:${extension}@${address}:5060`, DEMO_PHONES[index % DEMO_PHONES.length], `${address}:5060`],
        );
      }
    }
  }
};
