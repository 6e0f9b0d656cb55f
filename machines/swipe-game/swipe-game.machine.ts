import { assign, setup } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import type { SwipeDecision, SwipeState } from '../../io/entities/like';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export type Decision = SwipeDecision['decision'];

/** A decision the server took: what the screen reader hears ("liked Anna", "passed"). */
export interface Decided {
  readonly decision: Decision;
  readonly member: MemberSummary;
}

export interface SwipeGameContext {
  readonly candidate: MemberSummary | null;
  /** Likes left today (spec §9: 4 a day), as the server counts them: never negative (NonNegativeInt). */
  readonly likesLeft: number;
  /** When the next like is possible once today's are used up (ISO time), from the server. */
  readonly nextLikeAt: string | null;
  /** The decision on its way to the server. */
  readonly deciding: Decided | null;
  readonly lastDecided: Decided | null;
}

export type SwipeGameEvent =
  | { type: 'swipe.like' }
  | { type: 'swipe.pass' }
  | { type: 'swipe.retry' };

const emptyContext: SwipeGameContext = { candidate: null, likesLeft: 0, nextLikeAt: null, deciding: null, lastDecided: null };

/** The failures that mean "no likes left today": the state is asked again for the time of the next one. */
const isLimitReached = (error: unknown): boolean => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' && (failure.status === 429 || failure.status === 409);
};

/**
 * The swipe game (/swipe-game): one candidate at a time, liked or passed; the server decides who comes
 * next and counts the day's likes. A like back is a match: the match modal greets the member.
 */
export const swipeGameMachine = setup({
  types: {
    context: {} as SwipeGameContext,
    events: {} as SwipeGameEvent,
  },
  actors: {
    getSwipe: promiseNotProvided<SwipeState>('getSwipe'),
    swipe: promiseNotProvided<SwipeState, Decided | null>('swipe'),
    announceMatch: promiseNotProvided<void, MemberSummary | null>('announceMatch'),
  },
  actions: {
    storeState: assign((_, state: SwipeState) => ({ candidate: state.candidate, likesLeft: state.likes_left, nextLikeAt: state.next_like_at })),
    chooseLike: assign(({ context }) => (context.candidate === null ? {} : { deciding: { decision: 'like' as const, member: context.candidate } })),
    choosePass: assign(({ context }) => (context.candidate === null ? {} : { deciding: { decision: 'pass' as const, member: context.candidate } })),
    confirmDecision: assign(({ context }) => ({ lastDecided: context.deciding })),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    useUpLikes: assign({ likesLeft: 0 }),
  },
  guards: {
    // With today's likes used up the game stops (spec §9): no like, and no pass either until the next day.
    canDecide: ({ context }) => context.candidate !== null && context.likesLeft > 0,
    // The server tells: the like met a like of the candidate's (given before, or meanwhile by an auto-like).
    isMatch: (_, state: SwipeState) => state.match === true,
    isLimitReached: (_, error: unknown) => isLimitReached(error),
  },
}).createMachine({
  id: 'swipeGame',
  context: emptyContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getSwipe',
        src: 'getSwipe',
        onDone: { target: 'ready', actions: { type: 'storeState', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    ready: {
      on: {
        'swipe.like': { guard: 'canDecide', target: 'deciding', actions: 'chooseLike' },
        'swipe.pass': { guard: 'canDecide', target: 'deciding', actions: 'choosePass' },
      },
    },
    deciding: {
      invoke: {
        id: 'swipe',
        src: 'swipe',
        input: ({ context }) => context.deciding,
        onDone: [
          {
            guard: { type: 'isMatch', params: ({ event }) => event.output },
            target: 'announcing',
            actions: ['confirmDecision', { type: 'storeState', params: ({ event }) => event.output }],
          },
          { target: 'ready', actions: ['confirmDecision', { type: 'storeState', params: ({ event }) => event.output }] },
        ],
        onError: [
          // Today's likes ran out meanwhile (another tab, another device): ask for the time of the next one.
          { guard: { type: 'isLimitReached', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'loading', actions: 'useUpLikes' },
          { target: 'failed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
        ],
      },
    },
    announcing: {
      invoke: {
        id: 'announceMatch',
        src: 'announceMatch',
        input: ({ context }) => context.lastDecided?.member ?? null,
        onDone: 'ready',
        onError: 'ready',
      },
    },
    failed: {
      on: { 'swipe.retry': 'loading' },
    },
  },
});
