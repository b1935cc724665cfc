import type { DemoGroupKey } from '../../seed/types.ts';
import type { Party } from './parties.ts';

/**
 * The demo's invoice parties: made-up companies with numbers that pass their real checks (VAT
 * check digits, IBAN mod 97, the Belgian account's own check, BICs of the banks those account
 * numbers belong to), so that every demo invoice is a valid Peppol e-invoice.
 */
export const DEMO_OPERATOR: Party = {
  name: 'Switchboard Cloud NV', address_street: 'Wetstraat 200', address_postal_code: '1040', address_city: 'Brussel', address_country: 'BE',
  vat_number: 'BE0712345630', iban: 'BE75068912345651', bic: 'GKCCBEBB',
};

/** Each demo group's billing fields of its group settings (schemas/group_settings.schema.json). */
export const DEMO_BILLING: Record<DemoGroupKey, Record<string, string>> = {
  northwind: {
    legal_name: 'Northwind Telecom BV', address_street: 'Havenlaan 12', address_postal_code: '1000', address_city: 'Brussel', address_country: 'BE',
    vat_number: 'BE0823456754', iban: 'BE83 3630 1234 5615', bic: 'BBRUBEBB',
  },
  acme: {
    legal_name: 'Acme Dental BV', address_street: 'Kouter 7', address_postal_code: '9000', address_city: 'Gent', address_country: 'BE',
    vat_number: 'BE0456789034', iban: 'BE21 0012 3456 7803', bic: 'GEBABEBB',
  },
  blue_harbor: {
    legal_name: 'Blue Harbor Logistics B.V.', address_street: 'Wilhelminakade 91', address_postal_code: '3072 AP', address_city: 'Rotterdam', address_country: 'NL',
    vat_number: 'NL854123696B01', iban: 'NL20 INGB 0001 2345 67', bic: 'INGBNL2A',
  },
};
