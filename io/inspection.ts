import * as t from 'io-ts';
import { Recording } from './recording';
import { StateValue } from './state-value';

export { StateValue } from './state-value';

/**
 * What the running app tells the statechart visualiser (/statecharts) in another tab of the same browser,
 * over a BroadcastChannel: every machine actor's snapshot as it changes, and the visualiser's request for
 * the current ones. Another tab's message is outside input, decoded before the visualiser uses it.
 */
export const inspectionChannelName = 'rendezvous-statecharts';

/** One machine actor's snapshot after an event (the event's type only: its payload may be personal). */
export const InspectedSnapshot = t.type({
  kind: t.literal('snapshot'),
  /** The tab the actor runs in (a random id per page load). */
  tab: t.string,
  /** The actor's id within its tab (XState's session id). */
  actor: t.string,
  /** The machine's id, as in machines/statecharts/catalog.ts. */
  machine: t.string,
  value: StateValue,
  status: t.keyof({ active: null, done: null, error: null, stopped: null }),
  /** The type of the event that led here. */
  event: t.string,
  /** The page the tab shows. */
  path: t.string,
  /** Milliseconds since the epoch. */
  at: t.number,
});
export type InspectedSnapshot = t.TypeOf<typeof InspectedSnapshot>;

/** The visualiser opened: every tab answers with its actors' current snapshots. */
export const InspectionHello = t.type({ kind: t.literal('hello') });

/** The visualiser asks one tab for its session's recording... */
export const RecordingRequest = t.type({ kind: t.literal('recording.request'), tab: t.string });

/** ...and that tab answers with it. */
export const RecordingAnswer = t.type({ kind: t.literal('recording'), tab: t.string, recording: Recording });
export type RecordingAnswer = t.TypeOf<typeof RecordingAnswer>;

export const InspectionMessage = t.union([InspectedSnapshot, InspectionHello, RecordingRequest, RecordingAnswer]);
export type InspectionMessage = t.TypeOf<typeof InspectionMessage>;

/** The visualiser's route (machines/shell/route-table.ts: /statecharts/:machine?). */
export const isStatechartsPath = (url: string): boolean => /^\/statecharts(?:[/?#]|$)/.test(url);

/** The visualiser's own machine: never broadcast (it would hear itself, and answer every message with a message). */
export const visualiserMachineId = 'statecharts';
