import { defineMessages } from 'react-intl';

/** Support's screen: search, the member's account, the correction and the refund. */
export const supportMessages = defineMessages<{
  title: {}; search: {}; searchLabel: {}; searchHint: {}; searchRequired: {}; searching: {}; noHits: {}; hits: {}; open: { name: string; id: number };
  loading: {}; failed: {}; account: { name: string; id: number }; email: {}; site: {}; status: {}; credits: {}; paid: {}; yes: {}; no: {}; language: {};
  signup: {}; notifications: {}; notificationsOn: {};
  ledger: {}; ledgerSum: { sum: number; credits: number }; type: {}; change: {}; when: {}; detail: {};
  payments: {}; noPayments: {}; amount: {}; paymentStatus: {}; until: {}; refundShare: { amount: string; credits: number }; refund: { id: string }; notRefundable: {};
  correction: {}; correctionCredits: {}; correctionHint: {}; correctionInvalid: {}; reason: {}; reasonRequired: {}; correct: {};
  refundTitle: { id: string }; refundIntro: { amount: string; credits: number }; confirmRefund: {}; cancel: {};
  corrected: {}; refunded: {}; insufficient: {}; refundRefused: {}; resendActivation: {}; activationSent: {}; activationLimited: {};
}>({
  title: { id: 'staff.support.title', defaultMessage: 'Klantenservice' },
  search: { id: 'staff.support.search', defaultMessage: 'Zoeken' },
  searchLabel: { id: 'staff.support.searchLabel', defaultMessage: 'E-mailadres, naam of lidnummer' },
  searchHint: { id: 'staff.support.searchHint', defaultMessage: 'Een e-mailadres telt alleen precies; een naam vanaf de eerste letters.' },
  searchRequired: { id: 'staff.support.searchRequired', defaultMessage: 'Vul een e-mailadres, naam of lidnummer in.' },
  searching: { id: 'staff.support.searching', defaultMessage: 'Zoeken…' },
  noHits: { id: 'staff.support.noHits', defaultMessage: 'Geen leden gevonden.' },
  hits: { id: 'staff.support.hits', defaultMessage: 'Gevonden leden' },
  open: { id: 'staff.support.open', defaultMessage: '{name} (lid {id}) openen' },
  loading: { id: 'staff.support.loading', defaultMessage: 'Account laden…' },
  failed: { id: 'staff.support.failed', defaultMessage: 'Dat lukte niet, probeer het opnieuw.' },
  account: { id: 'staff.support.account', defaultMessage: '{name} (lid {id})' },
  email: { id: 'staff.support.email', defaultMessage: 'E-mailadres' },
  site: { id: 'staff.support.site', defaultMessage: 'Site' },
  status: { id: 'staff.support.status', defaultMessage: 'Account / profiel' },
  credits: { id: 'staff.support.credits', defaultMessage: 'Kredieten' },
  paid: { id: 'staff.support.paid', defaultMessage: 'Premium' },
  yes: { id: 'staff.support.yes', defaultMessage: 'ja' },
  no: { id: 'staff.support.no', defaultMessage: 'nee' },
  language: { id: 'staff.support.language', defaultMessage: 'Taal' },
  signup: { id: 'staff.support.signup', defaultMessage: 'Aangemeld' },
  notifications: { id: 'staff.support.notifications', defaultMessage: 'E-mailmeldingen gestopt door' },
  notificationsOn: { id: 'staff.support.notificationsOn', defaultMessage: 'niets (meldingen staan aan)' },
  ledger: { id: 'staff.support.ledger', defaultMessage: 'Kredietenboek' },
  ledgerSum: { id: 'staff.support.ledgerSum', defaultMessage: 'Som van het boek: {sum}; saldo: {credits}' },
  type: { id: 'staff.support.type', defaultMessage: 'Soort' },
  change: { id: 'staff.support.change', defaultMessage: 'Kredieten' },
  when: { id: 'staff.support.when', defaultMessage: 'Wanneer' },
  detail: { id: 'staff.support.detail', defaultMessage: 'Toelichting' },
  payments: { id: 'staff.support.payments', defaultMessage: 'Betalingen' },
  noPayments: { id: 'staff.support.noPayments', defaultMessage: 'Geen betalingen.' },
  amount: { id: 'staff.support.amount', defaultMessage: 'Bedrag' },
  paymentStatus: { id: 'staff.support.paymentStatus', defaultMessage: 'Status' },
  until: { id: 'staff.support.until', defaultMessage: 'Terug te betalen tot' },
  refundShare: { id: 'staff.support.refundShare', defaultMessage: 'Retourbeleid: {amount} ({credits, plural, one {# ongebruikt krediet} other {# ongebruikte kredieten}})' },
  refund: { id: 'staff.support.refund', defaultMessage: 'Betaling {id} terugbetalen' },
  notRefundable: { id: 'staff.support.notRefundable', defaultMessage: 'niet terug te betalen' },
  correction: { id: 'staff.support.correction', defaultMessage: 'Kredieten corrigeren' },
  correctionCredits: { id: 'staff.support.correctionCredits', defaultMessage: 'Aantal (negatief om terug te nemen)' },
  correctionHint: { id: 'staff.support.correctionHint', defaultMessage: 'Een correctie komt als eigen regel in het boek; er wordt nooit iets overschreven.' },
  correctionInvalid: { id: 'staff.support.correctionInvalid', defaultMessage: 'Vul een heel getal in, niet 0, tussen -10000 en 10000.' },
  reason: { id: 'staff.support.reason', defaultMessage: 'Reden' },
  reasonRequired: { id: 'staff.support.reasonRequired', defaultMessage: 'Vul een reden in.' },
  correct: { id: 'staff.support.correct', defaultMessage: 'Correctie boeken' },
  refundTitle: { id: 'staff.support.refundTitle', defaultMessage: 'Betaling {id} terugbetalen' },
  refundIntro: { id: 'staff.support.refundIntro', defaultMessage: 'Volgens het retourbeleid: {amount} terug via de betaalprovider; {credits, plural, one {# ongebruikt krediet gaat} other {# ongebruikte kredieten gaan}} van het saldo af.' },
  confirmRefund: { id: 'staff.support.confirmRefund', defaultMessage: 'Terugbetalen' },
  cancel: { id: 'staff.support.cancel', defaultMessage: 'Annuleren' },
  corrected: { id: 'staff.support.corrected', defaultMessage: 'De correctie is geboekt.' },
  refunded: { id: 'staff.support.refunded', defaultMessage: 'De betaling is terugbetaald.' },
  insufficient: { id: 'staff.support.insufficient', defaultMessage: 'Zoveel kredieten heeft het lid niet: het saldo kan niet onder 0.' },
  resendActivation: { id: 'staff.support.resendActivation', defaultMessage: 'Activatiemail opnieuw sturen' },
  activationSent: { id: 'staff.support.activationSent', defaultMessage: 'De activatiemail is opnieuw verstuurd.' },
  activationLimited: { id: 'staff.support.activationLimited', defaultMessage: 'Vandaag zijn al vijf activatiemails verstuurd; probeer het morgen opnieuw.' },
  refundRefused: { id: 'staff.support.refundRefused', defaultMessage: 'Terugbetalen kan niet (meer): al terugbetaald, buiten de termijn, of de provider weigert.' },
});

