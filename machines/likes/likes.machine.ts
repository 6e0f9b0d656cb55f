import { assertEvent, assign, setup } from 'xstate';
import type { LikeResult } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** What went wrong last, as a message id the view translates; cleared by the next action. */
export type LikesFailure = 'likes.unlikeFailed' | 'likes.likeBackFailed';

export interface LikesContext {
  /** Members unliked on this screen: hidden at once, shown again if the server refuses. */
  readonly unliked: ReadonlyArray<number>;
  /** Likers liked back on this screen. */
  readonly likedBack: ReadonlyArray<number>;
  /** The member the running call is about. */
  readonly current: MemberSummary | null;
  readonly failure: LikesFailure | null;
}

export type LikesEvent = { type: 'likes.unlike'; member: MemberSummary } | { type: 'likes.likeBack'; member: MemberSummary };

const memberOf = (event: LikesEvent): MemberSummary => event.member;

// Set on entering every state that calls; the implementations refuse a null as a programming error.
const currentMember = ({ context }: { context: LikesContext }) => context.current;

const without = (ids: ReadonlyArray<number>, id: number | undefined) => ids.filter((known) => known !== id);

/**
 * The actions of the /likes tabs: unlike a member from the given tab and like a liker back from the
 * received tab, one call at a time, each shown at once and rolled back when the server refuses it.
 * The lists themselves are the app's likes overview (selectors.ts); afterwards the app reloads it.
 */
export const likesMachine = setup({
  types: {
    context: {} as LikesContext,
    events: {} as LikesEvent,
  },
  actors: {
    unlike: promiseNotProvided<unknown, MemberSummary | null>('unlike'),
    giveLike: promiseNotProvided<LikeResult, MemberSummary | null>('giveLike'),
    reloadMemberData: promiseNotProvided<void>('reloadMemberData'),
    announceMatch: promiseNotProvided<void, MemberSummary | null>('announceMatch'),
  },
  actions: {
    hide: assign(({ context, event }) => {
      assertEvent(event, 'likes.unlike');
      return { unliked: [...context.unliked, event.member.id], current: event.member, failure: null };
    }),
    markLikedBack: assign(({ context, event }) => {
      assertEvent(event, 'likes.likeBack');
      return { likedBack: [...context.likedBack, event.member.id], current: event.member, failure: null };
    }),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    showAgain: assign(({ context }) => ({ unliked: without(context.unliked, context.current?.id), failure: 'likes.unlikeFailed' as const })),
    unmarkLikedBack: assign(({ context }) => ({ likedBack: without(context.likedBack, context.current?.id), failure: 'likes.likeBackFailed' as const })),
  },
  guards: {
    notUnlikedYet: ({ context, event }) => !context.unliked.includes(memberOf(event).id),
    notLikedBackYet: ({ context, event }) => !context.likedBack.includes(memberOf(event).id),
    isMatch: (_, result: LikeResult) => result.match,
  },
}).createMachine({
  id: 'likes',
  context: { unliked: [], likedBack: [], current: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'likes.unlike': { guard: 'notUnlikedYet', target: 'unliking', actions: 'hide' },
        'likes.likeBack': { guard: 'notLikedBackYet', target: 'likingBack', actions: 'markLikedBack' },
      },
    },
    unliking: {
      invoke: {
        id: 'unlike',
        src: 'unlike',
        input: currentMember,
        onDone: 'reloading',
        onError: {
          target: 'reloading',
          actions: [{ type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'showAgain'],
        },
      },
    },
    likingBack: {
      invoke: {
        id: 'giveLike',
        src: 'giveLike',
        input: currentMember,
        onDone: [
          { guard: { type: 'isMatch', params: ({ event }) => event.output }, target: 'announcing' },
          { target: 'reloading' },
        ],
        onError: {
          target: 'idle',
          actions: [{ type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'unmarkLikedBack'],
        },
      },
    },
    // A like back is a match (spec §4): the match modal greets the member.
    announcing: {
      invoke: {
        id: 'announceMatch',
        src: 'announceMatch',
        input: currentMember,
        onDone: 'reloading',
        onError: 'reloading',
      },
    },
    // Whatever the answer, the app's lists are reloaded so every tab and the counts agree with the server.
    reloading: {
      invoke: { id: 'reloadMemberData', src: 'reloadMemberData', onDone: 'idle', onError: 'idle' },
    },
  },
});
