import type { SnapshotFrom } from 'xstate';
import { photoLimits } from '../../io/entities/photo';
import { keptCount, type photosMachine } from './photos.machine';

type PhotosSnapshot = SnapshotFrom<typeof photosMachine>;

export const selectPhotosLoading = (s: PhotosSnapshot) => s.matches('loading');
export const selectPhotosLoadFailed = (s: PhotosSnapshot) => s.matches('loadFailed');
/** The own photos, the main one first (same array until it changes). */
export const selectPhotos = (s: PhotosSnapshot) => s.context.photos;
export const selectPhotoCount = (s: PhotosSnapshot) => keptCount(s.context.photos);
export const selectPhotoLimit = (s: PhotosSnapshot) => s.context.limit;
export const selectPhotoNotice = (s: PhotosSnapshot) => s.context.notice;
export const selectIsUploading = (s: PhotosSnapshot) => s.hasTag('uploading');
/** A call is in flight: the buttons wait. */
export const selectPhotosBusy = (s: PhotosSnapshot) => s.hasTag('busy');
/** The photo whose deletion waits for a confirmation, or null. */
export const selectDeleteAsked = (s: PhotosSnapshot) => (s.matches('confirmingDelete') ? s.context.target : null);
/** Premium raises the limit (spec §6): the limit notice offers the way there only to a member below it. */
export const selectLimitCanRise = (s: PhotosSnapshot) => s.context.limit < photoLimits.premium;
