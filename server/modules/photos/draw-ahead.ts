import type { Queryable } from '../../db/database';
import type { PhotoFiles } from './photo-files';
import { demoAvatars } from './read';

/**
 * Demo avatars are drawn on first request (the seed writes events only, so `npm start` stays quick), at about
 * 0.3 s a picture. Drawing them one at a time in the background right after start means the first members page
 * a visitor opens finds its cards ready instead of waiting for two dozen drawings. Not for tests: it would
 * compete with them for the CPU.
 */
export const drawDemoAvatarsAhead = async (q: Queryable, files: PhotoFiles, shouldStop: () => boolean): Promise<number> => {
  let drawn = 0;
  for (const photo of await demoAvatars(q)) {
    if (shouldStop()) break;
    // thumbhash() draws the photo's files unless they are stored already.
    await files.thumbhash(photo);
    drawn += 1;
  }
  return drawn;
};
