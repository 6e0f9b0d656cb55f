import { fromPromise } from 'xstate';
import type { PhotoId, PhotoList, PhotoView } from '../../io/entities/photo';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { photosMachine } from './photos.machine';

/**
 * The own photos' calls. The upload is multipart (one file field `photo`) through the same call as every
 * other request, so it keeps the http adapter's retries, idempotency key and session handling; the view
 * shows an indeterminate progress bar, since fetch reports no upload progress (uploads are at most 10 MB).
 */
export const createPhotosImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof photosMachine> => ({
  actors: {
    loadPhotos: fromPromise<PhotoList, number>(({ input, signal }) => call('getPhotos', { query: { member: input }, signal })),
    uploadPhoto: fromPromise<PhotoView, Blob>(({ input, signal }) => {
      const form = new FormData();
      form.append('photo', input);
      return call('uploadPhoto', { form, signal });
    }),
    chooseMainPhoto: fromPromise<PhotoList, PhotoId>(({ input, signal }) => call('chooseMainPhoto', { body: { id: input }, signal })),
    deletePhoto: fromPromise<PhotoList, PhotoId>(({ input, signal }) => call('deletePhoto', { query: { id: input }, signal })),
  },
});
