/**
 * Which column of a spreadsheet holds which field of a contact, found by the header's name in
 * English, Dutch or French (configuration-areas §3: name, company, primary number, secondary
 * number, extension/shortcode). Headers are compared without case, accents or punctuation, so
 * "Numéro de téléphone", "numero de telephone" and "NUMERO-DE-TELEPHONE" are one name.
 * The README lists these names; keep it in step.
 */
export const IMPORT_FIELDS = ['display_name', 'company', 'number', 'mobile', 'shortcode'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const HEADER_NAMES: Record<ImportField, { en: string[]; nl: string[]; fr: string[] }> = {
  display_name: {
    en: ['name', 'display name', 'full name', 'contact'],
    nl: ['naam', 'weergavenaam', 'volledige naam', 'contactpersoon'],
    fr: ['nom', 'nom affiché', 'nom complet', 'contact'],
  },
  company: {
    en: ['company', 'organisation', 'organization'],
    nl: ['bedrijf', 'organisatie', 'firma'],
    fr: ['société', 'entreprise', 'organisation'],
  },
  number: {
    en: ['number', 'phone', 'phone number', 'primary number', 'telephone'],
    nl: ['nummer', 'telefoon', 'telefoonnummer', 'primair nummer', 'eerste nummer'],
    fr: ['numéro', 'téléphone', 'numéro de téléphone', 'numéro principal'],
  },
  mobile: {
    en: ['mobile', 'mobile number', 'secondary number', 'cell'],
    nl: ['mobiel', 'mobiel nummer', 'gsm', 'tweede nummer', 'secundair nummer'],
    fr: ['mobile', 'portable', 'gsm', 'numéro secondaire'],
  },
  shortcode: {
    en: ['shortcode', 'short code', 'extension'],
    nl: ['snelkiesnummer', 'verkort nummer', 'toestel'],
    fr: ['raccourci', 'numéro abrégé', 'code court', 'poste'],
  },
};

/** A header as it is compared: lower case, no accents, words separated by one space. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FIELD_BY_HEADER = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => Object.values(HEADER_NAMES[field]).flat().map((name) => [headerKey(name), field] as const)),
);

/** The column index of each field named in `header`; the first column of a name wins. */
export function mapColumns(header: unknown[]): Partial<Record<ImportField, number>> {
  const columns: Partial<Record<ImportField, number>> = {};
  header.forEach((cell, index) => {
    const field = FIELD_BY_HEADER.get(headerKey(String(cell ?? '')));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}
