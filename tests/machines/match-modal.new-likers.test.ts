import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LikesOverview, ReceivedLike } from '../../io/entities/chat';
import type { AutoLikeProfile } from '../../io/entities/member';
import { matchModalMachine } from '../../machines/match-modal/match-modal.machine';
import { matchModalOpenFor } from '../../machines/match-modal/new-likers';
import { selectIsOpen, selectProfile } from '../../machines/match-modal/selectors';
import { aLike } from '../support/fixtures';
import { inert, pending } from './support/actors';

const photoOf = (id: number) => ({ filename: `photos/${id}.jpg`, thumb_filename: `photos/${id}-t.jpg`, status: 'active' as const });

/** A like by member `id` (ids 1..6, so previous and next loads overlap), with or without a photo. */
const likeArb: fc.Arbitrary<ReceivedLike> = fc
  .record({ id: fc.integer({ min: 1, max: 6 }), fresh: fc.boolean(), photo: fc.boolean() })
  .map(({ id, fresh, photo }) => {
    const like = aLike(id, fresh);
    return { ...like, profile: { ...like.profile, main_image: photo ? photoOf(id) : null } };
  });
const overviewArb: fc.Arbitrary<LikesOverview> = fc
  .uniqueArray(likeArb, { selector: (like) => like.id, maxLength: 5 })
  .map((likedBy) => ({ likes: [], liked_by: likedBy }));

/** An auto-like profile of a member who never liked anyone here. */
const stranger: AutoLikeProfile = { id: 999, main_image: { match: 'avatars/999.svg' } };

describe('a new like opens the match modal on that liker (spec §4)', () => {
  it('opens on a fresh liker, with their photo or none, never on another member', () => {
    fc.assert(
      fc.property(fc.option(overviewArb, { nil: null }), overviewArb, (previous, next) => {
        const known = new Set(previous?.liked_by.map((like) => like.id) ?? []);
        const fresh = next.liked_by.filter((like) => like.like_new && !known.has(like.id));
        const open = matchModalOpenFor(previous, next);
        if (previous === null || fresh.length === 0) {
          expect(open).toBeNull();
          return;
        }
        const liker = fresh.find((like) => like.id === open?.profile?.id);
        expect(liker).toBeDefined();
        expect(open?.profile?.photo).toBe(liker?.profile.main_image?.filename ?? null);
      }),
    );
  });

  it('the machine fed the likes as they load shows the fresh liker and never fetches an auto-like profile for them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(overviewArb, { nil: null }), { minLength: 1, maxLength: 6 }), async (loads) => {
        let autoLikes = 0;
        const actor = createActor(
          matchModalMachine.provide({
            actors: {
              loadAutoLike: fromPromise(async () => {
                autoLikes += 1;
                return stranger;
              }),
              timer: inert(),
              reloadLikes: pending(),
            },
          }),
        ).start();
        let previous: LikesOverview | null = null;
        for (const likes of loads) {
          const wasOpen = selectIsOpen(actor.getSnapshot());
          actor.send({ type: 'likes.changed', likes });
          const expected = matchModalOpenFor(previous, likes);
          if (expected !== null) {
            expect(selectIsOpen(actor.getSnapshot())).toBe(true);
            expect(selectProfile(actor.getSnapshot())).toEqual(expected.profile);
          } else {
            expect(selectIsOpen(actor.getSnapshot())).toBe(wasOpen);
          }
          previous = likes;
        }
        await Promise.resolve();
        expect(autoLikes).toBe(0);
        expect(selectProfile(actor.getSnapshot())?.id).not.toBe(stranger.id);
        actor.stop();
      }),
      { numRuns: 80 },
    );
  });

  it('greets a liker without a photo with the liker and no photo, rather than with an auto-like profile', () => {
    const before: LikesOverview = { likes: [], liked_by: [aLike(2, false)] };
    const after: LikesOverview = { likes: [], liked_by: [aLike(3, true), aLike(2, false)] };
    expect(matchModalOpenFor(before, after)).toEqual({ type: 'matchModal.open', profile: { id: 3, photo: null } });
    expect(matchModalOpenFor(null, after)).toBeNull();
  });
});
