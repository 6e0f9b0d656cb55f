import { assign, raise, sendTo, setup } from 'xstate';
import { visualiserMachineId, type InspectedSnapshot } from '../../io/inspection';
import { isRight } from 'fp-ts/Either';
import { RecordedEvent, type RecordedSnapshot, type Recording } from '../../io/recording';
import { chosenReplay, type ActorReplay } from './replay-types';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import type { Statechart } from './graph';
import type { ChartLayout } from './layout';

export interface VisualiserInput {
  /** The machine the route names (/statecharts/:machine), or null for the list alone. */
  readonly machine: string | null;
}

/** A machine's chart and its layout, drawn by the `draw` actor (null: no machine by that id). */
export interface Drawing {
  readonly chart: Statechart;
  readonly layout: ChartLayout;
}

/** A loaded recording, replayed: which actor is on show and at which of its steps. */
export interface ReplayView {
  readonly recording: Recording;
  readonly replays: ReadonlyArray<ActorReplay>;
  /** The replayed actor on show (its session id). */
  readonly actor: string;
  /** The index into that actor's checks. */
  readonly step: number;
}

/** The sandbox copy of the machine on show: what it started from, and where it is now. */
export interface Sandbox {
  readonly machine: string;
  readonly input: unknown;
  /** Started at a replayed step instead of the machine's initial state. */
  readonly from: RecordedSnapshot | null;
  readonly snapshot: RecordedSnapshot | null;
  /** The event types the current state accepts. */
  readonly accepted: ReadonlyArray<string>;
  /** The last thing typed did not decode: which one. */
  readonly invalid: 'input' | 'event' | null;
}

export interface VisualiserContext {
  /** The machine chosen (the route's), not necessarily one that exists. */
  readonly machineId: string | null;
  readonly chart: Statechart | null;
  readonly layout: ChartLayout | null;
  /** The drawing's zoom (1: a state's text at 12 px); panning is the viewport's own scrolling. */
  readonly scale: number;
  /** Every live machine actor the app's tabs reported, by `tab/actor`, latest snapshot each. */
  readonly live: Readonly<Record<string, InspectedSnapshot>>;
  /** The latest snapshots as they arrived, newest first (the event log). */
  readonly log: ReadonlyArray<InspectedSnapshot>;
  /** The live actor whose state is highlighted; null: the most recently changed one of this machine. */
  readonly followed: string | null;
  readonly replay: ReplayView | null;
  readonly sandbox: Sandbox | null;
}

export type VisualiserEvent =
  | { type: 'machine.select'; machine: string }
  | { type: 'view.zoom'; factor: number }
  /** Zooms so the whole width shows in `width` screen pixels (never above 1). */
  | { type: 'view.fit'; width: number }
  | { type: 'view.reset' }
  | { type: 'layout.retry' }
  | { type: 'live.snapshot'; snapshot: InspectedSnapshot }
  | { type: 'live.follow'; key: string | null }
  /** Ask a tab for its recording and save it as a file. */
  | { type: 'session.download'; tab: string }
  | { type: 'session.recorded'; recording: Recording }
  /** A recording file the owner chose, to replay. */
  | { type: 'session.load'; file: Blob }
  | { type: 'session.close' }
  | { type: 'replay.actor'; actor: string }
  | { type: 'replay.step'; step: number }
  | { type: 'timer.elapsed' }
  /** Start a sandbox copy of the machine on show, with this input (JSON text). */
  | { type: 'sandbox.start'; input: string }
  /** Start it at the replayed step on show, with the replayed actor's input. */
  | { type: 'sandbox.fromReplay' }
  /** Send this event (JSON text) to the sandbox. */
  | { type: 'sandbox.send'; event: string }
  | { type: 'sandbox.changed'; snapshot: RecordedSnapshot; accepted: ReadonlyArray<string> }
  | { type: 'sandbox.stop' };

/** JSON text parsed, or undefined when it is not JSON. */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The replayed actor and step on show, when the replay is of the machine on show. */
const replayedStep = (context: VisualiserContext) => {
  const replay = context.replay;
  const chosen = chosenReplay(replay);
  const check = chosen?.checks[replay?.step ?? 0];
  return chosen === undefined || check === undefined || chosen.actor.machine !== context.machineId ? null : { input: chosen.actor.input, snapshot: check.actual };
};

/** How long a tab has to answer for its recording before the visualiser says it did not. */
export const recordingAnswerMs = 5_000;

/** The log keeps this many snapshots: enough to read back a session's last minutes. */
export const liveLogLength = 200;
export const minScale = 0.1;
export const maxScale = 4;
const clampScale = (scale: number) => Math.min(maxScale, Math.max(minScale, scale));

export const liveKey = (snapshot: Pick<InspectedSnapshot, 'tab' | 'actor'>): string => `${snapshot.tab}/${snapshot.actor}`;

/**
 * The statechart visualiser (/statecharts): which machine is drawn, its layout (ELK, in a provided actor),
 * zoom and pan, and the live snapshots that the app's tabs broadcast (machines/statecharts/ and app/inspection.ts).
 */
