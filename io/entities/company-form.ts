import * as t from 'io-ts';
import { boundedString } from '../codec/primitives';

/** Written, not only spaces: a name, address or city the legal pages print. */
const filled = (max: number, name: string) => t.refinement(boundedString(max), (s) => s.trim() !== '', name);

/** A list of distinct lines (trade names, VAT numbers), none required. */
const distinctList = <C extends t.Mixed>(item: C, max: number, name: string) =>
  t.refinement(t.array(item), (list) => list.length <= max && new Set(list).size === list.length, name);

/** The 249 officially assigned ISO 3166-1 alpha-2 codes. */
const isoCountries = new Set((
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD '
  + 'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF '
  + 'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN '
  + 'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA '
  + 'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI '
  + 'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI '
  + 'VN VU WF WS YE YT ZA ZM ZW'
).split(' '));

/**
 * With its country code (+31 20 123 4567) and, as E.164 allows, 7 to 15 digits. Whether the number exists
 * in its country's plan is io/rules/company-phone.ts's (libphonenumber-js): its metadata (tens of kB) stays out
 * of the contract, which is in every member's first download.
 */
const PlausiblePhone = t.refinement(boundedString(40), (phone) => {
  const digits = phone.replace(/\D/g, '').length;
  return /^\+[1-9][\d ()./-]*$/.test(phone) && digits >= 7 && digits <= 15;
}, 'PhoneNumber');

/**
 * The company behind a white-label site as its admin edits it in the console (issue 14; spec §3's company
 * info, read by GET /api/companyinfo.php and the legal pages). `added` is not among them: it is when the
 * company was added, and it moves the terms' version date (spec §9), so it is the deployment's to set.
 */
export const companyFormProps = {
  company_name: filled(120, 'CompanyName'),
  company_address: filled(200, 'CompanyAddress'),
  company_city: filled(80, 'CompanyCity'),
  company_country: t.refinement(t.string, (code) => isoCountries.has(code), 'CompanyCountry'),
  // A KvK number (the Dutch chamber of commerce) is eight digits.
  company_kvk: t.refinement(t.string, (kvk) => /^\d{8}$/.test(kvk), 'KvkNumber'),
  // Plausible, not checked with the tax office: a country prefix (EL for Greece, XI for Northern Ireland,
  // CHE for Switzerland) and 8 to 12 digits or capitals, as in NL123456789B01 or ATU12345678.
  company_vat_numbers: distinctList(t.refinement(t.string, (vat) => /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat) && /\d/.test(vat.slice(2)), 'VatNumber'), 10, 'VatNumbers'),
  company_tradenames: distinctList(filled(120, 'Tradename'), 20, 'Tradenames'),
  // Shown to members of every country, so written with its country code.
  company_support_phone: PlausiblePhone,
  // The percentage of the code offered to a member about to delete their account; 0 offers none.
  company_delete_discount: t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 100, 'Percentage'),
};
export type CompanyFormField = keyof typeof companyFormProps;

/**
 * The same fields as the site's configuration holds them: the deployment configures the company unchecked
 * (ConfigureSite), and an admin reading one that would not pass must still see it, and be told what to fix
 * on the preview, instead of a console that cannot load.
 */
export const companyAsStoredProps = {
  company_name: t.string,
  company_address: t.string,
  company_city: t.string,
  company_country: t.string,
  company_kvk: t.string,
  company_vat_numbers: t.array(t.string),
  company_tradenames: t.array(t.string),
  company_support_phone: t.string,
  company_delete_discount: t.number,
} satisfies Record<CompanyFormField, t.Mixed>;
