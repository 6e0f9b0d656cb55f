import type { CompanyInfo } from '../../../io/entities/company';
import type { CompanyFormField } from '../../../io/entities/company-form';
import type { Settings } from '../../../io/entities/settings';
import { siteEntryPopupEnabled } from '../../../io/entities/settings';
import type { SiteSettingsForm } from '../../../io/entities/site-admin';
import type { PhotoModeration } from './events';

type SettingsPart = Omit<SiteSettingsForm, CompanyFormField>;
type CompanyPart = Pick<SiteSettingsForm, CompanyFormField>;

/** What the console's form shows of a site's settings (its company: companyFormOf). */
export const formOf = (settings: Settings, photoModeration: PhotoModeration, flaggedWords: ReadonlyArray<string>): SettingsPart => ({
  name: settings.name,
  domain_language: settings.domain_language,
  countries: settings.countries,
  niche: settings.niche,
  // Spec §3: any other value than these two is invite only.
  signups: settings.signups === 'all' || settings.signups === 'with_trafficsource' ? settings.signups : 'invite',
  logged_out_search: settings.logged_out_search,
  enable_site_entry_popup: siteEntryPopupEnabled(settings.enable_site_entry_popup),
  message_credits: settings.message_credits,
  photo_credits: settings.photo_credits,
  gift_credits: settings.gift_credits,
  minimum_message_costs: settings.minimum_message_costs,
  signup_credits: settings.signup_credits,
  message_length: settings.message_length,
  refund_days: settings.refund_days,
  support_email: settings.support_email as SiteSettingsForm['support_email'],
  support_phone: settings.support_phone,
  fictional_warning_singular: settings.fictional_warning.singular,
  fictional_warning_plural: settings.fictional_warning.plural,
  photo_moderation: photoModeration,
  flagged_words: [...flaggedWords],
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings with the form's values written in — only the fields whose value differs from the form the
 * settings give, so a value the form reads differently (an entry popup of '' is "on") is not rewritten unasked.
 */
export const applyForm = (settings: Settings, photoModeration: PhotoModeration, form: SiteSettingsForm): Settings => {
  const before = formOf(settings, photoModeration, form.flagged_words);
  const changed = (field: keyof SettingsPart): boolean => !same(before[field], form[field]);
  const { fictional_warning_singular: singular, fictional_warning_plural: plural, enable_site_entry_popup: popup, photo_moderation: _moderation, flagged_words: _words, ...plain } = before;
  const next: Settings = { ...settings };
  // The settings' own fields only: the company's are companyOf's.
  for (const field of Object.keys(plain) as Array<keyof typeof plain>) if (changed(field)) Object.assign(next, { [field]: form[field] });
  if (changed('enable_site_entry_popup')) next.enable_site_entry_popup = form.enable_site_entry_popup ? 'yes' : 'no';
  if (changed('fictional_warning_singular') || changed('fictional_warning_plural')) next.fictional_warning = { singular: form.fictional_warning_singular, plural: form.fictional_warning_plural };
  return next;
};

/** What the console's form shows of the company behind a site. */
export const companyFormOf = (company: CompanyInfo): CompanyPart => ({
  company_name: company.name,
  company_address: company.address,
  company_kvk: company.kvk,
  company_city: company.city,
  company_country: company.country,
  company_tradenames: company.tradenames,
  company_vat_numbers: company.vat_numbers,
  company_support_phone: company.support_phone,
  company_delete_discount: company.delete_discount,
});

/** The company with the form's values written in; `added` stays (the console does not edit it: see io/entities/company-form.ts). */
export const companyOf = (company: CompanyInfo, form: CompanyPart): CompanyInfo => ({
  name: form.company_name,
  address: form.company_address,
  kvk: form.company_kvk,
  city: form.company_city,
  country: form.company_country,
  tradenames: [...form.company_tradenames],
  vat_numbers: [...form.company_vat_numbers],
  support_phone: form.company_support_phone,
  delete_discount: form.company_delete_discount,
  added: company.added,
});
