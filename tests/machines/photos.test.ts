import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { photoLimits, type PhotoId, type PhotoList, type PhotoView } from '../../io/entities/photo';
import { keptCount, photosMachine } from '../../machines/photos/photos.machine';
import { selectDeleteAsked, selectPhotoNotice, selectPhotos } from '../../machines/photos/selectors';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const idOf = (n: number): PhotoId => `photo${String(n).padStart(17, '0')}`;
const aPhoto = (n: number, overrides: Partial<PhotoView> = {}): PhotoView => ({
  id: idOf(n), status: 'active', main: n === 1, locked: false,
  files: { full: `${n}.jpg`, card: `${n}-card.jpg`, thumb: `${n}-thumb.jpg` }, thumbhash: '', ...overrides,
});
/** A file whose JSON names it: xstate/graph tells events apart by their JSON, and a Blob's own is {}. */
const fileOf = (type: string, size: number): Blob => Object.assign(new Blob([new Uint8Array(size)], { type }), { toJSON: () => ({ type, size }) });
const jpeg = fileOf('image/jpeg', 10);

describe('photos machine, model-based', () => {
  it('reaches every declared transition; a delete is asked only about an own photo', () => {
    const exploration = exploreEveryTransition(
      photosMachine.provide({ actors: { loadPhotos: pending(), uploadPhoto: pending(), chooseMainPhoto: pending(), deletePhoto: pending() } }),
      {
        input: { memberId: 1, premium: false },
        events: [
          done('loadPhotos', { photos: [aPhoto(1), aPhoto(2)] }),
          done('loadPhotos', { photos: [aPhoto(1), aPhoto(2), aPhoto(3)] }),
          failed('loadPhotos', { kind: 'network' }),
          { type: 'photos.retry' },
          { type: 'photos.upload', file: jpeg },
          { type: 'photos.upload', file: fileOf('text/plain', 1) },
          { type: 'photos.upload', file: fileOf('image/png', 11 * 1024 * 1024) },
          done('uploadPhoto', aPhoto(3)),
          failed('uploadPhoto', { kind: 'http', status: 409, body: { error: 'photo_limit_reached' } }),
          { type: 'photos.main', id: idOf(2) },
          done('chooseMainPhoto', { photos: [aPhoto(2, { main: true }), aPhoto(1, { main: false })] }),
          failed('chooseMainPhoto', { kind: 'network' }),
          { type: 'photos.delete', id: idOf(2) },
          { type: 'photos.cancel' },
          { type: 'photos.confirm' },
          done('deletePhoto', { photos: [aPhoto(1)] }),
          failed('deletePhoto', { kind: 'network' }),
        ],
        check: (snapshot: SnapshotFrom<typeof photosMachine>) => {
          const asked = selectDeleteAsked(snapshot);
          if (asked !== null) expect(snapshot.context.photos.some((photo) => photo.id === asked)).toBe(true);
        },
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('photos machine, properties', () => {
  it('never holds more photos than the limit, whatever the member does and even if the server accepted every upload', async () => {
    const command = fc.oneof(
      fc.constant({ kind: 'upload' as const }),
      fc.record({ kind: fc.constant('delete' as const), index: fc.nat(30) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.nat(3), fc.array(command, { maxLength: 40 }), async (premium, start, commands) => {
        let next = 100;
        let photos: PhotoView[] = Array.from({ length: start }, (_, i) => aPhoto(i + 1));
        const actor = createActor(
          photosMachine.provide({
            actors: {
              loadPhotos: fromPromise<PhotoList, number>(async () => ({ photos })),
              uploadPhoto: fromPromise<PhotoView, Blob>(async () => {
                const photo = aPhoto((next += 1));
                photos = [...photos, photo];
                return photo;
              }),
              chooseMainPhoto: fromPromise<PhotoList, PhotoId>(async () => ({ photos })),
              deletePhoto: fromPromise<PhotoList, PhotoId>(async ({ input }) => {
                photos = photos.filter((photo) => photo.id !== input);
                return { photos };
              }),
            },
          }),
          { input: { memberId: 1, premium } },
        ).start();
        await flush();
        const limit = premium ? photoLimits.premium : photoLimits.free;
        for (const c of commands) {
          if (c.kind === 'upload') actor.send({ type: 'photos.upload', file: jpeg });
          else {
            const target = selectPhotos(actor.getSnapshot())[c.index % Math.max(1, selectPhotos(actor.getSnapshot()).length)];
            if (target !== undefined) {
              actor.send({ type: 'photos.delete', id: target.id });
              actor.send({ type: 'photos.confirm' });
            }
          }
          await flush();
          expect(keptCount(selectPhotos(actor.getSnapshot()))).toBeLessThanOrEqual(limit);
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('shows the photo-limit notice instead of uploading a 4th photo of a free member', async () => {
    let uploads = 0;
    const actor = createActor(
      photosMachine.provide({
        actors: {
          loadPhotos: fromPromise<PhotoList, number>(async () => ({ photos: [aPhoto(1), aPhoto(2), aPhoto(3)] })),
          uploadPhoto: fromPromise<PhotoView, Blob>(async () => {
            uploads += 1;
            return aPhoto(4);
          }),
          chooseMainPhoto: pending(),
          deletePhoto: pending(),
        },
      }),
      { input: { memberId: 1, premium: false } },
    ).start();
    await flush();
    actor.send({ type: 'photos.upload', file: jpeg });
    await flush();
    expect(uploads).toBe(0);
    expect(selectPhotoNotice(actor.getSnapshot())).toBe('limit');
  });
});
