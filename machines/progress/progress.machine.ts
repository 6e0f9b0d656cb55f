import { assign, setup } from 'xstate';
import { callbackNotProvided } from '../shared/not-provided';

/** Spec §9: show the bar only for loads longer than 200 ms, animate over 5 s, hide 500 ms after the end. */
export const progressThrottleMs = 200;
export const progressDurationMs = 5_000;
export const progressHideDelayMs = 500;

export type ProgressEvent = { type: 'progress.start' } | { type: 'progress.done' } | { type: 'timer.elapsed' };

/** The thin navigation progress bar: counts loads in flight, so overlapping loads show one bar. */
export const progressMachine = setup({
  types: { context: {} as { inFlight: number }, events: {} as ProgressEvent },
  actors: { timer: callbackNotProvided<{ ms: number }>('timer') },
  guards: {
    isLastLoad: ({ context }) => context.inFlight <= 1,
  },
  actions: {
    countStart: assign({ inFlight: ({ context }) => context.inFlight + 1 }),
    countDone: assign({ inFlight: ({ context }) => Math.max(0, context.inFlight - 1) }),
  },
}).createMachine({
  id: 'progress',
  context: { inFlight: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'progress.start': { target: 'throttling', actions: 'countStart' } },
    },
    throttling: {
      invoke: { id: 'timer', src: 'timer', input: { ms: progressThrottleMs } },
      on: {
        'progress.start': { actions: 'countStart' },
        'progress.done': [{ guard: 'isLastLoad', target: 'idle', actions: 'countDone' }, { actions: 'countDone' }],
        'timer.elapsed': 'visible',
      },
    },
    visible: {
      on: {
        'progress.start': { actions: 'countStart' },
        'progress.done': [{ guard: 'isLastLoad', target: 'finishing', actions: 'countDone' }, { actions: 'countDone' }],
      },
    },
    finishing: {
      invoke: { id: 'timer', src: 'timer', input: { ms: progressHideDelayMs } },
      on: {
        'progress.start': { target: 'visible', actions: 'countStart' },
        'timer.elapsed': 'idle',
      },
    },
  },
});

/** 'hidden' | 'running' (growing towards the end over progressDurationMs) | 'complete' (full, about to hide). */
export const selectBar = (s: { matches: (state: 'visible' | 'finishing') => boolean }): 'hidden' | 'running' | 'complete' =>
  s.matches('visible') ? 'running' : s.matches('finishing') ? 'complete' : 'hidden';
