import * as t from 'io-ts';
import { CountryCode, Id, NonNegativeInt } from '../codec/primitives';
import { InterestTag, ProfileTraitName } from './profile-attributes';

export const Niche = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 7, 'Niche');

/** 'all', 'with_trafficsource' (signup needs a tracking source) or any other value (invite only). */
export const SignupPolicy = t.string;

/**
 * `visible_profile_fields`: the traits a site shows on a member's profile (ProfileTraitName). Names this
 * product does not know (older configurations list 'age', 'country', 'region', 'gender', 'interests',
 * which every profile shows anyway) are dropped when decoding, so a stored configuration always decodes.
 */
export const VisibleProfileFields = new t.Type<ProfileTraitName[], ProfileTraitName[], unknown>(
  'VisibleProfileFields',
  (u): u is ProfileTraitName[] => Array.isArray(u) && u.every(ProfileTraitName.is),
  (u, c) => {
    if (!Array.isArray(u) || !u.every((name) => typeof name === 'string')) return t.failure(u, c, 'expected a list of field names');
    return t.success([...new Set(u.filter(ProfileTraitName.is))]);
  },
  (names) => names,
);

export const MessageCost = t.type({ costs: t.number, currency: t.string });

/**
 * Spec §1: the external live-cam teaser block, a link to a partner's live cams (https only), off unless the
 * site sets it. `name` is the partner's name as the block shows it.
 */
export const LiveCamBlock = t.type({ url: t.refinement(t.string, (url) => /^https:\/\/[^\s]+$/.test(url), 'HttpsUrl'), name: t.string });
export type LiveCamBlock = t.TypeOf<typeof LiveCamBlock>;

/** The white-label site's settings (GET /api/settings.php), also inlined into index.html. */
const RequiredSettings = t.type({
  name: t.string,
  domain: t.string,
  domain_language: t.string,
  cdn_prefix: t.string,
  index_title: t.string,
  description: t.string,
  niche: Niche,
  countries: t.array(CountryCode),
  signups: SignupPolicy,
  logged_out_search: t.boolean,
  logged_out_search_trafficsource: t.string,
  // Any value: sites carry '', 0, null or 'sometimes'; read it with siteEntryPopupEnabled.
  enable_site_entry_popup: t.unknown,
  geoip_country: t.union([CountryCode, t.null]),
  geoip_selected_country: t.union([CountryCode, t.null]),
  minimum_message_costs: t.record(t.string, MessageCost),
  message_credits: NonNegativeInt,
  signup_credits: NonNegativeInt,
  photo_credits: NonNegativeInt,
  gift_credits: NonNegativeInt,
  message_length: NonNegativeInt,
  support_email: t.string,
  support_phone: t.string,
  push_public_key: t.string,
  visible_profile_fields: VisibleProfileFields,
  visible_profile_notes: t.boolean,
  search_fields: t.array(t.string),
  fictional_warning: t.type({ singular: t.string, plural: t.string }),
  refund_days: NonNegativeInt,
  member_resell: t.boolean,
  company_id: Id,
  mail_name: t.string,
  interests: t.array(InterestTag),
  region_data: t.boolean,
  fictional_icon: t.string,
});

/** Settings a site may leave out (sites stored before the setting existed have none). */
const OptionalSettings = t.partial({ live_cam: t.union([LiveCamBlock, t.null]) });

export const Settings = t.intersection([RequiredSettings, OptionalSettings]);
export type Settings = t.TypeOf<typeof Settings>;

/** Spec §2: the site-entry popup is on unless the setting is exactly 'no' (fail safe for an adult site). */
export const siteEntryPopupEnabled = (value: Settings['enable_site_entry_popup']): boolean => value !== 'no';
