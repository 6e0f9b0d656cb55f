import { defineMessages } from 'react-intl';
import type { CodeDraftField, CodeStatus, DiscountCodesNote } from '../../machines/staff/discount-codes.machine';

/** The discount codes screen: the codes with their use, the new code's form, its preview and a code's end. */
export const discountCodesMessages = defineMessages<{
  nav: {}; title: {}; intro: {}; loading: {}; failed: {}; caption: { domain: string }; none: {};
  percentage: {}; validity: {}; country: {}; minimum: {}; expires: {}; status: {}; payments: {}; revenue: {}; action: {};
  once: {}; unlimited: {}; anyCountry: {}; noMinimum: {}; minimumAny: { amount: string }; noEnd: {}; endsAt: { at: Date }; noRevenue: {};
  end: { code: string }; add: {}; formTitle: {}; codeHint: {}; preview: {}; cancel: {}; invalid: {};
  previewTitle: {}; pricesIn: { currency: string }; credits: {}; price: {}; withCode: { code: string }; publish: {}; publishing: {}; edit: {};
  summary: { code: string; country: string; percentage: string; minimum: string; validity: string; expires: string; methods: string };
  endTitle: { code: string }; endIntro: {}; endConfirm: {}; ending: {}; keep: {};
}>({
  nav: { id: 'staff.codes.nav', defaultMessage: 'Kortingscodes' },
  title: { id: 'staff.codes.title', defaultMessage: 'Kortingscodes' },
  intro: {
    id: 'staff.codes.intro',
    defaultMessage: 'De kortingscodes van je sites en wat ze opbrachten. Een nieuwe code werkt zodra hij gepubliceerd is. Een beëindigde code kan niet meer worden gebruikt; zijn gebruik blijft hier zichtbaar.',
  },
  loading: { id: 'staff.codes.loading', defaultMessage: 'Kortingscodes laden…' },
  failed: { id: 'staff.codes.failed', defaultMessage: 'De kortingscodes konden niet worden geladen.' },
  caption: { id: 'staff.codes.caption', defaultMessage: 'Kortingscodes van {domain}' },
  none: { id: 'staff.codes.none', defaultMessage: 'Deze site heeft nog geen kortingscodes.' },
  percentage: { id: 'staff.codes.percentage', defaultMessage: 'Korting (%)' },
  validity: { id: 'staff.codes.validity', defaultMessage: 'Te gebruiken' },
  country: { id: 'staff.codes.country', defaultMessage: 'Land' },
  minimum: { id: 'staff.codes.minimum', defaultMessage: 'Minimale bestelling' },
  expires: { id: 'staff.codes.expires', defaultMessage: 'Eindigt' },
  status: { id: 'staff.codes.status', defaultMessage: 'Status' },
  payments: { id: 'staff.codes.payments', defaultMessage: 'Betaalde betalingen' },
  revenue: { id: 'staff.codes.revenue', defaultMessage: 'Omzet' },
  action: { id: 'staff.codes.action', defaultMessage: 'Actie' },
  once: { id: 'staff.codes.once', defaultMessage: 'Eén keer per lid' },
  unlimited: { id: 'staff.codes.unlimited', defaultMessage: 'Onbeperkt' },
  anyCountry: { id: 'staff.codes.anyCountry', defaultMessage: 'Elk land' },
  noMinimum: { id: 'staff.codes.noMinimum', defaultMessage: 'Geen' },
  minimumAny: { id: 'staff.codes.minimumAny', defaultMessage: '{amount} in de valuta van het lid' },
  noEnd: { id: 'staff.codes.noEnd', defaultMessage: 'Geen einde' },
  endsAt: { id: 'staff.codes.endsAt', defaultMessage: '{at, date, medium} {at, time, short}' },
  noRevenue: { id: 'staff.codes.noRevenue', defaultMessage: 'Nog geen' },
  end: { id: 'staff.codes.end', defaultMessage: '{code} nu beëindigen' },
  add: { id: 'staff.codes.add', defaultMessage: 'Nieuwe code' },
  formTitle: { id: 'staff.codes.formTitle', defaultMessage: 'Nieuwe kortingscode' },
  codeHint: { id: 'staff.codes.codeHint', defaultMessage: 'Hoofdletters en cijfers, 3 tot 24 tekens, eventueel met een streepje ertussen (bijv. ZOMER-25).' },
  preview: { id: 'staff.codes.preview', defaultMessage: 'Bekijken' },
  cancel: { id: 'staff.codes.cancel', defaultMessage: 'Annuleren' },
  invalid: { id: 'staff.codes.invalid', defaultMessage: 'Controleer de gemarkeerde velden.' },
  previewTitle: { id: 'staff.codes.previewTitle', defaultMessage: 'Zo werkt de code' },
  pricesIn: { id: 'staff.codes.pricesIn', defaultMessage: 'Wat leden betalen in {currency}' },
  credits: { id: 'staff.codes.credits', defaultMessage: 'Credits' },
  price: { id: 'staff.codes.price', defaultMessage: 'Prijs' },
  withCode: { id: 'staff.codes.withCode', defaultMessage: 'Met {code}' },
  publish: { id: 'staff.codes.publish', defaultMessage: 'Publiceren' },
  publishing: { id: 'staff.codes.publishing', defaultMessage: 'Publiceren…' },
  edit: { id: 'staff.codes.edit', defaultMessage: 'Wijzigen' },
  summary: {
    id: 'staff.codes.summary',
    defaultMessage: 'Met {code} betalen leden {country, select, any {uit elk land} other {uit {country}}} {percentage} minder{minimum, select, none {} other { bij een bestelling vanaf {minimum}}}, {validity, select, once {één keer per lid} other {zo vaak ze willen}}, {expires, select, none {zonder einddatum} other {tot {expires}}}, {methods, select, all {met elke betaalmethode} other {met {methods}}}.',
  },
  endTitle: { id: 'staff.codes.endTitle', defaultMessage: '{code} nu beëindigen?' },
  endIntro: { id: 'staff.codes.endIntro', defaultMessage: 'Leden kunnen de code vanaf nu niet meer gebruiken. Dit kan niet ongedaan worden gemaakt; het gebruik van de code blijft zichtbaar.' },
  endConfirm: { id: 'staff.codes.endConfirm', defaultMessage: 'Nu beëindigen' },
  ending: { id: 'staff.codes.ending', defaultMessage: 'Beëindigen…' },
  keep: { id: 'staff.codes.keep', defaultMessage: 'Niet beëindigen' },
});

