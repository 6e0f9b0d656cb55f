import { thumbHashToDataURL } from 'thumbhash';

/**
 * The PNG data URL of a photo's ThumbHash (base64, as PhotoView.thumbhash carries it), or undefined when
 * there is none or it does not decode: the box's own colour stands in then.
 */
export const thumbhashDataUrl = (thumbhash: string): string | undefined => {
  if (thumbhash === '') return undefined;
  try {
    const bytes = Uint8Array.from(atob(thumbhash), (char) => char.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
};
