import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages<{
  title: {};
  intro: {};
  tabs: {};
  tabActors: { actors: number };
  download: {};
  fetching: {};
  unanswered: {};
  load: {};
  reading: {};
  unreadable: {};
  allMatch: { actors: number; steps: number; matching: number };
  someDiffer: { actors: number; steps: number; matching: number };
  truncated: {};
  actor: {};
  actorOption: { machine: string; actor: string; matching: number; steps: number };
  previous: {};
  next: {};
  last: {};
  close: {};
  step: { step: number; steps: number };
  stepEvent: { event: string; source: string; state: string };
  matches: {};
  differs: {};
  context: {};
}>({
  title: { id: 'statecharts.session.title', defaultMessage: 'Sessie opnemen en afspelen' },
  intro: {
    id: 'statecharts.session.intro',
    defaultMessage: 'Elk tabblad van de demo neemt zijn sessie op: elke gebeurtenis van elke machine, ook de antwoorden van de server en de timers. Download een opname en speel haar hier stap voor stap af.',
  },
  tabs: { id: 'statecharts.session.tabs', defaultMessage: 'Tabbladen van de app' },
  tabActors: { id: 'statecharts.session.tabActors', defaultMessage: '{actors, plural, one {# actor} other {# actoren}}' },
  download: { id: 'statecharts.session.download', defaultMessage: 'Opname downloaden' },
  fetching: { id: 'statecharts.session.fetching', defaultMessage: 'Opname wordt opgevraagd…' },
  unanswered: { id: 'statecharts.session.unanswered', defaultMessage: 'Dat tabblad gaf geen opname. Is het gesloten of opnieuw geladen?' },
  load: { id: 'statecharts.session.load', defaultMessage: 'Opname afspelen (JSON-bestand)' },
  reading: { id: 'statecharts.session.reading', defaultMessage: 'Opname wordt afgespeeld…' },
  unreadable: { id: 'statecharts.session.unreadable', defaultMessage: 'Dit bestand is geen sessieopname.' },
  allMatch: { id: 'statecharts.session.allMatch', defaultMessage: '{actors, plural, one {# actor} other {# actoren}} afgespeeld: alle {steps} stappen bereiken de opgenomen toestand.' },
  someDiffer: { id: 'statecharts.session.someDiffer', defaultMessage: '{actors, plural, one {# actor} other {# actoren}} afgespeeld: {matching} van de {steps} stappen bereiken de opgenomen toestand.' },
  truncated: { id: 'statecharts.session.truncated', defaultMessage: 'De opname was op haar maximale lengte: latere stappen ontbreken.' },
  actor: { id: 'statecharts.session.actor', defaultMessage: 'Actor' },
  actorOption: { id: 'statecharts.session.actorOption', defaultMessage: '{machine} ({actor}): {matching} van {steps}' },
  previous: { id: 'statecharts.session.previous', defaultMessage: 'Vorige' },
  next: { id: 'statecharts.session.next', defaultMessage: 'Volgende' },
  last: { id: 'statecharts.session.last', defaultMessage: 'Laatste' },
  close: { id: 'statecharts.session.close', defaultMessage: 'Afspelen sluiten' },
  step: { id: 'statecharts.session.step', defaultMessage: 'Stap {step} van {steps}' },
  stepEvent: { id: 'statecharts.session.stepEvent', defaultMessage: '{event} (van {source}) → {state}' },
  matches: { id: 'statecharts.session.matches', defaultMessage: 'gelijk aan de opname' },
  differs: { id: 'statecharts.session.differs', defaultMessage: 'wijkt af van de opname' },
  context: { id: 'statecharts.session.context', defaultMessage: 'Context na deze stap' },
});
