import type { FileStorage } from '../../storage/storage';
import { renderAvatar } from './avatar-render';
import type { PhotoSource } from './events';
import { processPhoto } from './pipeline';
import { photoFile, variants, type Variant } from './variants';

export interface StoredPhoto {
  readonly memberId: number;
  readonly photoId: string;
  readonly source: PhotoSource;
}

const thumbhashKey = (photo: StoredPhoto): string => `photos/${photo.memberId}/${photo.photoId}-thumbhash.txt`;

/**
 * The files of photos: an upload's were stored when it was uploaded; a demo avatar's are drawn from its
 * recipe on first use, through the same pipeline, and stored (its thumbhash beside them), so the demo
 * seed writes events only and `npm start` stays quick.
 */
export const createPhotoFiles = (storage: FileStorage) => {
  // One drawing per photo at a time: a search page asks for many cards of one member at once.
  const drawing = new Map<string, Promise<void>>();

  const draw = (photo: StoredPhoto & { source: { kind: 'avatar' } }): Promise<void> => {
    const running = drawing.get(photo.photoId);
    if (running !== undefined) return running;
    const work = (async () => {
      const processed = await processPhoto(await renderAvatar(photo.source.recipe));
      if (processed === 'invalid_image') throw new Error(`the avatar recipe of photo ${photo.photoId} gave no image`);
      await Promise.all(variants.map((variant) => storage.put(photoFile(photo.memberId, photo.photoId, variant), processed.files[variant])));
      await storage.put(thumbhashKey(photo), Buffer.from(processed.thumbhash));
    })().finally(() => drawing.delete(photo.photoId));
    drawing.set(photo.photoId, work);
    return work;
  };

  /** Draws an avatar's files unless they are stored already. */
  const ensureDrawn = async (photo: StoredPhoto): Promise<void> => {
    if (photo.source.kind !== 'avatar') return;
    if ((await storage.get(thumbhashKey(photo))) === undefined) await draw({ ...photo, source: photo.source });
  };

  return {
    /** The bytes of one variant, or undefined when the store has none (a deleted photo). */
    file: async (photo: StoredPhoto, variant: Variant): Promise<Buffer | undefined> => {
      await ensureDrawn(photo);
      return storage.get(photoFile(photo.memberId, photo.photoId, variant));
    },
    thumbhash: async (photo: StoredPhoto): Promise<string> => {
      if (photo.source.kind === 'upload') return photo.source.thumbhash;
      await ensureDrawn(photo);
      return (await storage.get(thumbhashKey(photo)))?.toString() ?? '';
    },
    /** Stores the files of a processed upload. */
    store: (memberId: number, photoId: string, files: Readonly<Record<Variant, Buffer>>): Promise<void> =>
      Promise.all(variants.map((variant) => storage.put(photoFile(memberId, photoId, variant), files[variant]))).then(() => undefined),
    remove: (memberId: number, photoId: string): Promise<void> =>
      Promise.all([...variants.map((variant) => storage.delete(photoFile(memberId, photoId, variant))), storage.delete(thumbhashKey({ memberId, photoId, source: { kind: 'upload', thumbhash: '' } }))])
        .then(() => undefined),
  };
};
export type PhotoFiles = ReturnType<typeof createPhotoFiles>;
