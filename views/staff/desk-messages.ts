import { defineMessages } from 'react-intl';

/** The conversation desk: the queue of waiting conversations and the answer written as the site's own profile. */
export const deskMessages = defineMessages<{
  title: {}; intro: {}; loading: {}; failed: {}; reload: {}; empty: {}; shown: { count: number; total: number };
  waitingSince: {}; member: {}; profile: {}; claim: {}; unanswered: { count: number }; open: { name: string }; free: {}; writing: { name: string }; mine: {};
  claiming: {}; memberLine: { name: string; age: number; city: string }; language: { language: string }; about: {};
  conversation: {}; byMember: { name: string }; byProfile: { name: string }; gift: {}; photo: {};
  answerAs: { name: string }; writeIn: { language: string }; length: { count: number; max: number }; invalid: { max: number };
  send: {}; sending: {}; back: {}; disclosure: {};
  sent: {}; taken: {}; answered: {}; expired: {}; sendFailed: {};
}>({
  title: { id: 'staff.desk.title', defaultMessage: 'Gespreksdesk' },
  intro: {
    id: 'staff.desk.intro',
    defaultMessage: 'Leden die een profiel van de site schreven, wachten hier op antwoord: het langst wachtende bovenaan. Wie een gesprek opent, schrijft het antwoord; anderen zien dat.',
  },
  loading: { id: 'staff.desk.loading', defaultMessage: 'Wachtrij laden…' },
  failed: { id: 'staff.desk.failed', defaultMessage: 'De wachtrij kon niet worden geladen.' },
  reload: { id: 'staff.desk.reload', defaultMessage: 'Opnieuw laden' },
  empty: { id: 'staff.desk.empty', defaultMessage: 'Er wacht niemand op antwoord.' },
  shown: { id: 'staff.desk.shown', defaultMessage: '{count} van {total} wachtende gesprekken' },
  waitingSince: { id: 'staff.desk.waitingSince', defaultMessage: 'Wacht sinds' },
  member: { id: 'staff.desk.member', defaultMessage: 'Lid' },
  profile: { id: 'staff.desk.profile', defaultMessage: 'Profiel van de site' },
  claim: { id: 'staff.desk.claim', defaultMessage: 'Wie schrijft' },
  unanswered: { id: 'staff.desk.unanswered', defaultMessage: '{count, plural, one {# bericht} other {# berichten}} zonder antwoord' },
  open: { id: 'staff.desk.open', defaultMessage: 'Beantwoorden als {name}' },
  free: { id: 'staff.desk.free', defaultMessage: 'Niemand' },
  writing: { id: 'staff.desk.writing', defaultMessage: '{name} schrijft' },
  mine: { id: 'staff.desk.mine', defaultMessage: 'Jij' },
  claiming: { id: 'staff.desk.claiming', defaultMessage: 'Gesprek openen…' },
  memberLine: { id: 'staff.desk.memberLine', defaultMessage: '{name}, {age}, {city}' },
  language: { id: 'staff.desk.language', defaultMessage: 'Taal: {language}' },
  about: { id: 'staff.desk.about', defaultMessage: 'Over zichzelf' },
  conversation: { id: 'staff.desk.conversation', defaultMessage: 'Het gesprek tot nu toe' },
  byMember: { id: 'staff.desk.byMember', defaultMessage: '{name} (lid)' },
  byProfile: { id: 'staff.desk.byProfile', defaultMessage: '{name} (profiel van de site)' },
  gift: { id: 'staff.desk.gift', defaultMessage: 'Een cadeau' },
  photo: { id: 'staff.desk.photo', defaultMessage: 'Een foto' },
  answerAs: { id: 'staff.desk.answerAs', defaultMessage: 'Antwoord als {name}' },
  writeIn: { id: 'staff.desk.writeIn', defaultMessage: 'Schrijf in het {language}.' },
  length: { id: 'staff.desk.length', defaultMessage: '{count} van {max} tekens' },
  invalid: { id: 'staff.desk.invalid', defaultMessage: 'Schrijf een antwoord van hoogstens {max} tekens.' },
  send: { id: 'staff.desk.send', defaultMessage: 'Antwoord versturen' },
  sending: { id: 'staff.desk.sending', defaultMessage: 'Versturen…' },
  back: { id: 'staff.desk.back', defaultMessage: 'Terug naar de wachtrij' },
  disclosure: {
    id: 'staff.desk.disclosure',
    defaultMessage: 'Het lid ziet bij dit profiel en in het gesprek altijd de melding dat het een profiel van de site is. Spreek nooit af om elkaar te ontmoeten.',
  },
  sent: { id: 'staff.desk.sent', defaultMessage: 'Antwoord verstuurd.' },
  taken: { id: 'staff.desk.taken', defaultMessage: 'Iemand anders schrijft al in dit gesprek.' },
  answered: { id: 'staff.desk.answered', defaultMessage: 'Dit gesprek is al beantwoord.' },
  expired: { id: 'staff.desk.expired', defaultMessage: 'Je claim op dit gesprek is verlopen; het staat weer in de wachtrij.' },
  sendFailed: { id: 'staff.desk.sendFailed', defaultMessage: 'Versturen lukte niet. Je antwoord staat er nog; probeer het opnieuw.' },
});
