import { assertEvent, assign, setup } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import type { LikeResult } from '../../io/entities/like';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import type { LoadedProfile, ProfileViewContext, ProfileViewEvent, ProfileViewInput } from './types';
import { summaryOf } from './types';

/** The gallery index after a step of `delta`, kept within the photos (no wrap: a swipe past the end stays). */
export const stepIndex = (index: number, delta: number, count: number): number => Math.min(Math.max(index + delta, 0), Math.max(count - 1, 0));

/** An actor's failure, for the guards and actions that read it. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

const memberIdOf = ({ context }: { context: ProfileViewContext }) => context.memberId;

/**
 * One member's profile (/members/{id}, /likes/m/{id}): gallery, like, block, and the visitor's login notice.
 * Reporting is the report machine's (machines/report), shared with the conversation screen.
 */
export const profileViewMachine = setup({
  types: {
    context: {} as ProfileViewContext,
    events: {} as ProfileViewEvent,
    input: {} as ProfileViewInput,
  },
  actors: {
    loadProfile: promiseNotProvided<LoadedProfile, number>('loadProfile'),
    giveLike: promiseNotProvided<LikeResult, number>('giveLike'),
    unlike: promiseNotProvided<void, number>('unlike'),
    announceMatch: promiseNotProvided<void, MemberSummary>('announceMatch'),
    markLikeSeen: promiseNotProvided<void, number>('markLikeSeen'),
    blockMember: promiseNotProvided<void, number>('blockMember'),
  },
  actions: {
    storeProfile: assign((_, loaded: LoadedProfile) => ({
      member: loaded.member,
      photos: loaded.photos,
      index: 0,
      liked: loaded.member.liked_by_viewer,
    })),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    showLiked: assign({ liked: true }),
    showNotLiked: assign({ liked: false }),
    nextPhoto: assign({ index: ({ context }) => stepIndex(context.index, 1, context.photos.length) }),
    previousPhoto: assign({ index: ({ context }) => stepIndex(context.index, -1, context.photos.length) }),
    showPhoto: assign({
      index: ({ event }) => {
        assertEvent(event, 'gallery.show');
        return event.index;
      },
    }),
  },
  guards: {
    isNotFound: (_, error: unknown) => {
      const failure = httpFailureOf(error);
      return failure.kind === 'http' && failure.status === 404;
    },
    isVisitor: ({ context }) => context.viewer === 'visitor',
    isMember: ({ context }) => context.viewer === 'member',
    canLike: ({ context }) => context.viewer === 'member' && !context.liked,
    canUnlike: ({ context }) => context.viewer === 'member' && context.liked,
    isMatch: (_, result: LikeResult) => result.match,
    isLikeToMark: ({ context }) => context.viaLike && context.viewer === 'member',
    isPhotoIndex: ({ context, event }) => {
      assertEvent(event, 'gallery.show');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.photos.length;
    },
  },
}).createMachine({
  id: 'profileView',
  context: ({ input }) => ({ ...input, member: null, photos: [], index: 0, liked: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: memberIdOf,
        onDone: { target: 'ready', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' },
          { target: 'failed', actions: { type: 'checkFailure', params: errorOf } },
        ],
      },
    },
    failed: { on: { 'profile.retry': 'loading' } },
    notFound: { type: 'final' },
    // Blocked: the profile is gone for the viewer; the screen leaves to /members.
    left: { type: 'final' },
    ready: {
      type: 'parallel',
      on: {
        'gallery.next': { actions: 'nextPhoto' },
        'gallery.previous': { actions: 'previousPhoto' },
        'gallery.show': { guard: 'isPhotoIndex', actions: 'showPhoto' },
      },
      states: {
        like: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'profile.like': [
                  { guard: 'canLike', target: 'liking', actions: 'showLiked' },
                  { guard: 'canUnlike', target: 'unliking', actions: 'showNotLiked' },
                ],
              },
            },
            liking: {
              invoke: {
                id: 'giveLike',
                src: 'giveLike',
                input: memberIdOf,
                onDone: [{ guard: { type: 'isMatch', params: ({ event }) => event.output }, target: 'announcing' }, { target: 'idle' }],
                onError: { target: 'idle', actions: ['showNotLiked', { type: 'checkFailure', params: errorOf }] },
              },
            },
            unliking: {
              invoke: {
                id: 'unlike',
                src: 'unlike',
                input: memberIdOf,
                onDone: 'idle',
                onError: { target: 'idle', actions: ['showLiked', { type: 'checkFailure', params: errorOf }] },
              },
            },
            // A like back made a match: the match modal greets the member (spec §4).
            announcing: {
              invoke: {
                id: 'announceMatch',
                src: 'announceMatch',
                input: ({ context }) => summaryOf(context.member ?? unreachable()),
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
        seen: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isLikeToMark', target: 'marking' }, { target: 'done' }] },
            // A failure only leaves the flag for the next visit: nothing to show the member.
            marking: { invoke: { id: 'markLikeSeen', src: 'markLikeSeen', input: memberIdOf, onDone: 'done', onError: 'done' } },
            done: {},
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'profile.like': { guard: 'isVisitor', target: 'loginRequired' },
                'profile.chat': { guard: 'isVisitor', target: 'loginRequired' },
                'gallery.unlock': { guard: 'isVisitor', target: 'loginRequired' },
                'block.start': { guard: 'isMember', target: 'blockConfirm' },
              },
            },
            loginRequired: { on: { 'dialog.dismiss': 'closed' } },
            blockConfirm: { on: { 'block.confirm': 'blocking', 'dialog.dismiss': 'closed' } },
            blocking: {
              invoke: {
                id: 'blockMember',
                src: 'blockMember',
                input: memberIdOf,
                onDone: '#profileView.left',
                onError: { target: 'blockFailed', actions: { type: 'checkFailure', params: errorOf } },
              },
            },
            blockFailed: { on: { 'block.confirm': 'blocking', 'dialog.dismiss': 'closed' } },
          },
        },
      },
    },
  },
});

/** A state entered only with the value present (ready has a member). */
function unreachable(): never {
  throw new Error('profile view: entered a state without its data');
}
