import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { boundedString, CountryCode, Email, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { Niche } from './settings';

const Bounded = (min: number, max: number, name: string) => t.refinement(NonNegativeInt, (n) => n >= min && n <= max, name);

/**
 * The settings of a white-label site a site admin changes in the console (issue 14; spec §3's names), and
 * how the site moderates photos. What is left out (domain, CDN, push key, company id, search fields…) is
 * the deployment's, not the console's.
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
  message_length: Bounded(1, 5000, 'MessageLength'),
  refund_days: Bounded(0, 365, 'RefundDays'),
  support_email: Email,
  support_phone: boundedString(40),
  fictional_warning_singular: boundedString(500, 1),
  fictional_warning_plural: boundedString(500, 1),
  photo_moderation: t.keyof({ pre: null, post: null }),
};
export const SiteSettingsForm = closed(siteSettingsProps, 'SiteSettingsForm');
export type SiteSettingsForm = t.TypeOf<typeof SiteSettingsForm>;
export type SiteSettingsField = keyof SiteSettingsForm;
/** The form's fields in the order the console shows them. */
export const siteSettingsFields = Object.keys(siteSettingsProps) as ReadonlyArray<SiteSettingsField>;

/** A site as its admin sees it: the form's values now, and when they were last published. */
export const AdminSite = t.type({ domain: t.string, configuredAt: IsoDateTime, form: SiteSettingsForm });
export type AdminSite = t.TypeOf<typeof AdminSite>;

export const AdminSites = t.type({ sites: t.array(AdminSite) });
export type AdminSites = t.TypeOf<typeof AdminSites>;

/**
 * Publishes a site's settings as previewed. `basedOn` is the configuredAt the preview was made from: a site
 * published by someone else since answers 409, so nobody overwrites a change they did not see.
 */
export const PublishSiteRequest = closed({ domain: t.string, basedOn: IsoDateTime, form: SiteSettingsForm }, 'PublishSiteRequest');
export type PublishSiteRequest = t.TypeOf<typeof PublishSiteRequest>;
