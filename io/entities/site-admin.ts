import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { boundedString, CountryCode, Email, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { companyAsStoredProps, companyFormProps } from './company-form';
import { Niche } from './settings';

const Bounded = (min: number, max: number, name: string) => t.refinement(NonNegativeInt, (n) => n >= min && n <= max, name);

/**
 * The settings of a white-label site a site admin changes in the console (issue 14; spec §3's names), how
 * the site moderates photos, and the company behind it (./company-form). What is left out (domain, CDN, push key, company id, search fields…) is
 * the deployment's, not the console's. The photo moderation and the flagged words are the server's own, beside the settings.
 */
const siteSettingsProps = {
  name: boundedString(80, 1),
  // A language tag as the domain's visitors expect it (en-GB, nl-NL): the interface language follows when it is one of ours.
  domain_language: t.refinement(t.string, (tag) => /^[a-z]{2}(-[A-Z]{2})?$/.test(tag), 'LanguageTag'),
  countries: t.refinement(t.array(CountryCode), (list) => list.length > 0 && new Set(list).size === list.length, 'Countries'),
  niche: Niche,
  signups: t.keyof({ all: null, with_trafficsource: null, invite: null }),
  logged_out_search: t.boolean,
  enable_site_entry_popup: t.boolean,
  message_credits: Bounded(0, 1000, 'Credits'),
  photo_credits: Bounded(0, 1000, 'Credits'),
  gift_credits: Bounded(0, 1000, 'Credits'),
  signup_credits: Bounded(0, 1000, 'Credits'),
  // Per country: the currency its members pay in (its credit packages; EUR where that currency has none) and what a message costs at least.
  // (A record keyed by a refinement would drop the keys it refuses: the keys are checked on the whole.)
  minimum_message_costs: t.refinement(t.record(t.string, closed({
    costs: t.refinement(t.number, (n) => n >= 0 && n <= 1000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'MessageCost'),
    currency: t.refinement(t.string, (code) => /^[A-Z]{3}$/.test(code), 'CurrencyCode'),
  }, 'CountryPrice')), (costs) => Object.keys(costs).every(CountryCode.is), 'CountryPrices'),
  message_length: Bounded(1, 5000, 'MessageLength'),
  refund_days: Bounded(0, 365, 'RefundDays'),
  support_email: Email,
  support_phone: boundedString(40),
  fictional_warning_singular: boundedString(500, 1),
  fictional_warning_plural: boundedString(500, 1),
  photo_moderation: t.keyof({ pre: null, post: null }),
  // Words and phrases the text queue flags in members' names and about texts, beside its own rules (at most 200, each once).
  flagged_words: t.refinement(t.array(boundedString(60, 1)), (list) => list.length <= 200 && new Set(list.map((word) => word.toLowerCase())).size === list.length, 'FlaggedWords'),
};
const formProps = { ...siteSettingsProps, ...companyFormProps };
export const SiteSettingsForm = closed(formProps, 'SiteSettingsForm');
export type SiteSettingsForm = t.TypeOf<typeof SiteSettingsForm>;
export type SiteSettingsField = keyof SiteSettingsForm;
/** The form's fields in the order the console shows them. */
export const siteSettingsFields = Object.keys(formProps) as ReadonlyArray<SiteSettingsField>;

/** A site as its admin sees it: the form's values now (the company's as stored), and when they were last published. */
export const AdminSite = t.type({ domain: t.string, configuredAt: IsoDateTime, form: closed({ ...siteSettingsProps, ...companyAsStoredProps }, 'SiteSettingsAsStored') });
export type AdminSite = t.TypeOf<typeof AdminSite>;

export const AdminSites = t.type({ sites: t.array(AdminSite) });
export type AdminSites = t.TypeOf<typeof AdminSites>;

/**
 * Publishes a site's settings as previewed. `basedOn` is the configuredAt the preview was made from: a site
 * published by someone else since answers 409, so nobody overwrites a change they did not see.
 */
export const PublishSiteRequest = closed({ domain: t.string, basedOn: IsoDateTime, form: SiteSettingsForm }, 'PublishSiteRequest');
export type PublishSiteRequest = t.TypeOf<typeof PublishSiteRequest>;
