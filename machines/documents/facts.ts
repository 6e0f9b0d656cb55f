import type { CompanyInfo } from '../../io/entities/company';
import { photoLimits } from '../../io/entities/photo';
import type { Settings } from '../../io/entities/settings';
import { timeBonusPercentage, timeBonusWindowSeconds } from '../../io/entities/time-bonus';
import { defaultTermsDate, type DocumentFact } from '../../io/documents';
import { minimumAge } from '../../io/rules/signup-rules';
import { reactivationDays } from '../../io/entities/account';

/** A fact as a text names it: words as they are, a number or a date that the view formats in the reader's language. */
export type FactValue = { readonly kind: 'text'; readonly value: string } | { readonly kind: 'number'; readonly value: number } | { readonly kind: 'date'; readonly value: string };

const text = (value: string): FactValue => ({ kind: 'text', value });
const number = (value: number): FactValue => ({ kind: 'number', value });

/** Spec §9: the terms' version date is 2023-12-01T12:00Z, or the company's `added` date when that is later. */
export const termsVersionDate = (company: CompanyInfo): string =>
  Date.parse(company.added) > Date.parse(defaultTermsDate) ? company.added : defaultTermsDate;

/** The values of a site's texts' {fact}s: from its settings and its company, never written into a text. */
export const documentFactValues = (settings: Settings, company: CompanyInfo): Record<DocumentFact, FactValue> => ({
  site: text(settings.name),
  domain: text(settings.domain),
  support_email: text(settings.support_email),
  support_phone: text(settings.support_phone === '' ? company.support_phone : settings.support_phone),
  company_name: text(company.name),
  company_address: text(company.address),
  company_city: text(company.city),
  company_country: text(company.country),
  company_kvk: text(company.kvk),
  company_vat_numbers: text(company.vat_numbers.join(', ')),
  company_tradenames: text(company.tradenames.join(', ')),
  terms_date: { kind: 'date', value: termsVersionDate(company) },
  refund_days: number(settings.refund_days),
  delete_discount: number(company.delete_discount),
  reactivation_days: number(reactivationDays),
  minimum_age: number(minimumAge),
  free_photos: number(photoLimits.free),
  premium_photos: number(photoLimits.premium),
  message_credits: number(settings.message_credits),
  photo_credits: number(settings.photo_credits),
  gift_credits: number(settings.gift_credits),
  signup_credits: number(settings.signup_credits),
  message_length: number(settings.message_length),
  bonus_hours: number(timeBonusWindowSeconds / 3600),
  bonus_percentage: number(timeBonusPercentage),
});
