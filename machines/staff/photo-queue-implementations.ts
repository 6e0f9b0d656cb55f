import { fromPromise } from 'xstate';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { PhotoDecision, photoQueueMachine } from './photo-queue.machine';

/** The queue's read and the two decisions. */
export const createPhotoQueueImplementations = ({ staffCall }: Pick<Platform, 'staffCall'>): Implementations<typeof photoQueueMachine> => ({
  actors: {
    loadQueue: fromPromise(({ signal }) => staffCall('pendingPhotos', { signal })),
    decide: fromPromise(async ({ input, signal }: { input: PhotoDecision; signal: AbortSignal }) => {
      const ref = { memberId: input.photo.memberId, photoId: input.photo.photoId };
      await (input.reason === null
        ? staffCall('approvePhoto', { body: ref, signal })
        : staffCall('rejectPhoto', { body: { ...ref, reason: input.reason }, signal }));
    }),
  },
});
