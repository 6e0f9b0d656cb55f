import { defineMessages } from 'react-intl';

export const walkMessages = defineMessages<{
  title: {};
  intro: {};
  input: {};
  inputInvalid: {};
  start: {};
  startAtReplay: {};
  state: { state: string; status: string };
  accepted: {};
  event: {};
  eventInvalid: {};
  send: {};
  stop: {};
  context: {};
}>({
  title: { id: 'statecharts.walk.title', defaultMessage: 'Zelf doorlopen' },
  intro: {
    id: 'statecharts.walk.intro',
    defaultMessage: 'Start een kopie van deze machine in een zandbak: niets gaat naar de server, alleen de gebeurtenissen die je hier verstuurt laten haar bewegen.',
  },
  input: { id: 'statecharts.walk.input', defaultMessage: 'Invoer van de machine (JSON)' },
  inputInvalid: { id: 'statecharts.walk.inputInvalid', defaultMessage: 'De invoer is geen geldige JSON.' },
  start: { id: 'statecharts.walk.start', defaultMessage: 'Zandbak starten' },
  startAtReplay: { id: 'statecharts.walk.startAtReplay', defaultMessage: 'Starten bij deze afgespeelde stap' },
  state: { id: 'statecharts.walk.state', defaultMessage: 'Toestand: {state} ({status})' },
  accepted: { id: 'statecharts.walk.accepted', defaultMessage: 'Gebeurtenissen die deze toestand aanneemt' },
  event: { id: 'statecharts.walk.event', defaultMessage: 'Gebeurtenis (JSON, met "type")' },
  eventInvalid: { id: 'statecharts.walk.eventInvalid', defaultMessage: 'De gebeurtenis moet een JSON-object met een "type" zijn.' },
  send: { id: 'statecharts.walk.send', defaultMessage: 'Versturen' },
  stop: { id: 'statecharts.walk.stop', defaultMessage: 'Zandbak stoppen' },
  context: { id: 'statecharts.walk.context', defaultMessage: 'Context van de zandbak' },
});
