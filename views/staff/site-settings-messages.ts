import { defineMessages } from 'react-intl';
import type { SiteSettingsField } from '../../io/entities/site-admin';

/** The site settings screen: the form, its preview and its publication. */
export const siteSettingsMessages = defineMessages<{
  nav: {}; title: {}; intro: {}; loading: {}; failed: {}; reload: {}; noSites: {}; site: {}; lastPublished: { at: Date };
  general: {}; prices: {}; messaging: {}; support: {}; disclosure: {}; moderation: {}; company: {}; companyAdded: {};
  preview: {}; previewTitle: {}; setting: {}; before: {}; after: {}; publish: {}; publishing: {}; edit: {}; invalid: {};
  published: {}; stale: {}; publishFailed: {}; unchanged: {}; yes: {}; no: {};
  signupsAll: {}; signupsTracked: {}; signupsInvite: {}; moderationPre: {}; moderationPost: {}; countriesHint: {}; flaggedWordsHint: {}; costsHint: {};
  kvkHint: {}; countryHint: {}; tradenamesHint: {}; vatHint: {}; companyPhoneHint: {}; deleteDiscountHint: {};
}>({
  nav: { id: 'staff.sites.nav', defaultMessage: 'Site-instellingen' },
  title: { id: 'staff.sites.title', defaultMessage: 'Instellingen van de site' },
  intro: {
    id: 'staff.sites.intro',
    defaultMessage: 'Wijzig, bekijk wat er verandert en publiceer. Een gepubliceerde wijziging geldt binnen een seconde op elke server, zonder herstart; open pagina’s van leden lezen de instellingen opnieuw.',
  },
  loading: { id: 'staff.sites.loading', defaultMessage: 'Instellingen laden…' },
  failed: { id: 'staff.sites.failed', defaultMessage: 'De instellingen konden niet worden geladen.' },
  reload: { id: 'staff.sites.reload', defaultMessage: 'Opnieuw laden' },
  noSites: { id: 'staff.sites.noSites', defaultMessage: 'Je beheert geen sites.' },
  site: { id: 'staff.sites.site', defaultMessage: 'Site' },
  lastPublished: { id: 'staff.sites.lastPublished', defaultMessage: 'Laatst gepubliceerd: {at, date, medium} {at, time, short}' },
  general: { id: 'staff.sites.general', defaultMessage: 'Algemeen' },
  prices: { id: 'staff.sites.prices', defaultMessage: 'Prijzen in credits' },
  messaging: { id: 'staff.sites.messaging', defaultMessage: 'Berichten en terugbetaling' },
  support: { id: 'staff.sites.support', defaultMessage: 'Klantenservice' },
  disclosure: { id: 'staff.sites.disclosure', defaultMessage: 'Melding bij profielen van de site' },
  moderation: { id: 'staff.sites.moderation', defaultMessage: 'Moderatie' },
  company: { id: 'staff.sites.company', defaultMessage: 'Bedrijf achter de site' },
  companyAdded: {
    id: 'staff.sites.companyAdded',
    defaultMessage: 'De voorwaarden en de juridische pagina’s noemen deze gegevens. De datum waarop het bedrijf is toegevoegd, bepaalt de versiedatum van de voorwaarden en wijzigt hier niet.',
  },
  preview: { id: 'staff.sites.preview', defaultMessage: 'Wijzigingen bekijken' },
  previewTitle: { id: 'staff.sites.previewTitle', defaultMessage: 'Dit verandert bij publiceren' },
  setting: { id: 'staff.sites.setting', defaultMessage: 'Instelling' },
  before: { id: 'staff.sites.before', defaultMessage: 'Nu' },
  after: { id: 'staff.sites.after', defaultMessage: 'Na publiceren' },
  publish: { id: 'staff.sites.publish', defaultMessage: 'Publiceren' },
  publishing: { id: 'staff.sites.publishing', defaultMessage: 'Publiceren…' },
  edit: { id: 'staff.sites.edit', defaultMessage: 'Verder wijzigen' },
  invalid: { id: 'staff.sites.invalid', defaultMessage: 'Controleer de gemarkeerde velden.' },
  published: { id: 'staff.sites.published', defaultMessage: 'Gepubliceerd. De nieuwe instellingen gelden nu.' },
  stale: { id: 'staff.sites.stale', defaultMessage: 'Iemand anders publiceerde intussen deze site. De instellingen zijn opnieuw geladen; breng je wijziging opnieuw aan.' },
  publishFailed: { id: 'staff.sites.publishFailed', defaultMessage: 'Publiceren lukte niet. Probeer het opnieuw.' },
  unchanged: { id: 'staff.sites.unchanged', defaultMessage: 'Er is niets gewijzigd.' },
  yes: { id: 'staff.sites.yes', defaultMessage: 'aan' },
  no: { id: 'staff.sites.no', defaultMessage: 'uit' },
  signupsAll: { id: 'staff.sites.signupsAll', defaultMessage: 'Iedereen' },
  signupsTracked: { id: 'staff.sites.signupsTracked', defaultMessage: 'Alleen via een verkeersbron' },
  signupsInvite: { id: 'staff.sites.signupsInvite', defaultMessage: 'Alleen op uitnodiging' },
  moderationPre: { id: 'staff.sites.moderationPre', defaultMessage: 'Vooraf: foto’s wachten op goedkeuring' },
  moderationPost: { id: 'staff.sites.moderationPost', defaultMessage: 'Achteraf: foto’s meteen zichtbaar, daarna beoordeeld' },
  costsHint: {
    id: 'staff.sites.costsHint',
    defaultMessage: 'Eén land per regel: landcode, valuta, minimale prijs van een bericht (bijv. NL EUR 0,99). Leden van dat land kopen credits in die valuta; heeft ze geen pakketten, dan in EUR.',
  },
  flaggedWordsHint: {
    id: 'staff.sites.flaggedWordsHint',
    defaultMessage: 'Eén woord of zin per regel. Namen en over-mij-teksten waarin er een voorkomt, komen in de tekstwachtrij, naast e-mailadressen, telefoonnummers en links.',
  },
  countriesHint: { id: 'staff.sites.countriesHint', defaultMessage: 'Landcodes van twee letters, gescheiden door komma’s (bijv. NL, BE).' },
  kvkHint: { id: 'staff.sites.kvkHint', defaultMessage: 'Acht cijfers.' },
  countryHint: { id: 'staff.sites.countryHint', defaultMessage: 'Landcode van twee letters (bijv. NL).' },
  tradenamesHint: { id: 'staff.sites.tradenamesHint', defaultMessage: 'Eén handelsnaam per regel.' },
  vatHint: { id: 'staff.sites.vatHint', defaultMessage: 'Eén btw-nummer per regel, met de landcode ervoor (bijv. NL123456789B01).' },
  companyPhoneHint: { id: 'staff.sites.companyPhoneHint', defaultMessage: 'Met landnummer (bijv. +31 20 123 4567): leden in elk land zien het.' },
  deleteDiscountHint: {
    id: 'staff.sites.deleteDiscountHint',
    defaultMessage: 'Procent korting (0–100) die een lid wordt aangeboden voordat het zijn account verwijdert; bij 0 geen aanbod.',
  },
});

