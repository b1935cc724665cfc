import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { ANTARCTIC_DIAL_CODES, COUNTRY_CODES, NON_GEOGRAPHIC } from './formats.ts';

/**
 * The country catalogue of portal-overview §3: continents and countries with their code,
 * dial code and names in en, nl and fr. Which countries exist and their dial codes come from
 * libphonenumber-js, plus Antarctica's, which it has no numbering plan for (COUNTRY_CODES of
 * formats.ts: the same list the server's country-code format accepts); names come
 * from the browser's own CLDR data (Intl.DisplayNames), so they follow the standard without
 * a copy here. Only the continent of each country is ours: no maintained library ships it.
 * Browsers do not all carry CLDR's continent names, so those are texts of the locale files
 * (account.continents.<code>), in en, nl and fr like every other text.
 */
export const CONTINENTS = ['AF', 'AN', 'AS', 'OC', 'EU', 'NA', 'SA'] as const;
export type Continent = (typeof CONTINENTS)[number];

export const CATALOGUE_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];
export type LocalizedNames = Record<CatalogueLanguage, string>;

export interface CountryEntry {
  code: string;
  /** The international calling code with its plus, e.g. +32. */
  dial_code: string;
  continent: Continent;
  names: LocalizedNames;
}

export interface ContinentEntry {
  code: Continent;
  /** Locale key of the continent's name. */
  label: string;
}

/**
 * Continent of every country libphonenumber knows (ISO 3166-1 alpha-2, plus AC Ascension,
 * TA Tristan da Cunha and XK Kosovo). Transcontinental countries sit where their capital
 * is, except Cyprus (a member of the EU) and Russia (most of its people live in Europe).
 * Antarctica holds the territories south of 60° S, as in the UN's geoscheme: Antarctica
 * itself (AQ), Bouvet Island, South Georgia, Heard Island and the French Southern Territories.
 */
const CONTINENT_OF: Record<Continent, string> = {
  AF:
    'AC AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW ' +
    'MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TA TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS:
    'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY ' +
    'NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PW SB TK TO TV VU WF WS',
  EU:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ' +
    'ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA:
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX ' +
    'TC TT US VC VG VI',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
};

export const CONTINENT_BY_COUNTRY: ReadonlyMap<string, Continent> = new Map(
  CONTINENTS.flatMap((continent) =>
    CONTINENT_OF[continent]
      .split(' ')
      .filter(Boolean)
      .map((code) => [code, continent] as const),
  ),
);

function namer(): (code: string) => LocalizedNames {
  const displays = CATALOGUE_LANGUAGES.map((lang) => [lang, new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })] as const);
  return (code) => Object.fromEntries(displays.map(([lang, display]) => [lang, display.of(code) ?? code])) as LocalizedNames;
}

export interface CountryCatalogue {
  continents: ContinentEntry[];
  countries: CountryEntry[];
}

let built: CountryCatalogue | undefined;

/** The catalogue, built once on first use. Countries without a continent are left out. */
export function countryCatalogue(): CountryCatalogue {
  if (built) return built;
  const names = namer();
  const countries = COUNTRY_CODES.flatMap((code): CountryEntry[] => {
    const continent = CONTINENT_BY_COUNTRY.get(code);
    const dialCode = ANTARCTIC_DIAL_CODES[code] ?? `+${getCountryCallingCode(code as CountryCode)}`;
    return continent ? [{ code, dial_code: dialCode, continent, names: names(code) }] : [];
  });
  const continents = CONTINENTS.map((code) => ({ code, label: `account.continents.${code}` }));
  built = { continents, countries };
  return built;
}

export { NON_GEOGRAPHIC };
