import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { PhotoQueue } from '../../../io/entities/staff';
import { photoQueueMachine, type PhotoDecision } from '../../../machines/staff/photo-queue.machine';
import { queueKeyEvent, rejectionReasons } from '../../../machines/staff/queue-keys';
import { selectPhotoInView } from '../../../machines/staff/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aPendingPhoto } from './fixtures';

const conflict = { kind: 'http', status: 409, body: { error: 'conflict' } };

describe('photo queue machine, model-based', () => {
  it('reaches every declared transition; the photo in view is always one of the page', () => {
    const exploration = exploreEveryTransition(photoQueueMachine.provide({ actors: { loadQueue: pending(), decide: pending() } }), {
      events: [
        done('loadQueue', { photos: [aPendingPhoto(1), aPendingPhoto(2)], total: 5 }),
        done('loadQueue', { photos: [], total: 0 }),
        failed('loadQueue', { kind: 'network' }),
        { type: 'queue.reload' },
        { type: 'queue.next' },
        { type: 'queue.previous' },
        { type: 'queue.select', index: 1 },
        { type: 'queue.approve' },
        { type: 'queue.reject' },
        { type: 'queue.reason', reason: 'nudity' },
        { type: 'queue.cancel' },
        done('decide', undefined),
        failed('decide', conflict),
        failed('decide', { kind: 'network' }),
        { type: 'help.toggle' },
        { type: 'help.close' },
      ],
      check: (snapshot: SnapshotFrom<typeof photoQueueMachine>) => {
        const { photos, index } = snapshot.context;
        if (photos.length > 0) expect(photos).toContain(selectPhotoInView(snapshot));
        else expect(index).toBe(0);
      },
      // The page never grows past the two photos it was given.
      bound: (snapshot: SnapshotFrom<typeof photoQueueMachine>) => snapshot.context.photos.length <= 2,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('photo queue, properties', () => {
  it('decides each photo at most once and the one in view, whatever keys are pressed', async () => {
    const keys = fc.array(fc.constantFrom('j', 'k', 'a', 'r', '1', '7', 'Escape', '?', 'x'), { maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(keys, async (pressed) => {
        let waiting = [1, 2, 3, 4].map(aPendingPhoto);
        const decided: PhotoDecision[] = [];
        let inViewAtDecision: string[] = [];
        const actor = createActor(
          photoQueueMachine.provide({
            actors: {
              loadQueue: fromPromise<PhotoQueue, void>(async () => ({ photos: waiting, total: waiting.length })),
              decide: fromPromise<void, PhotoDecision>(async ({ input }) => {
                decided.push(input);
                waiting = waiting.filter((photo) => photo.photoId !== input.photo.photoId);
              }),
            },
          }),
        ).start();
        await flush();
        for (const key of pressed) {
          const event = queueKeyEvent(key, actor.getSnapshot().matches('choosingReason'));
          if (event === null) continue;
          const inView = selectPhotoInView(actor.getSnapshot());
          if ((event.type === 'queue.approve' || event.type === 'queue.reason') && inView !== null) inViewAtDecision = [...inViewAtDecision, inView.photoId];
          actor.send(event);
          await flush();
        }
        const ids = decided.map((decision) => decision.photo.photoId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(inViewAtDecision.slice(0, ids.length));
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});

describe('queue keys', () => {
  it('maps J, K, A, R and ? in either case, digits and Escape while the reason is asked', () => {
    expect(queueKeyEvent('j', false)).toEqual({ type: 'queue.next' });
    expect(queueKeyEvent('K', false)).toEqual({ type: 'queue.previous' });
    expect(queueKeyEvent('a', false)).toEqual({ type: 'queue.approve' });
    expect(queueKeyEvent('R', false)).toEqual({ type: 'queue.reject' });
    expect(queueKeyEvent('?', false)).toEqual({ type: 'help.toggle' });
    expect(queueKeyEvent('Escape', false)).toEqual({ type: 'help.close' });
    expect(queueKeyEvent('1', false)).toBeNull();
    expect(queueKeyEvent('3', true)).toEqual({ type: 'queue.reason', reason: rejectionReasons[2] });
    expect(queueKeyEvent(String(rejectionReasons.length + 1), true)).toBeNull();
    expect(queueKeyEvent('a', true)).toBeNull();
    expect(queueKeyEvent('Escape', true)).toEqual({ type: 'queue.cancel' });
  });
});
