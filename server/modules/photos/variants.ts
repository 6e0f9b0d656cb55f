/**
 * The files of a photo. Clear: full (≤1200 px), card (400×400, search cards), thumb (96×96). Blurred: the
 * same three sizes from a 12-pixel copy, so nothing recognisable survives; these are what free members and
 * visitors get of every photo but the main one (spec §6).
 */
export const variants = ['full', 'card', 'thumb', 'full-blurred', 'card-blurred', 'thumb-blurred'] as const;
export type Variant = (typeof variants)[number];

export const isBlurred = (variant: Variant): boolean => variant.endsWith('-blurred');

/** Storage key and path under settings.cdn_prefix ('/media/'): photos/<memberId>/<photoId>-<variant>.webp */
export const photoFile = (memberId: number, photoId: string, variant: Variant): string => `photos/${memberId}/${photoId}-${variant}.webp`;

/** The clear or the blurred files of a photo, as PhotoView.files names them. */
export const photoFiles = (memberId: number, photoId: string, blurred: boolean) => ({
  full: photoFile(memberId, photoId, blurred ? 'full-blurred' : 'full'),
  card: photoFile(memberId, photoId, blurred ? 'card-blurred' : 'card'),
  thumb: photoFile(memberId, photoId, blurred ? 'thumb-blurred' : 'thumb'),
});

const filePattern = /^([A-Za-z0-9_-]{22})-(full|card|thumb)(-blurred)?\.webp$/;

/** The photo id and variant a file name of /media/photos/<memberId>/<file> stands for, or undefined. */
export const parsePhotoFile = (file: string): { photoId: string; variant: Variant } | undefined => {
  const match = filePattern.exec(file);
  if (match === null) return undefined;
  const [, photoId, size, blurred] = match;
  const variant = variants.find((v) => v === `${size ?? ''}${blurred ?? ''}`);
  return photoId === undefined || variant === undefined ? undefined : { photoId, variant };
};
