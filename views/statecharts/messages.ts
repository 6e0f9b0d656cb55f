import { defineMessages } from 'react-intl';
import type { MachineArea } from '../../machines/statecharts/catalog';

export const messages = defineMessages<{
  title: {};
  intro: {};
  stately: {};
  machines: {};
  choose: {};
  drawing: {};
  failed: {};
  retry: {};
  unknown: { machine: string };
  counts: { states: number; transitions: number };
  coverage: { tested: number; transitions: number };
  noCoverage: {};
  legendTested: {};
  legendUntested: {};
  legendActive: {};
  zoomIn: {};
  zoomOut: {};
  zoomFit: {};
  zoomReset: {};
  zoomLevel: { percent: number };
  chartLabel: { machine: string };
  chartKeys: {};
  live: {};
  liveNone: {};
  liveActor: { path: string; state: string };
  log: {};
  logEntry: { event: string; state: string };
  table: {};
  from: {};
  event: {};
  guard: {};
  to: {};
  actions: {};
  tested: {};
  yes: {};
  no: {};
  stays: {};
}>({
  title: { id: 'statecharts.title', defaultMessage: 'Statecharts' },
  intro: {
    id: 'statecharts.intro',
    defaultMessage: 'Elk gedrag van de site is een toestandsmachine. Hier zie je ze getekend uit de code zelf, met wat de modelgebaseerde tests doorlopen en wat er live in je andere tabbladen gebeurt.',
  },
  stately: { id: 'statecharts.stately', defaultMessage: 'Met internet: open de site in een nieuw tabblad met de online inspector van Stately erbij' },
  machines: { id: 'statecharts.machines', defaultMessage: 'Machines' },
  choose: { id: 'statecharts.choose', defaultMessage: 'Kies een machine om haar statechart te zien.' },
  drawing: { id: 'statecharts.drawing', defaultMessage: 'Statechart wordt getekend…' },
  failed: { id: 'statecharts.failed', defaultMessage: 'Deze statechart kon niet worden getekend.' },
  retry: { id: 'statecharts.retry', defaultMessage: 'Opnieuw proberen' },
  unknown: { id: 'statecharts.unknown', defaultMessage: 'Er is geen machine met de naam ‘{machine}’.' },
  counts: { id: 'statecharts.counts', defaultMessage: '{states, plural, one {# toestand} other {# toestanden}}, {transitions, plural, one {# overgang} other {# overgangen}}' },
  coverage: { id: 'statecharts.coverage', defaultMessage: 'De modelgebaseerde tests doorlopen {tested} van de {transitions} overgangen.' },
  noCoverage: { id: 'statecharts.noCoverage', defaultMessage: 'Geen modelgebaseerde test doorloopt deze machine: elke overgang is gestippeld.' },
  legendTested: { id: 'statecharts.legendTested', defaultMessage: 'Doorgetrokken: getest' },
  legendUntested: { id: 'statecharts.legendUntested', defaultMessage: 'Gestippeld, oranje: niet getest' },
  legendActive: { id: 'statecharts.legendActive', defaultMessage: 'Blauw omrand: de live toestand' },
  zoomIn: { id: 'statecharts.zoomIn', defaultMessage: 'Inzoomen' },
  zoomOut: { id: 'statecharts.zoomOut', defaultMessage: 'Uitzoomen' },
  zoomFit: { id: 'statecharts.zoomFit', defaultMessage: 'Passend maken' },
  zoomReset: { id: 'statecharts.zoomReset', defaultMessage: 'Ware grootte' },
  zoomLevel: { id: 'statecharts.zoomLevel', defaultMessage: 'Zoom {percent} %' },
  chartLabel: { id: 'statecharts.chartLabel', defaultMessage: 'Statechart van {machine}' },
  chartKeys: { id: 'statecharts.chartKeys', defaultMessage: 'Pijltjestoetsen verschuiven, + en − zoomen, 0 toont alles.' },
  live: { id: 'statecharts.live', defaultMessage: 'Live' },
  liveNone: { id: 'statecharts.liveNone', defaultMessage: 'Geen live actor van deze machine. Open de site in een ander tabblad van deze browser; wat daar gebeurt, verschijnt hier.' },
  liveActor: { id: 'statecharts.liveActor', defaultMessage: '{path}: {state}' },
  log: { id: 'statecharts.log', defaultMessage: 'Gebeurtenissen' },
  logEntry: { id: 'statecharts.logEntry', defaultMessage: '{event} → {state}' },
  table: { id: 'statecharts.table', defaultMessage: 'Alle overgangen als tabel' },
  from: { id: 'statecharts.from', defaultMessage: 'Van' },
  event: { id: 'statecharts.event', defaultMessage: 'Gebeurtenis' },
  guard: { id: 'statecharts.guard', defaultMessage: 'Voorwaarde' },
  to: { id: 'statecharts.to', defaultMessage: 'Naar' },
  actions: { id: 'statecharts.actions', defaultMessage: 'Acties' },
  tested: { id: 'statecharts.tested', defaultMessage: 'Getest' },
  yes: { id: 'statecharts.yes', defaultMessage: 'ja' },
  no: { id: 'statecharts.no', defaultMessage: 'nee' },
  stays: { id: 'statecharts.stays', defaultMessage: '(blijft)' },
});

export const areaNames = defineMessages<Record<MachineArea, {}>>({
  shell: { id: 'statecharts.area.shell', defaultMessage: 'De schil van de site' },
  members: { id: 'statecharts.area.members', defaultMessage: 'Leden en likes' },
  chat: { id: 'statecharts.area.chat', defaultMessage: 'Chat' },
  payments: { id: 'statecharts.area.payments', defaultMessage: 'Betalen' },
  account: { id: 'statecharts.area.account', defaultMessage: 'Aanmelden en account' },
  staff: { id: 'statecharts.area.staff', defaultMessage: 'Beheer (medewerkers)' },
  tools: { id: 'statecharts.area.tools', defaultMessage: 'Hulpmiddelen' },
});
