import type { ChatPhoto } from '../../../io/entities/chat';
import { avatarThumbhash } from '../photos/recipe';
import { photoFiles } from '../photos/variants';
import type { ChatPhotoRef } from './events';

/** Who looks at a photo sent in a conversation they take part in. */
export interface ChatPhotoViewer {
  readonly memberId: number;
  readonly premium: boolean;
}

/**
 * The rule of profile photos (spec §6: free members never receive premium photos) for a photo in a
 * conversation: its sender sees it clear, the other member clear when premium, else blurred.
 */
export const isChatPhotoLocked = (senderId: number, viewer: ChatPhotoViewer): boolean => viewer.memberId !== senderId && !viewer.premium;

/** A chat photo as this viewer of its conversation may see it: a locked one names only the blurred files. */
export const chatPhotoView = (senderId: number, photo: ChatPhotoRef, viewer: ChatPhotoViewer): ChatPhoto => {
  const locked = isChatPhotoLocked(senderId, viewer);
  const { source } = photo;
  return {
    files: photoFiles(senderId, photo.photoId, locked),
    thumbhash: source.thumbhash ?? (source.kind === 'avatar' ? avatarThumbhash(source.recipe) : ''),
    locked,
  };
};
