import { assertEvent, assign, enqueueActions, raise, setup } from 'xstate';
import type { AutoLikeProfile } from '../../io/entities/member';
import { httpFailureOf } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import { matchModalOpenFor } from './new-likers';
import { defaultMatchButton, matchProfileOf, type MatchModalContext, type MatchModalEvent } from './types';

/** Spec §9: likes reload 500 ms after an auto-like profile arrived. */
export const likesReloadDelayMs = 500;

type InternalEvent = MatchModalEvent | { type: 'autoLike.loaded' };

/**
 * Spec §2/§4: the new-like match modal. Opened with a profile it shows that profile; opened without one it
 * fetches an auto-like profile first (a failed fetch leaves it closed) and, in a region of its own so that
 * closing the modal does not cancel it, reloads the likes 0.5 s after the profile arrived. Fed the likes
 * as they load (`likes.changed`), it opens itself on a fresh liker (see matchModalOpenFor).
 */
export const matchModalMachine = setup({
  types: {
    context: {} as MatchModalContext,
    events: {} as InternalEvent,
  },
  actors: {
    loadAutoLike: promiseNotProvided<AutoLikeProfile>('loadAutoLike'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
    reloadLikes: promiseNotProvided<void>('reloadLikes'),
  },
  guards: {
    hasProfile: ({ event }) => {
      assertEvent(event, 'matchModal.open');
      return event.profile !== undefined;
    },
  },
  actions: {
    storeRequest: assign(({ event }) => {
      assertEvent(event, 'matchModal.open');
      return { profile: event.profile ?? null, button: event.button ?? defaultMatchButton };
    }),
    storeAutoLike: assign({ profile: (_, profile: AutoLikeProfile) => matchProfileOf(profile) }),
    announceLoaded: raise({ type: 'autoLike.loaded' }),
    greetFreshLiker: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'likes.changed');
      const open = matchModalOpenFor(context.seenLikes, event.likes);
      if (open !== null) enqueue.raise(open);
    }),
    storeSeenLikes: assign({
      seenLikes: ({ event }) => {
        assertEvent(event, 'likes.changed');
        return event.likes;
      },
    }),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
}).createMachine({
  id: 'matchModal',
  context: { profile: null, button: defaultMatchButton, seenLikes: null },
  type: 'parallel',
  on: {
    'likes.changed': { actions: ['greetFreshLiker', 'storeSeenLikes'] },
  },
  states: {
    modal: {
      initial: 'closed',
      on: {
        // A new request replaces whatever is shown or loading.
        'matchModal.open': [
          { guard: 'hasProfile', target: '.open', actions: 'storeRequest' },
          { target: '.loading', actions: 'storeRequest' },
        ],
      },
      states: {
        closed: {},
        loading: {
          invoke: {
            id: 'loadAutoLike',
            src: 'loadAutoLike',
            onDone: { target: 'open', actions: [{ type: 'storeAutoLike', params: ({ event }) => event.output }, 'announceLoaded'] },
            onError: { target: 'closed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
          on: { 'matchModal.close': 'closed' },
        },
        open: {
          on: { 'matchModal.close': 'closed' },
        },
      },
    },
    likes: {
      initial: 'current',
      on: { 'autoLike.loaded': '.awaitingReload' },
      states: {
        current: {},
        awaitingReload: {
          invoke: { id: 'timer', src: 'timer', input: { ms: likesReloadDelayMs } },
          on: { 'timer.elapsed': 'reloading' },
        },
        reloading: {
          invoke: { id: 'reloadLikes', src: 'reloadLikes', onDone: 'current', onError: 'current' },
        },
      },
    },
  },
});
