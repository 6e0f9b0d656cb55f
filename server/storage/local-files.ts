import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertStorageKey, type FileStorage } from './storage';

/** The default place of photo files: ./data/photos, beside the embedded database (PHOTO_DIR overrides it). */
export const defaultPhotoDir = 'data/photos';

const isMissing = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Files under `root`. A file is written to a temporary name and renamed, so a reader never sees half a
 * file and two writers of the same key (a generated photo rendered by two requests at once) do not mix.
 */
export const createLocalFileStorage = (root: string): FileStorage => {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return join(base, key);
  };
  return {
    put: async (key, data) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
