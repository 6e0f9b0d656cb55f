import { defineMessages } from 'react-intl';

/** Support's complaints: the list, one complaint, its answer. */
export const complaintMessages = defineMessages<{
  title: {}; show: {}; showOpen: {}; showAnswered: {}; loading: {}; failed: {}; reload: {}; emptyOpen: {}; emptyAnswered: {};
  countOpen: { count: number }; countAnswered: { count: number }; list: {}; keys: {}; item: { reference: string; subject: string };
  itemFacts: { name: string; at: Date; language: string }; from: {}; email: {}; member: {}; visitor: {}; site: {}; language: {}; received: {};
  message: {}; answer: {}; answeredBy: { name: string; at: Date }; answerLabel: { language: string; email: string }; answerHint: {};
  answerRequired: {}; send: {}; sending: {}; back: {}; sent: { email: string }; refused: {}; sendFailed: {}; noAddress: {};
}>({
  title: { id: 'staff.complaints.title', defaultMessage: 'Klachten' },
  show: { id: 'staff.complaints.show', defaultMessage: 'Tonen' },
  showOpen: { id: 'staff.complaints.showOpen', defaultMessage: 'Open' },
  showAnswered: { id: 'staff.complaints.showAnswered', defaultMessage: 'Beantwoord' },
  loading: { id: 'staff.complaints.loading', defaultMessage: 'Klachten laden…' },
  failed: { id: 'staff.complaints.failed', defaultMessage: 'De klachten konden niet worden geladen.' },
  reload: { id: 'staff.complaints.reload', defaultMessage: 'Opnieuw laden' },
  emptyOpen: { id: 'staff.complaints.emptyOpen', defaultMessage: 'Er wachten geen klachten op een antwoord.' },
  emptyAnswered: { id: 'staff.complaints.emptyAnswered', defaultMessage: 'Er zijn nog geen beantwoorde klachten.' },
  countOpen: { id: 'staff.complaints.countOpen', defaultMessage: '{count, plural, one {# klacht wacht op een antwoord, de oudste eerst.} other {# klachten wachten op een antwoord, de oudste eerst.}}' },
  countAnswered: { id: 'staff.complaints.countAnswered', defaultMessage: '{count, plural, one {# beantwoorde klacht, het nieuwste antwoord eerst.} other {# beantwoorde klachten, het nieuwste antwoord eerst.}}' },
  list: { id: 'staff.complaints.list', defaultMessage: 'Lijst met klachten' },
  keys: { id: 'staff.complaints.keys', defaultMessage: 'Sneltoetsen: J volgende, K vorige, O openen, Esc terug naar de lijst.' },
  item: { id: 'staff.complaints.item', defaultMessage: '{reference}: {subject}' },
  itemFacts: { id: 'staff.complaints.itemFacts', defaultMessage: '{name}, {at, date, medium}, {language}' },
  from: { id: 'staff.complaints.from', defaultMessage: 'Van' },
  email: { id: 'staff.complaints.email', defaultMessage: 'E-mailadres' },
  member: { id: 'staff.complaints.member', defaultMessage: 'Lidnummer' },
  visitor: { id: 'staff.complaints.visitor', defaultMessage: 'geen (niet ingelogd)' },
  site: { id: 'staff.complaints.site', defaultMessage: 'Site' },
  language: { id: 'staff.complaints.language', defaultMessage: 'Taal' },
  received: { id: 'staff.complaints.received', defaultMessage: 'Ontvangen' },
  message: { id: 'staff.complaints.message', defaultMessage: 'Bericht' },
  answer: { id: 'staff.complaints.answer', defaultMessage: 'Antwoord' },
  answeredBy: { id: 'staff.complaints.answeredBy', defaultMessage: 'Beantwoord door {name} op {at, date, medium} om {at, time, short}.' },
  answerLabel: { id: 'staff.complaints.answerLabel', defaultMessage: 'Je antwoord (per e-mail in het {language} aan {email})' },
  answerHint: { id: 'staff.complaints.answerHint', defaultMessage: 'Een lege regel begint een nieuwe alinea. De aanhef, de referentie en de ondertekening komen er vanzelf bij.' },
  answerRequired: { id: 'staff.complaints.answerRequired', defaultMessage: 'Schrijf eerst een antwoord.' },
  send: { id: 'staff.complaints.send', defaultMessage: 'Antwoord versturen' },
  sending: { id: 'staff.complaints.sending', defaultMessage: 'Versturen…' },
  back: { id: 'staff.complaints.back', defaultMessage: 'Terug naar de lijst (Esc)' },
  sent: { id: 'staff.complaints.sent', defaultMessage: 'Je antwoord is per e-mail verstuurd aan {email} en blijft bij de klacht bewaard.' },
  refused: { id: 'staff.complaints.refused', defaultMessage: 'Deze klacht is intussen al beantwoord. Ga terug om de lijst opnieuw te laden.' },
  sendFailed: { id: 'staff.complaints.sendFailed', defaultMessage: 'Versturen lukte niet. Je antwoord staat er nog: probeer het opnieuw.' },
  noAddress: { id: 'staff.complaints.noAddress', defaultMessage: '(gewist)' },
});
