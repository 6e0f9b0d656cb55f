import { assertEvent, assign, setup } from 'xstate';
import type { LikeResult, Suggestion } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface MatchFinderContext {
  readonly suggestions: ReadonlyArray<Suggestion>;
  /** Members liked on this screen: marked at once, unmarked if the server refuses. */
  readonly liked: ReadonlyArray<number>;
  /** The member the running like is about. */
  readonly current: MemberSummary | null;
  readonly likeFailed: boolean;
}

export type MatchFinderEvent = { type: 'matchFinder.like'; member: MemberSummary } | { type: 'matchFinder.retry' };

const currentMember = ({ context }: { context: MatchFinderContext }) => context.current;

/**
 * The match finder (/match-finder): the server's suggestions for the member, each with its reason, and a
 * like per card, one at a time. A like back is a match: the match modal greets the member.
 */
export const matchFinderMachine = setup({
  types: {
    context: {} as MatchFinderContext,
    events: {} as MatchFinderEvent,
  },
  actors: {
    getSuggestions: promiseNotProvided<ReadonlyArray<Suggestion>>('getSuggestions'),
    giveLike: promiseNotProvided<LikeResult, MemberSummary | null>('giveLike'),
    announceMatch: promiseNotProvided<void, MemberSummary | null>('announceMatch'),
  },
  actions: {
    storeSuggestions: assign((_, suggestions: ReadonlyArray<Suggestion>) => ({ suggestions })),
    markLiked: assign(({ context, event }) => {
      assertEvent(event, 'matchFinder.like');
      return { liked: [...context.liked, event.member.id], current: event.member, likeFailed: false };
    }),
    unmarkLiked: assign(({ context }) => ({ liked: context.liked.filter((id) => id !== context.current?.id), likeFailed: true })),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    notLikedYet: ({ context, event }) => {
      assertEvent(event, 'matchFinder.like');
      return !context.liked.includes(event.member.id);
    },
    isMatch: (_, result: LikeResult) => result.match,
  },
}).createMachine({
  id: 'matchFinder',
  context: { suggestions: [], liked: [], current: null, likeFailed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getSuggestions',
        src: 'getSuggestions',
        onDone: { target: 'ready', actions: { type: 'storeSuggestions', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    ready: {
      on: { 'matchFinder.like': { guard: 'notLikedYet', target: 'liking', actions: 'markLiked' } },
    },
    liking: {
      invoke: {
        id: 'giveLike',
        src: 'giveLike',
        input: currentMember,
        onDone: [{ guard: { type: 'isMatch', params: ({ event }) => event.output }, target: 'announcing' }, { target: 'ready' }],
        onError: {
          target: 'ready',
          actions: [{ type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'unmarkLiked'],
        },
      },
    },
    announcing: {
      invoke: { id: 'announceMatch', src: 'announceMatch', input: currentMember, onDone: 'ready', onError: 'ready' },
    },
    failed: {
      on: { 'matchFinder.retry': 'loading' },
    },
  },
});