export const fieldLabels = defineMessages<Record<SiteSettingsField, {}>>({
  name: { id: 'staff.sites.field.name', defaultMessage: 'Naam van de site' },
  domain_language: { id: 'staff.sites.field.domain_language', defaultMessage: 'Taal van het domein' },
  countries: { id: 'staff.sites.field.countries', defaultMessage: 'Landen' },
  niche: { id: 'staff.sites.field.niche', defaultMessage: 'Niche (1–7)' },
  signups: { id: 'staff.sites.field.signups', defaultMessage: 'Aanmelden' },
  logged_out_search: { id: 'staff.sites.field.logged_out_search', defaultMessage: 'Bezoekers mogen zoeken' },
  enable_site_entry_popup: { id: 'staff.sites.field.enable_site_entry_popup', defaultMessage: 'Leeftijdsmelding bij binnenkomst' },
  message_credits: { id: 'staff.sites.field.message_credits', defaultMessage: 'Bericht' },
  photo_credits: { id: 'staff.sites.field.photo_credits', defaultMessage: 'Foto in een gesprek' },
  gift_credits: { id: 'staff.sites.field.gift_credits', defaultMessage: 'Cadeau' },
  signup_credits: { id: 'staff.sites.field.signup_credits', defaultMessage: 'Gratis credits bij aanmelden' },
  minimum_message_costs: { id: 'staff.sites.field.minimum_message_costs', defaultMessage: 'Valuta en minimale berichtprijs per land' },
  message_length: { id: 'staff.sites.field.message_length', defaultMessage: 'Maximale berichtlengte (tekens)' },
  refund_days: { id: 'staff.sites.field.refund_days', defaultMessage: 'Terugbetalen binnen (dagen)' },
  support_email: { id: 'staff.sites.field.support_email', defaultMessage: 'E-mailadres klantenservice' },
  support_phone: { id: 'staff.sites.field.support_phone', defaultMessage: 'Telefoonnummer klantenservice' },
  fictional_warning_singular: { id: 'staff.sites.field.fictional_warning_singular', defaultMessage: 'Melding bij één profiel' },
  fictional_warning_plural: { id: 'staff.sites.field.fictional_warning_plural', defaultMessage: 'Melding bij meerdere profielen' },
  photo_moderation: { id: 'staff.sites.field.photo_moderation', defaultMessage: 'Fotomoderatie' },
  flagged_words: { id: 'staff.sites.field.flagged_words', defaultMessage: 'Gemarkeerde woorden in namen en teksten' },
  company_name: { id: 'staff.sites.field.company_name', defaultMessage: 'Naam van het bedrijf' },
  company_address: { id: 'staff.sites.field.company_address', defaultMessage: 'Adres van het bedrijf' },
  company_kvk: { id: 'staff.sites.field.company_kvk', defaultMessage: 'KvK-nummer' },
  company_city: { id: 'staff.sites.field.company_city', defaultMessage: 'Vestigingsplaats' },
  company_country: { id: 'staff.sites.field.company_country', defaultMessage: 'Land van vestiging' },
  company_tradenames: { id: 'staff.sites.field.company_tradenames', defaultMessage: 'Handelsnamen' },
  company_vat_numbers: { id: 'staff.sites.field.company_vat_numbers', defaultMessage: 'Btw-nummers' },
  company_support_phone: { id: 'staff.sites.field.company_support_phone', defaultMessage: 'Telefoonnummer van het bedrijf' },
  company_delete_discount: { id: 'staff.sites.field.company_delete_discount', defaultMessage: 'Korting om te blijven (%)' },
});
