import { defineMessages } from 'react-intl';

/** The credit packages screen: one currency's packages, their preview and publication. */
export const packagePricesMessages = defineMessages<{
  nav: {}; title: {}; intro: {}; loading: {}; failed: {}; reload: {}; noSites: {}; site: {}; currency: {}; paidIn: { countries: string };
  paidInNone: {}; caption: { currency: string }; credits: {}; price: { currency: string }; perCredit: {}; recommended: {};
  creditsOf: { row: number }; priceOf: { row: number; currency: string }; recommend: { row: number }; remove: {}; removeRow: { row: number }; add: {};
  invalid: {}; cellCredits: { row: number }; cellPrice: { row: number }; count: { max: number }; duplicate: {}; popular: {};
  preview: {}; previewTitle: { currency: string }; before: {}; after: {}; none: {}; publish: {}; publishing: {}; edit: {};
  published: {}; stale: {}; publishFailed: {}; unchanged: {};
}>({
  nav: { id: 'staff.packages.nav', defaultMessage: 'Pakketten en prijzen' },
  title: { id: 'staff.packages.title', defaultMessage: 'Creditpakketten en prijzen' },
  intro: {
    id: 'staff.packages.intro',
    defaultMessage: 'De pakketten die leden kopen, per valuta. Een gepubliceerde wijziging geldt binnen een seconde voor elke nieuwe betaling; betalingen die al begonnen zijn houden hun prijs.',
  },
  loading: { id: 'staff.packages.loading', defaultMessage: 'Pakketten laden…' },
  failed: { id: 'staff.packages.failed', defaultMessage: 'De pakketten konden niet worden geladen.' },
  reload: { id: 'staff.packages.reload', defaultMessage: 'Opnieuw laden' },
  noSites: { id: 'staff.packages.noSites', defaultMessage: 'Je beheert geen sites.' },
  site: { id: 'staff.packages.site', defaultMessage: 'Site' },
  currency: { id: 'staff.packages.currency', defaultMessage: 'Valuta' },
  paidIn: { id: 'staff.packages.paidIn', defaultMessage: 'Leden uit {countries} betalen in deze valuta.' },
  paidInNone: { id: 'staff.packages.paidInNone', defaultMessage: 'Geen land van deze site betaalt in deze valuta.' },
  caption: { id: 'staff.packages.caption', defaultMessage: 'Pakketten in {currency}' },
  credits: { id: 'staff.packages.credits', defaultMessage: 'Credits' },
  price: { id: 'staff.packages.price', defaultMessage: 'Prijs ({currency})' },
  perCredit: { id: 'staff.packages.perCredit', defaultMessage: 'Per credit' },
  recommended: { id: 'staff.packages.recommended', defaultMessage: 'Aanbevolen' },
  creditsOf: { id: 'staff.packages.creditsOf', defaultMessage: 'Credits van pakket {row}' },
  priceOf: { id: 'staff.packages.priceOf', defaultMessage: 'Prijs van pakket {row} in {currency}' },
  recommend: { id: 'staff.packages.recommend', defaultMessage: 'Pakket {row} aanbevelen' },
  remove: { id: 'staff.packages.remove', defaultMessage: 'Verwijderen' },
  removeRow: { id: 'staff.packages.removeRow', defaultMessage: 'Pakket {row} verwijderen' },
  add: { id: 'staff.packages.add', defaultMessage: 'Pakket toevoegen' },
  invalid: { id: 'staff.packages.invalid', defaultMessage: 'Controleer de pakketten:' },
  cellCredits: { id: 'staff.packages.cellCredits', defaultMessage: 'Pakket {row}: credits moeten een heel getal van 1 tot 10.000 zijn.' },
  cellPrice: { id: 'staff.packages.cellPrice', defaultMessage: 'Pakket {row}: de prijs moet een bedrag boven nul zijn, met hoogstens twee decimalen.' },
  count: { id: 'staff.packages.count', defaultMessage: 'Een valuta heeft 1 tot {max} pakketten.' },
  duplicate: { id: 'staff.packages.duplicate', defaultMessage: 'Twee pakketten hebben hetzelfde aantal credits.' },
  popular: { id: 'staff.packages.popular', defaultMessage: 'Kies precies één aanbevolen pakket.' },
  preview: { id: 'staff.packages.preview', defaultMessage: 'Wijzigingen bekijken' },
  previewTitle: { id: 'staff.packages.previewTitle', defaultMessage: 'Dit verandert bij publiceren ({currency})' },
  before: { id: 'staff.packages.before', defaultMessage: 'Nu' },
  after: { id: 'staff.packages.after', defaultMessage: 'Na publiceren' },
  none: { id: 'staff.packages.none', defaultMessage: 'geen' },
  publish: { id: 'staff.packages.publish', defaultMessage: 'Publiceren' },
  publishing: { id: 'staff.packages.publishing', defaultMessage: 'Publiceren…' },
  edit: { id: 'staff.packages.edit', defaultMessage: 'Verder wijzigen' },
  published: { id: 'staff.packages.published', defaultMessage: 'Gepubliceerd. Nieuwe betalingen gebruiken deze prijzen.' },
  stale: { id: 'staff.packages.stale', defaultMessage: 'Iemand anders publiceerde intussen deze site. De pakketten zijn opnieuw geladen; breng je wijziging opnieuw aan.' },
  publishFailed: { id: 'staff.packages.publishFailed', defaultMessage: 'Publiceren lukte niet. Probeer het opnieuw.' },
  unchanged: { id: 'staff.packages.unchanged', defaultMessage: 'Er is niets gewijzigd.' },
});
