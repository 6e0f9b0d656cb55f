import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { maxPhotoUploadBytes } from '../../../io/entities/photo';
import type { Variant } from './variants';

/** The largest upload read (multipart limit); a bigger file is a 413. */
export const maxUploadBytes = maxPhotoUploadBytes;
/** A decompression bomb (a small file that claims a huge image) is refused before it is decoded. */
export const maxInputPixels = 40_000_000;

/**
 * Formats taken as photos. 'heif' is what sharp's prebuilt libvips reads of that family: AVIF. HEIC
 * needs an HEVC decoder the prebuilt binaries leave out (patents), so an iPhone HEIC is refused as
 * invalid_image until the phone's browser converts it (iOS Safari sends JPEG when uploading). SVG, TIFF
 * and the rest are refused: an SVG is a document, not a photo.
 */
const acceptedFormats: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface ProcessedPhoto {
  readonly files: Readonly<Record<Variant, Buffer>>;
  /** Base64 ThumbHash of the card. */
  readonly thumbhash: string;
}

// failOn 'warning': a truncated or damaged file is refused rather than decoded half grey.
// pages 1: the first frame of an animated GIF or WebP.
const open = (input: Buffer): Sharp => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'warning', pages: 1 });

/** The decoded picture, upright (EXIF orientation applied), at most 1200 px, RGBA. Metadata is gone from here on. */
const decodeUpright = async (input: Buffer) => {
  const { data, info } = await open(input)
    .rotate()
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

type Picture = Awaited<ReturnType<typeof decodeUpright>>;

const from = (picture: Picture): Sharp => sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } });

// sharp writes no EXIF, ICC or XMP unless asked (keepMetadata/withMetadata): the files carry no GPS.
const webp = (image: Sharp, quality = 80): Promise<Buffer> => image.webp({ quality, effort: 3 }).toBuffer();

const cover = (picture: Picture, size: number): Sharp => from(picture).resize(size, size, { fit: 'cover' });

/** 12 pixels on the longer side, then back up and blurred: only colours survive, not a face. */
const blurred = async (source: Sharp, width: number, height: number): Promise<Buffer> => {
  const tiny = await source.resize(12, 12, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const enlarged = sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(2, Math.round(Math.max(width, height) / 40)));
  return webp(enlarged, 50);
};

const thumbhashOf = async (picture: Picture): Promise<string> => {
  const { data, info } = await cover(picture, 100).raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
};

/**
 * Checks and re-encodes an uploaded image into every variant, or 'invalid_image' when it is not an image
 * of an accepted format, is damaged or truncated, or claims more than `maxInputPixels`.
 */
export const processPhoto = async (input: Buffer): Promise<ProcessedPhoto | 'invalid_image'> => {
  let picture: Picture;
  try {
    const { format } = await open(input).metadata();
    if (!acceptedFormats.has(format)) return 'invalid_image';
    picture = await decodeUpright(input);
  } catch {
    // Whatever libvips cannot read is the file's fault: not an image, truncated, or over the pixel limit.
    return 'invalid_image';
  }
  const [full, card, thumb, fullBlurred, cardBlurred, thumbBlurred, thumbhash] = await Promise.all([
    webp(from(picture)),
    webp(cover(picture, 400)),
    webp(cover(picture, 96)),
    blurred(from(picture), picture.width, picture.height),
    blurred(cover(picture, 400), 400, 400),
    blurred(cover(picture, 96), 96, 96),
    thumbhashOf(picture),
  ]);
  return {
    files: { full, card, thumb, 'full-blurred': fullBlurred, 'card-blurred': cardBlurred, 'thumb-blurred': thumbBlurred },
    thumbhash,
  };
};
