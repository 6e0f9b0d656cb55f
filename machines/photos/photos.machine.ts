import { assertEvent, assign, setup } from 'xstate';
import { maxPhotoUploadBytes, photoLimits, type PhotoId, type PhotoList, type PhotoView } from '../../io/entities/photo';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** The image types the server takes (it checks the bytes again): JPEG, PNG, WebP, GIF, AVIF. */
export const acceptedPhotoTypes: ReadonlyArray<string> = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Why the last photo action did not happen; the view shows its message (spec §8 photo-limit notice for 'limit'). */
export type PhotoNotice = 'limit' | 'type' | 'tooLarge' | 'invalidImage' | 'failed';

export interface PhotosInput {
  readonly memberId: number;
  readonly premium: boolean;
}

export interface PhotosContext {
  readonly memberId: number;
  readonly limit: number;
  readonly photos: ReadonlyArray<PhotoView>;
  readonly notice: PhotoNotice | null;
  /** The photo a delete asks about, or the main-photo choice in flight. */
  readonly target: PhotoId | null;
}

export type PhotosEvent =
  | { type: 'photos.upload'; file: Blob }
  | { type: 'photos.main'; id: PhotoId }
  | { type: 'photos.delete'; id: PhotoId }
  | { type: 'photos.confirm' }
  | { type: 'photos.cancel' }
  | { type: 'photos.retry' };

/** Photos that count against the limit: rejected ones do not (as the server counts). */
export const keptCount = (photos: ReadonlyArray<PhotoView>): number => photos.filter((photo) => photo.status !== 'rejected').length;

const noticeOf = (error: unknown): PhotoNotice => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return 'failed';
  switch (failure.body?.error) {
    case 'photo_limit_reached':
      return 'limit';
    case 'invalid_image':
      return 'invalidImage';
    case 'payload_too_large':
      return 'tooLarge';
    default:
      return failure.status === 413 ? 'tooLarge' : 'failed';
  }
};

const errorParams = ({ event }: { event: { error: unknown } }) => event.error;

/** The own photos on /profile: upload (checked here first), choose the main photo, delete after a confirmation. */
export const photosMachine = setup({
  types: {
    context: {} as PhotosContext,
    events: {} as PhotosEvent,
    input: {} as PhotosInput,
  },
  actors: {
    loadPhotos: promiseNotProvided<PhotoList, number>('loadPhotos'),
    uploadPhoto: promiseNotProvided<PhotoView, Blob>('uploadPhoto'),
    chooseMainPhoto: promiseNotProvided<PhotoList, PhotoId>('chooseMainPhoto'),
    deletePhoto: promiseNotProvided<PhotoList, PhotoId>('deletePhoto'),
  },
  actions: {
    storeList: assign((_, list: PhotoList) => ({ photos: list.photos, target: null })),
    addPhoto: assign({ photos: ({ context }, photo: PhotoView) => [...context.photos.filter((p) => p.id !== photo.id), photo] }),
    note: assign((_, notice: PhotoNotice) => ({ notice })),
    noteFailure: assign((_, error: unknown) => ({ notice: noticeOf(error), target: null })),
    clearNotice: assign({ notice: null }),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    aim: assign({
      target: ({ event }) => {
        assertEvent(event, ['photos.delete', 'photos.main']);
        return event.id;
      },
    }),
    forget: assign({ target: null }),
  },
  guards: {
    atLimit: ({ context }) => keptCount(context.photos) >= context.limit,
    notAnAcceptedType: ({ event }) => {
      assertEvent(event, 'photos.upload');
      return !acceptedPhotoTypes.includes(event.file.type);
    },
    tooLarge: ({ event }) => {
      assertEvent(event, 'photos.upload');
      return event.file.size > maxPhotoUploadBytes;
    },
    isOwnPhoto: ({ context, event }) => {
      assertEvent(event, ['photos.delete', 'photos.main']);
      return context.photos.some((photo) => photo.id === event.id);
    },
    isOtherThanMain: ({ context, event }) => {
      assertEvent(event, 'photos.main');
      return context.photos.some((photo) => photo.id === event.id && !photo.main && photo.status !== 'rejected');
    },
  },
}).createMachine({
  id: 'photos',
  context: ({ input }) => ({
    memberId: input.memberId,
    limit: input.premium ? photoLimits.premium : photoLimits.free,
    photos: [],
    notice: null,
    target: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPhotos',
        src: 'loadPhotos',
        input: ({ context }) => context.memberId,
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: errorParams } },
      },
    },
    loadFailed: {
      on: { 'photos.retry': 'loading' },
    },
    ready: {
      on: {
        'photos.upload': [
          { guard: 'atLimit', actions: { type: 'note', params: 'limit' } },
          { guard: 'notAnAcceptedType', actions: { type: 'note', params: 'type' } },
          { guard: 'tooLarge', actions: { type: 'note', params: 'tooLarge' } },
          { target: 'uploading', actions: 'clearNotice' },
        ],
        'photos.main': { guard: 'isOtherThanMain', target: 'choosingMain', actions: ['clearNotice', 'aim'] },
        'photos.delete': { guard: 'isOwnPhoto', target: 'confirmingDelete', actions: ['clearNotice', 'aim'] },
      },
    },
    uploading: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadPhoto',
        src: 'uploadPhoto',
        input: ({ event }) => {
          assertEvent(event, 'photos.upload');
          return event.file;
        },
        onDone: { target: 'ready', actions: { type: 'addPhoto', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'noteFailure', params: errorParams } },
      },
    },
    choosingMain: {
      tags: ['busy'],
      invoke: {
        id: 'chooseMainPhoto',
        src: 'chooseMainPhoto',
        input: ({ context }) => context.target ?? '',
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'noteFailure', params: errorParams } },
      },
    },
    confirmingDelete: {
      on: {
        'photos.confirm': 'deleting',
        'photos.cancel': { target: 'ready', actions: 'forget' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deletePhoto',
        src: 'deletePhoto',
        input: ({ context }) => context.target ?? '',
        onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'noteFailure', params: errorParams } },
      },
    },
  },
});