export const visualiserMachine = setup({
  types: { context: {} as VisualiserContext, input: {} as VisualiserInput, events: {} as VisualiserEvent },
  actors: {
    draw: promiseNotProvided<Drawing | null, string>('draw'),
    liveSnapshots: callbackNotProvided<void, { type: 'post'; message: unknown }>('liveSnapshots'),
    sandbox: callbackNotProvided<Pick<Sandbox, 'machine' | 'input' | 'from'>, { type: 'send'; event: { type: string } }>('sandbox'),
    saveRecording: promiseNotProvided<void, Recording>('saveRecording'),
    readRecording: promiseNotProvided<{ recording: Recording; replays: ReadonlyArray<ActorReplay> }, Blob>('readRecording'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
  },
  actions: {
    choose: assign(({ event }) => {
      if (event.type !== 'machine.select') return {};
      return { machineId: event.machine, chart: null, layout: null, scale: 1, followed: null };
    }),
    storeDrawing: assign((_, drawing: Drawing) => ({ chart: drawing.chart, layout: drawing.layout })),
    zoom: assign({ scale: ({ context }, factor: number) => clampScale(context.scale * factor) }),
    fit: assign({ scale: ({ context }, width: number) => (context.layout === null || context.layout.width <= 0 ? context.scale : clampScale(Math.min(1, width / context.layout.width))) }),
    resetView: assign({ scale: 1 }),
    storeSnapshot: assign(({ context, event }) => {
      if (event.type !== 'live.snapshot') return {};
      const key = liveKey(event.snapshot);
      // A stopped actor leaves the list; an active one takes its latest snapshot.
      const others = Object.entries(context.live).filter(([other]) => other !== key);
      const live: Record<string, InspectedSnapshot> = Object.fromEntries(event.snapshot.status === 'active' ? [...others, [key, event.snapshot]] : others);
      return { live, log: [event.snapshot, ...context.log].slice(0, liveLogLength), followed: context.followed === key && live[key] === undefined ? null : context.followed };
    }),
    follow: assign({ followed: ({ event }) => (event.type === 'live.follow' ? event.key : null) }),
    askForRecording: sendTo('liveSnapshots', (_, tab: string) => ({ type: 'post' as const, message: { kind: 'recording.request', tab } })),
    startReplay: assign({
      replay: (_, loaded: { recording: Recording; replays: ReadonlyArray<ActorReplay> }) => ({ ...loaded, actor: loaded.replays.find((replay) => replay.known)?.actor.actor ?? '', step: 0 }),
    }),
    showReplayedMachine: raise(({ context }) => ({
      type: 'machine.select' as const,
      machine: chosenReplay(context.replay)?.actor.machine ?? '',
    })),
    chooseReplayActor: assign({ replay: ({ context }, actor: string) => (context.replay === null ? null : { ...context.replay, actor, step: 0 }) }),
    chooseReplayStep: assign({
      replay: ({ context }, step: number) => {
        if (context.replay === null) return null;
        const checks = chosenReplay(context.replay)?.checks.length ?? 0;
        return { ...context.replay, step: Math.max(0, Math.min(checks - 1, Math.round(step))) };
      },
    }),
    endReplay: assign({ replay: null }),
    startSandbox: assign({
      sandbox: ({ context }, input: string) => ({ machine: context.machineId ?? '', input: parsed(input) ?? null, from: null, snapshot: null, accepted: [], invalid: null }),
    }),
    startSandboxAtReplay: assign({
      sandbox: ({ context }) => {
        const step = replayedStep(context);
        return { machine: context.machineId ?? '', input: step?.input ?? null, from: step?.snapshot ?? null, snapshot: null, accepted: [], invalid: null };
      },
    }),
    markInvalid: assign({ sandbox: ({ context }, invalid: 'input' | 'event') => (context.sandbox === null ? { machine: '', input: null, from: null, snapshot: null, accepted: [], invalid } : { ...context.sandbox, invalid }) }),
    storeSandbox: assign({
      sandbox: ({ context }, changed: { snapshot: RecordedSnapshot; accepted: ReadonlyArray<string> }) =>
        context.sandbox === null ? null : { ...context.sandbox, snapshot: changed.snapshot, accepted: changed.accepted },
    }),
    sendToSandbox: sendTo('sandbox', (_, text: string) => ({ type: 'send' as const, event: parsed(text) as { type: string } })),
    clearInvalid: assign({ sandbox: ({ context }) => (context.sandbox === null ? null : { ...context.sandbox, invalid: null }) }),
    endSandbox: assign({ sandbox: null }),
  },
  guards: {
    hasMachine: ({ context }) => context.machineId !== null,
    drawn: (_, drawing: Drawing | null) => drawing !== null,
    isInput: (_, text: string) => text.trim() === '' || parsed(text) !== undefined,
    isEvent: (_, text: string) => isRight(RecordedEvent.decode(parsed(text))),
    hasReplayedStep: ({ context }) => replayedStep(context) !== null,
    isReplayedActor: ({ context }, actor: string) => context.replay?.replays.some((replay) => replay.known && replay.actor.actor === actor) ?? false,
  },
}).createMachine({
  // The id the app's inspection skips: the visualiser must never hear its own snapshots.
  id: visualiserMachineId,
  context: ({ input }) => ({ machineId: input.machine, chart: null, layout: null, scale: 1, live: {}, log: [], followed: null, replay: null, sandbox: null }),
  type: 'parallel',
  states: {
    chart: {
      initial: 'choosing',
      on: { 'machine.select': { target: '.choosing', actions: 'choose' } },
      states: {
        choosing: { always: [{ guard: 'hasMachine', target: 'drawing' }, { target: 'none' }] },
        /** No machine chosen yet: the list alone. */
        none: {},
        drawing: {
          invoke: {
            id: 'draw',
            src: 'draw',
            input: ({ context }) => context.machineId ?? '',
            onDone: [
              { guard: { type: 'drawn', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'storeDrawing', params: ({ event }) => event.output as Drawing } },
              { target: 'unknown' },
            ],
            onError: 'failed',
          },
        },
        /** The route names a machine that does not exist. */
        unknown: {},
        shown: {
          initial: 'watching',
          states: {
            watching: {
              on: {
                'sandbox.start': [
                  { guard: { type: 'isInput', params: ({ event }) => event.input }, target: 'walking', actions: { type: 'startSandbox', params: ({ event }) => event.input } },
                  { actions: { type: 'markInvalid', params: 'input' } },
                ],
                'sandbox.fromReplay': { guard: 'hasReplayedStep', target: 'walking', actions: 'startSandboxAtReplay' },
              },
            },
            /** A sandbox copy of the machine: any event its state accepts, sent by hand, moves it; nothing else runs. */
            walking: {
              invoke: { id: 'sandbox', src: 'sandbox', input: ({ context }) => ({ machine: context.sandbox?.machine ?? '', input: context.sandbox?.input, from: context.sandbox?.from ?? null }) },
              on: {
                'sandbox.changed': { actions: { type: 'storeSandbox', params: ({ event }) => event } },
                'sandbox.send': [
                  { guard: { type: 'isEvent', params: ({ event }) => event.event }, actions: ['clearInvalid', { type: 'sendToSandbox', params: ({ event }) => event.event }] },
                  { actions: { type: 'markInvalid', params: 'event' } },
                ],
                'sandbox.stop': 'watching',
              },
              exit: 'endSandbox',
            },
          },
          on: {
            'view.zoom': { actions: { type: 'zoom', params: ({ event }) => event.factor } },
            'view.fit': { actions: { type: 'fit', params: ({ event }) => event.width } },
            'view.reset': { actions: 'resetView' },
          },
        },
        failed: { on: { 'layout.retry': 'drawing' } },
      },
    },
    live: {
      invoke: { id: 'liveSnapshots', src: 'liveSnapshots' },
      on: { 'live.snapshot': { actions: 'storeSnapshot' }, 'live.follow': { actions: 'follow' } },
    },
    session: {
      initial: 'idle',
      on: {
        'session.download': { target: '.fetching', actions: { type: 'askForRecording', params: ({ event }) => event.tab } },
        'session.load': '.reading',
      },
      states: {
        idle: {},
        /** Asked a tab for its recording: saved as a file when it answers. */
        fetching: {
          invoke: { id: 'timer', src: 'timer', input: { ms: recordingAnswerMs } },
          on: { 'session.recorded': 'saving', 'timer.elapsed': 'unanswered' },
        },
        saving: {
          invoke: {
            id: 'saveRecording',
            src: 'saveRecording',
            input: ({ event }) => (event as Extract<VisualiserEvent, { type: 'session.recorded' }>).recording,
            onDone: 'idle',
            onError: 'unanswered',
          },
        },
        /** The tab did not answer (closed, or reloaded: a reload starts a new recording). */
        unanswered: {},
        reading: {
          invoke: {
            id: 'readRecording',
            src: 'readRecording',
            input: ({ event }) => (event as Extract<VisualiserEvent, { type: 'session.load' }>).file,
            onDone: { target: 'replaying', actions: [{ type: 'startReplay', params: ({ event }) => event.output }, 'showReplayedMachine'] },
            onError: 'unreadable',
          },
        },
        /** The file is not a recording this visualiser reads. */
        unreadable: {},
        replaying: {
          on: {
            'replay.actor': {
              guard: { type: 'isReplayedActor', params: ({ event }) => event.actor },
              actions: [{ type: 'chooseReplayActor', params: ({ event }) => event.actor }, 'showReplayedMachine'],
            },
            'replay.step': { actions: { type: 'chooseReplayStep', params: ({ event }) => event.step } },
            'session.close': { target: 'idle', actions: 'endReplay' },
          },
          exit: 'endReplay',
        },
      },
    },
  },
});
