import type { CompanyInfo } from '../../io/entities/company';
import type { Settings } from '../../io/entities/settings';
import { interestIds } from '../modules/reference/interests';

/** Spec §9: the countries the product serves. */
export const allCountries = ['US', 'NL', 'BE', 'FR', 'IT', 'ES', 'DE', 'AT', 'IE', 'GB', 'CA', 'PL', 'AU', 'NZ', 'CH', 'DK', 'FI', 'NO', 'SE'];

const currencyOf: Readonly<Record<string, string>> = {
  US: 'USD', GB: 'GBP', CA: 'CAD', PL: 'PLN', AU: 'AUD', NZ: 'NZD', CH: 'CHF', DK: 'DKK', NO: 'NOK', SE: 'SEK',
};
const costOf: Readonly<Record<string, number>> = { PL: 4.5, DK: 7.5, NO: 11, SE: 11 };

const messageCosts = (countries: ReadonlyArray<string>): Settings['minimum_message_costs'] =>
  Object.fromEntries(countries.map((country) => [country, { costs: costOf[country] ?? 0.99, currency: currencyOf[country] ?? 'EUR' }]));

export const company: CompanyInfo = {
  name: 'Rendezvous Media B.V.',
  address: 'Herengracht 100',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Rendezvous', 'Flirtpunt'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 25,
  added: '2024-01-15T09:00:00.000Z',
};

/** The default site: localhost and any host no other site claims. */
export const rendezvous: Settings = {
  name: 'Rendezvous',
  domain: 'localhost',
  domain_language: 'en-GB',
  cdn_prefix: '/media/',
  index_title: 'Rendezvous – dating, flirting and chatting',
  description: 'Meet new people near you: search, like and chat.',
  niche: 1,
  countries: allCountries,
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: 'none',
  enable_site_entry_popup: 'yes',
  geoip_country: null,
  geoip_selected_country: null,
  minimum_message_costs: messageCosts(allCountries),
  message_credits: 1,
  // Spec §6: a free member "has some free messages" — three, on the house, at signup.
  signup_credits: 3,
  photo_credits: 1,
  gift_credits: 2,
  message_length: 1000,
  support_email: 'support@rendezvous.test',
  support_phone: '+31 20 123 4567',
  push_public_key: '',
  visible_profile_fields: ['sexuality', 'relationship_status', 'body_type', 'reason'],
  visible_profile_notes: true,
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  fictional_warning: {
    singular: 'This profile is fictional: physical contact with it is not possible.',
    plural: 'Some profiles are fictional: physical contact with them is not possible.',
  },
  refund_days: 14,
  member_resell: false,
  company_id: 1,
  mail_name: 'Rendezvous',
  interests: [...interestIds],
  region_data: true,
  fictional_icon: '★',
};

/**
 * The words the default site's moderators want to see in members' texts (issue 14, the text queue): apps and
 * services that take a conversation off the site, and paid offers. Flirtpunt flags none beyond the rules.
 */
export const rendezvousFlaggedWords: ReadonlyArray<string> = ['whatsapp', 'snapchat', 'telegram', 'kik', 'onlyfans', 'cash app', 'paypal', 'escort'];

const flirtCountries = ['GB', 'IE', 'NL', 'BE', 'DE'];

/** A second label on the same members, to show white-labelling: other name, language, rules. */
export const flirtpunt: Settings = {
  ...rendezvous,
  name: 'Flirtpunt',
  domain: 'flirt.localhost',
  domain_language: 'nl-NL',
  index_title: 'Flirtpunt – vanavond nog flirten en chatten',
  description: 'Flirt, like en chat met singles bij jou in de buurt.',
  niche: 3,
  countries: flirtCountries,
  signups: 'with_trafficsource',
  logged_out_search: true,
  enable_site_entry_popup: 'no',
  minimum_message_costs: messageCosts(flirtCountries),
  message_length: 500,
  visible_profile_fields: ['hair_colour', 'eye_colour', 'body_type', 'tattoos'],
  support_email: 'help@flirtpunt.test',
  fictional_warning: {
    singular: 'Dit profiel is fictief: fysiek contact met dit profiel is niet mogelijk.',
    plural: 'Sommige profielen zijn fictief: fysiek contact met deze profielen is niet mogelijk.',
  },
  mail_name: 'Flirtpunt',
  interests: interestIds.slice(0, 24),
  fictional_icon: '',
  // The live-cam teaser block (spec §1), on for this site only: a partner's address (a reserved test domain).
  live_cam: { url: 'https://cams.example/?ref=flirtpunt', name: 'CamPartner' },
};
