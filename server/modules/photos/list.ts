import type { PhotoList, PhotoView } from '../../../io/entities/photo';
import type { Queryable } from '../../db/database';
import type { Viewer } from '../../http/session';
import type { PhotoFiles } from './photo-files';
import { photosOf, type PhotoRow } from './read';
import { photoFiles as filesOf } from './variants';
import { accessTo, type PhotoViewer } from './visibility';

/** A session's viewer as the photo rules know it: null for a visitor. */
export const photoViewerOf = (viewer: Viewer | null): PhotoViewer =>
  viewer === null ? null : { memberId: viewer.member.id, premium: viewer.member.paid_user };

/** The photo as this viewer may see it, or undefined when they may not see it at all. */
export const viewOf = async (files: PhotoFiles, photo: PhotoRow, viewer: PhotoViewer): Promise<PhotoView | undefined> => {
  const access = accessTo(photo, viewer);
  if (access === 'none') return undefined;
  return {
    id: photo.photoId, status: photo.status, main: photo.main, locked: access === 'blurred',
    files: filesOf(photo.memberId, photo.photoId, access === 'blurred'), thumbhash: await files.thumbhash(photo),
    // The owner learns why a moderator refused it; nobody else sees a refused photo at all.
    ...(viewer?.memberId === photo.memberId && photo.rejectionReason !== null ? { rejectionReason: photo.rejectionReason } : {}),
  };
};

/** A member's photos as this viewer may see them. */
export const listOf = async (db: Queryable, files: PhotoFiles, memberId: number, viewer: PhotoViewer): Promise<PhotoList> => {
  const views = await Promise.all((await photosOf(db, memberId)).map((photo) => viewOf(files, photo, viewer)));
  return { photos: views.filter((view): view is PhotoView => view !== undefined) };
};

