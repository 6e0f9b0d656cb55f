import { assertEvent, assign, emit, setup } from 'xstate';
import type { PhotoRejectionReason } from '../../io/entities/photo';
import type { PendingPhoto, PhotoQueue } from '../../io/entities/staff';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { clampIndex } from './queue-position';

/** One decision on the photo in view: approve (reason null) or reject with a reason from the list. */
export interface PhotoDecision {
  readonly photo: PendingPhoto;
  readonly reason: PhotoRejectionReason | null;
}

/** What the queue last said: a decision made, one another moderator made first, or one that failed. */
export type PhotoQueueNote =
  | { readonly kind: 'approved' | 'rejected'; readonly memberName: string }
  | { readonly kind: 'conflict' | 'failed' };

export interface PhotoQueueContext {
  readonly photos: ReadonlyArray<PendingPhoto>;
  /** Pending photos on the staff member's sites, this page's included. */
  readonly total: number;
  /** The photo in view. */
  readonly index: number;
  readonly note: PhotoQueueNote | null;
  /** The decision on its way to the server. */
  readonly pending: PhotoDecision | null;
  /** The key list (?) is open. */
  readonly help: boolean;
}

export type PhotoQueueEvent =
  | { type: 'queue.next' }
  | { type: 'queue.previous' }
  | { type: 'queue.select'; index: number }
  | { type: 'queue.approve' }
  | { type: 'queue.reject' }
  | { type: 'queue.reason'; reason: PhotoRejectionReason }
  | { type: 'queue.cancel' }
  | { type: 'queue.reload' }
  | { type: 'help.toggle' }
  | { type: 'help.close' };

export const photoInView = (context: PhotoQueueContext): PendingPhoto | null => context.photos[context.index] ?? null;

const decisionOf = (context: PhotoQueueContext, reason: PhotoRejectionReason | null): PhotoDecision => {
  const photo = photoInView(context);
  if (photo === null) throw new Error('a decision without a photo in view');
  return { photo, reason };
};

const pendingOf = (context: PhotoQueueContext): PhotoDecision => {
  if (context.pending === null) throw new Error('deciding without a decision');
  return context.pending;
};


const withoutDecided = (context: PhotoQueueContext, decided: PendingPhoto): Pick<PhotoQueueContext, 'photos' | 'total' | 'index'> => {
  const photos = context.photos.filter((photo) => photo.photoId !== decided.photoId);
  return { photos, total: Math.max(0, context.total - 1), index: clampIndex(context.index, photos.length) };
};

/**
 * The photo queue of the staff console (issue 14), keyboard first: J and K move through the pending
 * photos, A approves the one in view, R asks the reason and rejects, ? lists the keys. A decided photo
 * leaves the list and the next one comes into view; an empty page reads the queue again.
 */
export const photoQueueMachine = setup({
  types: {
    context: {} as PhotoQueueContext,
    events: {} as PhotoQueueEvent,
    // Heard by the console, whose queue counts then read again.
    emitted: {} as { type: 'queue.changed' },
  },
  actors: {
    loadQueue: promiseNotProvided<PhotoQueue>('loadQueue'),
    decide: promiseNotProvided<void, PhotoDecision>('decide'),
  },
  actions: {
    next: assign({ index: ({ context }) => clampIndex(context.index + 1, context.photos.length) }),
    previous: assign({ index: ({ context }) => clampIndex(context.index - 1, context.photos.length) }),
    select: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'queue.select');
        return clampIndex(event.index, context.photos.length);
      },
    }),
    approve: assign({ pending: ({ context }) => decisionOf(context, null), note: null }),
    reject: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'queue.reason');
        return decisionOf(context, event.reason);
      },
    }),
    toggleHelp: assign({ help: ({ context }) => !context.help }),
    closeHelp: assign({ help: false }),
  },
  guards: {
    hasPhoto: ({ context }) => photoInView(context) !== null,
    pageEmpty: ({ context }) => context.photos.length === 0,
    // Another moderator decided first or the owner deleted it (409): it leaves the list too.
    conflict: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'photoQueue',
  context: { photos: [], total: 0, index: 0, note: null, pending: null, help: false },
  on: { 'help.toggle': { actions: 'toggleHelp' }, 'help.close': { actions: 'closeHelp' } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: { target: 'browsing', actions: assign({ photos: ({ event }) => event.output.photos, total: ({ event }) => event.output.total, index: 0 }) },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'queue.reload': 'loading' },
    },
    browsing: {
      on: {
        'queue.next': { actions: 'next' },
        'queue.previous': { actions: 'previous' },
        'queue.select': { actions: 'select' },
        'queue.approve': { guard: 'hasPhoto', target: 'deciding', actions: 'approve' },
        'queue.reject': { guard: 'hasPhoto', target: 'choosingReason', actions: assign({ note: null }) },
        'queue.reload': 'loading',
      },
    },
    choosingReason: {
      on: {
        'queue.reason': { target: 'deciding', actions: 'reject' },
        'queue.cancel': 'browsing',
      },
    },
    deciding: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => pendingOf(context),
        onDone: {
          target: 'decided',
          actions: assign(({ context }) => {
            const { photo, reason } = pendingOf(context);
            return { ...withoutDecided(context, photo), pending: null, note: { kind: reason === null ? 'approved' : 'rejected', memberName: photo.memberName } };
          }),
        },
        onError: [
          {
            guard: { type: 'conflict', params: actorError },
            target: 'decided',
            actions: assign(({ context }) => ({ ...withoutDecided(context, pendingOf(context).photo), pending: null, note: { kind: 'conflict' } })),
          },
          { target: 'browsing', actions: assign({ pending: null, note: { kind: 'failed' } }) },
        ],
      },
    },
    decided: {
      entry: emit({ type: 'queue.changed' as const }),
      always: [{ guard: 'pageEmpty', target: 'loading' }, { target: 'browsing' }],
    },
  },
});
