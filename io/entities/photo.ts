import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { IntFromString } from '../codec/primitives';
import { ImageStatus } from './user';

/** A photo's id: 16 random bytes, base64url (22 characters). Random rather than a sequence, so a URL cannot be guessed. */
export const PhotoId = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{22}$/.test(s), 'PhotoId');
export type PhotoId = t.TypeOf<typeof PhotoId>;

/** Spec §5/§9: how many photos a member may keep (pending and active ones count; rejected ones do not). */
export const photoLimits = { free: 3, premium: 25 } as const;

/** The largest upload the server reads (multipart limit); a bigger file is a 413 payload_too_large. */
export const maxPhotoUploadBytes = 10 * 1024 * 1024;

/** pending (until approved) → active, or rejected; spec §3's main_image status. */
export type PhotoStatus = t.TypeOf<typeof ImageStatus>;

/** The image files of one photo, relative to settings.cdn_prefix (like main_image.filename). */
export const PhotoFiles = t.type({
  /** At most 1200 px on its longer side, the photo's own proportions. */
  full: t.string,
  /** 400×400, cropped to fill: what a search card shows. */
  card: t.string,
  /** 96×96, cropped to fill. */
  thumb: t.string,
});

/** Why a photo is refused: a closed set, shown to its owner in their language. */
export const PhotoRejectionReason = t.keyof(
  { not_a_person: null, not_the_member: null, nudity: null, minor: null, contact_details: null, poor_quality: null, copyright: null },
  'PhotoRejectionReason',
);
export type PhotoRejectionReason = t.TypeOf<typeof PhotoRejectionReason>;

/**
 * One photo as the viewer may see it. `locked`: the viewer (a free member or a visitor) gets only the
 * blurred files of this photo; the view draws the lock over them (spec §6). `thumbhash`: base64 of the
 * card's ThumbHash, for a placeholder drawn before the image arrives.
 */
export const PhotoView = t.intersection([
  t.type({
    id: PhotoId,
    status: ImageStatus,
    main: t.boolean,
    locked: t.boolean,
    files: PhotoFiles,
    thumbhash: t.string,
  }),
  // Only to its owner: why a moderator refused the photo.
  t.partial({ rejectionReason: PhotoRejectionReason }),
]);
export type PhotoView = t.TypeOf<typeof PhotoView>;

/** A member's photos in their order (the main photo first), as the viewer may see them. */
export const PhotoList = t.type({ photos: t.array(PhotoView) });
export type PhotoList = t.TypeOf<typeof PhotoList>;

export const PhotosQuery = closed({ member: IntFromString }, 'PhotosQuery');
export const ChooseMainPhotoRequest = closed({ id: PhotoId }, 'ChooseMainPhotoRequest');
export const DeletePhotoQuery = closed({ id: PhotoId }, 'DeletePhotoQuery');
