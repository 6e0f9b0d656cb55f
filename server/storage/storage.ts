/**
 * Where photo files live. Keys are relative paths of lower-case letters, digits, '-', '_', '.' and '/'
 * ('photos/12/<id>-card.webp'); a key never climbs out of the store. Kept small so an S3-compatible store
 * can implement it later (put = PutObject, get = GetObject, delete = DeleteObject).
 */
export interface FileStorage {
  readonly put: (key: string, data: Buffer) => Promise<void>;
  /** The file's bytes, or undefined when there is none. */
  readonly get: (key: string) => Promise<Buffer | undefined>;
  /** Removing a file that is not there is not an error. */
  readonly delete: (key: string) => Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Throws on a key that could name a file outside the store (absolute, '..', empty segments). */
export const assertStorageKey = (key: string): void => {
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
};
