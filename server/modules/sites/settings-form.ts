import type { Settings } from '../../../io/entities/settings';
import { siteEntryPopupEnabled } from '../../../io/entities/settings';
import type { SiteSettingsForm } from '../../../io/entities/site-admin';
import type { PhotoModeration } from './events';

/** What the console's form shows of a site's settings. */
export const formOf = (settings: Settings, photoModeration: PhotoModeration, flaggedWords: ReadonlyArray<string>): SiteSettingsForm => ({
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
  const changed = (field: keyof SiteSettingsForm): boolean => !same(before[field], form[field]);
  const { fictional_warning_singular: singular, fictional_warning_plural: plural, enable_site_entry_popup: popup, photo_moderation: _moderation, flagged_words: _words, ...plain } = form;
  const next: Settings = { ...settings };
  for (const field of Object.keys(plain) as Array<keyof typeof plain>) if (changed(field)) Object.assign(next, { [field]: plain[field] });
  if (changed('enable_site_entry_popup')) next.enable_site_entry_popup = popup ? 'yes' : 'no';
  if (changed('fictional_warning_singular') || changed('fictional_warning_plural')) next.fictional_warning = { singular, plural };
  return next;
};
