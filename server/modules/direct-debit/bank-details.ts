import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools/jsnext/ibantools.js';
import { isSupportedCountry, parsePhoneNumberFromString, type PhoneNumberType } from 'libphonenumber-js/max';

/**
 * The IBAN as typed (spaces, dashes, lower case) in its electronic form (NL91ABNA0417164300), when its
 * format and checksum are right and its country takes part in SEPA (a SEPA direct debit can collect from it);
 * otherwise null.
 */
export const sepaIban = (typed: string): string | null => {
  const iban = electronicFormatIBAN(typed);
  return iban !== null && isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2)) ? iban : null;
};

/**
 * Numbers an SMS reaches: mobile ones, and those of numbering plans that do not tell mobile from fixed lines
 * (the United States, Canada). Fixed lines (most cannot receive an SMS), VoIP, toll-free, premium-rate, pager
 * and shared-cost numbers are refused.
 */
const reachableBySms: ReadonlySet<PhoneNumberType | undefined> = new Set<PhoneNumberType | undefined>(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The phone number as typed, read in the member's country unless it starts with a country code, in E.164
 * (+31612345678), when it is a whole valid number an SMS reaches (no extension, nothing else around it);
 * otherwise null.
 */
export const smsNumber = (typed: string, memberCountry: string): string | null => {
  const number = parsePhoneNumberFromString(typed, { extract: false, ...(isSupportedCountry(memberCountry) ? { defaultCountry: memberCountry } : {}) });
  if (number === undefined || !number.isValid() || number.ext !== undefined) return null;
  return reachableBySms.has(number.getType()) ? number.number : null;
};

/** The end of an IBAN: all anyone is shown of it. */
export const ibanEnd = (iban: string): string => iban.slice(-4);

/** The last 2 digits of a phone number: enough to say where a code went. */
export const phoneHint = (phone: string): string => phone.slice(-2);