/** Each field's label in the form. */
export const codeFieldLabels = defineMessages<Record<CodeDraftField, {}>>({
  code: { id: 'staff.codes.field.code', defaultMessage: 'Code' },
  percentage: { id: 'staff.codes.field.percentage', defaultMessage: 'Korting in procenten' },
  validity: { id: 'staff.codes.field.validity', defaultMessage: 'Hoe vaak een lid de code mag gebruiken' },
  country: { id: 'staff.codes.field.country', defaultMessage: 'Voor leden uit' },
  minimumOrderValue: { id: 'staff.codes.field.minimumOrderValue', defaultMessage: 'Minimale bestelling (hele bedragen in de valuta van het lid)' },
  expires: { id: 'staff.codes.field.expires', defaultMessage: 'Geldig tot en met (leeg: geen einde)' },
  paymentMethods: { id: 'staff.codes.field.paymentMethods', defaultMessage: 'Met de betaalmethoden' },
});

/** What a refused field needs, shown under it; `exists` replaces the code's when the site has that code already. */
export const codeFieldErrors = defineMessages<Record<CodeDraftField | 'exists', {}>>({
  code: { id: 'staff.codes.error.code', defaultMessage: 'Vul 3 tot 24 hoofdletters of cijfers in; een streepje mag ertussen. Codes die met STAY- beginnen zijn voorbehouden.' },
  exists: { id: 'staff.codes.error.exists', defaultMessage: 'Deze code bestaat al op deze site.' },
  percentage: { id: 'staff.codes.error.percentage', defaultMessage: 'Vul een heel getal van 1 tot 90 in.' },
  validity: { id: 'staff.codes.error.validity', defaultMessage: 'Kies één keer per lid of onbeperkt.' },
  country: { id: 'staff.codes.error.country', defaultMessage: 'Kies een land van deze site, of elk land.' },
  minimumOrderValue: { id: 'staff.codes.error.minimumOrderValue', defaultMessage: 'Vul een heel getal van 0 tot 100.000 in.' },
  expires: { id: 'staff.codes.error.expires', defaultMessage: 'Kies een dag vanaf vandaag, of laat het veld leeg.' },
  paymentMethods: { id: 'staff.codes.error.paymentMethods', defaultMessage: 'Kies minstens één betaalmethode.' },
});

export const codeStatusNames = defineMessages<Record<CodeStatus, {}>>({
  active: { id: 'staff.codes.status.active', defaultMessage: 'Actief' },
  ended: { id: 'staff.codes.status.ended', defaultMessage: 'Beëindigd' },
  inactive: { id: 'staff.codes.status.inactive', defaultMessage: 'Uitgeschakeld' },
});

/** What the status line says after a change or a failure ('exists' shows at the field instead). */
export const codeNotes = defineMessages<Record<Exclude<DiscountCodesNote, 'exists'>, {}>>({
  created: { id: 'staff.codes.note.created', defaultMessage: 'De code is gepubliceerd en werkt nu.' },
  ended: { id: 'staff.codes.note.ended', defaultMessage: 'De code is beëindigd: leden kunnen hem niet meer gebruiken.' },
  stale: {
    id: 'staff.codes.note.stale',
    defaultMessage: 'Iemand anders publiceerde intussen deze site. De codes zijn opnieuw geladen; bekijk ze en probeer het opnieuw (een ingevulde nieuwe code staat nog klaar).',
  },
  publishFailed: { id: 'staff.codes.note.publishFailed', defaultMessage: 'Publiceren lukte niet. Probeer het opnieuw.' },
  endFailed: { id: 'staff.codes.note.endFailed', defaultMessage: 'Beëindigen lukte niet. Probeer het opnieuw.' },
});