/** Support's GDPR actions on the member on screen: the data export and the erasure request. */
export const memberDataMessages = defineMessages<{
  title: {}; intro: {}; export: {}; erase: {}; exportTitle: { name: string }; exportIntro: {}; exportConfirm: {}; exporting: {};
  eraseTitle: { name: string }; eraseIntro: {}; eraseConfirm: {}; erasing: {}; reason: {}; reasonHint: {}; reasonRequired: {}; failed: {}; cancel: {};
  exported: {}; erasureRequested: {}; alreadyDeleted: {};
}>({
  title: { id: 'staff.memberData.title', defaultMessage: 'Gegevens (AVG)' },
  intro: { id: 'staff.memberData.intro', defaultMessage: 'Op verzoek van het lid: een kopie van alle gegevens, of het wissen ervan. Het logboek bewaart wie het deed en waarom.' },
  export: { id: 'staff.memberData.export', defaultMessage: 'Gegevens downloaden' },
  erase: { id: 'staff.memberData.erase', defaultMessage: 'Wissen aanvragen' },
  exportTitle: { id: 'staff.memberData.exportTitle', defaultMessage: 'De gegevens van {name} downloaden' },
  exportIntro: { id: 'staff.memberData.exportIntro', defaultMessage: 'Je downloadt hetzelfde bestand als het lid zelf kan downloaden: alles wat we over dit lid bewaren.' },
  exportConfirm: { id: 'staff.memberData.exportConfirm', defaultMessage: 'Downloaden' },
  exporting: { id: 'staff.memberData.exporting', defaultMessage: 'Bezig met downloaden…' },
  eraseTitle: { id: 'staff.memberData.eraseTitle', defaultMessage: 'Wissen van {name} aanvragen' },
  eraseIntro: { id: 'staff.memberData.eraseIntro', defaultMessage: 'Het account wordt nu verwijderd: het lid wordt overal uitgelogd en is voor niemand meer zichtbaar. Het lid krijgt een e-mail waarmee het dat binnen 14 dagen ongedaan kan maken; daarna worden de persoonsgegevens definitief gewist. Betalingen blijven bewaard, zonder naam.' },
  eraseConfirm: { id: 'staff.memberData.eraseConfirm', defaultMessage: 'Account verwijderen en wissen aanvragen' },
  erasing: { id: 'staff.memberData.erasing', defaultMessage: 'Bezig met aanvragen…' },
  reason: { id: 'staff.memberData.reason', defaultMessage: 'Reden (voor het logboek)' },
  reasonHint: { id: 'staff.memberData.reasonHint', defaultMessage: 'Bijvoorbeeld: hoe het lid het vroeg en hoe je hebt nagegaan dat het echt het lid is.' },
  reasonRequired: { id: 'staff.memberData.reasonRequired', defaultMessage: 'Vul een reden in.' },
  failed: { id: 'staff.memberData.failed', defaultMessage: 'Dat lukte niet, probeer het opnieuw.' },
  cancel: { id: 'staff.memberData.cancel', defaultMessage: 'Annuleren' },
  exported: { id: 'staff.memberData.exported', defaultMessage: 'De gegevens zijn gedownload.' },
  erasureRequested: { id: 'staff.memberData.erasureRequested', defaultMessage: 'Het account is verwijderd en wordt na 14 dagen gewist, tenzij het lid het eerder terughaalt.' },
  alreadyDeleted: { id: 'staff.memberData.alreadyDeleted', defaultMessage: 'Dit account was al verwijderd: het wordt gewist als de 14 dagen om zijn.' },
});
