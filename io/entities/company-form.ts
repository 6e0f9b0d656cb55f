import * as t from 'io-ts';
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max';
import { boundedString } from '../codec/primitives';

/** Written, not only spaces: a name, address or city the legal pages print. */
const filled = (max: number, name: string) => t.refinement(boundedString(max), (s) => s.trim() !== '', name);

/** A list of distinct lines (trade names, VAT numbers), none required. */
const distinctList = <C extends t.Mixed>(item: C, max: number, name: string) =>
  t.refinement(t.array(item), (list) => list.length <= max && new Set(list).size === list.length, name);

// A country libphonenumber-js numbers: the ISO 3166-1 codes (without a few uninhabited ones, where no
// company is seated) plus Kosovo's XK; AC and TA are parts of Saint Helena, not countries of their own.
const knownCountry = (code: string): boolean => /^[A-Z]{2}$/.test(code) && code !== 'AC' && code !== 'TA' && isSupportedCountry(code);

/**
 * The company behind a white-label site as its admin edits it in the console (issue 14; spec §3's company
 * info, read by GET /api/companyinfo.php and the legal pages). `added` is not among them: it is when the
 * company was added, and it moves the terms' version date (spec §9), so it is the deployment's to set.
 */
export const companyFormProps = {
  company_name: filled(120, 'CompanyName'),
  company_address: filled(200, 'CompanyAddress'),
  company_city: filled(80, 'CompanyCity'),
  company_country: t.refinement(t.string, knownCountry, 'CompanyCountry'),
  // A KvK number (the Dutch chamber of commerce) is eight digits.
  company_kvk: t.refinement(t.string, (kvk) => /^\d{8}$/.test(kvk), 'KvkNumber'),
  // Plausible, not checked with the tax office: a country prefix (EL for Greece, XI for Northern Ireland,
  // CHE for Switzerland) and 8 to 12 digits or capitals, as in NL123456789B01 or ATU12345678.
  company_vat_numbers: distinctList(t.refinement(t.string, (vat) => /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat) && /\d/.test(vat.slice(2)), 'VatNumber'), 10, 'VatNumbers'),
  company_tradenames: distinctList(filled(120, 'Tradename'), 20, 'Tradenames'),
  // Shown to members of every country, so written with its country code (+31 20 123 4567).
  company_support_phone: t.refinement(boundedString(40), (phone) => isValidPhoneNumber(phone), 'PhoneNumber'),
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
