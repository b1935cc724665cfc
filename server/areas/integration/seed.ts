import type { AreaSeed } from '../../seed/types.ts';

/**
 * The partner applications of the demo, as catalogue records shared by every group. Their
 * logos are portal assets (public/integrations/); their redirect addresses are registered
 * apart, where clients never read them.
 */
export const DEMO_INTEGRATIONS = [
  {
    record: { name: 'Mondago', slug: 'mondago', logo: '/integrations/mondago.svg', activation_key_name: 'confirmation_key' },
    redirects: ['https://integrator.mondago.example/switchboard/activated'],
  },
  {
    record: { name: 'CRM Connect', slug: 'crm-connect', logo: '/integrations/crm-connect.svg', activation_key_name: 'activation_code' },
    redirects: ['https://app.crm-connect.example/integrations/switchboard', 'https://eu.crm-connect.example/integrations/switchboard'],
  },
];

export const seed: AreaSeed = async ({ tx, insert }) => {
  for (const { record, redirects } of DEMO_INTEGRATIONS) {
    const id = await insert('integration', null, record);
    for (const address of redirects) {
      await tx.query('INSERT INTO integration_redirects (integration_id, address) VALUES ($1, $2)', [id, address]);
    }
  }
};
