import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { LikeResult } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { profileViewMachine } from '../../machines/profile-view/profile-view.machine';
import { selectDialog, selectHasLeft, selectIsLiked, selectIsNotFound, selectPhotoIndex } from '../../machines/profile-view/selectors';
import type { LoadedProfile, ProfileViewInput } from '../../machines/profile-view/types';
import { aProfile, somePhotos } from '../support/profile-fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

type Snapshot = SnapshotFrom<typeof profileViewMachine>;

const network = { kind: 'network' };
const notFound = { kind: 'http', status: 404, body: { error: 'not_found' } };
const loaded: LoadedProfile = { member: aProfile(5), photos: somePhotos(3, true) };
const member: ProfileViewInput = { memberId: 5, viaLike: false, viewer: 'member' };

const allPending = () =>
  profileViewMachine.provide({
    actors: {
      loadProfile: pending(),
      giveLike: pending(),
      unlike: pending(),
      announceMatch: pending(),
      markLikeSeen: pending(),
      blockMember: pending(),
    },
  });

describe('profile view machine, model-based', () => {
  const events = [
    done('loadProfile', loaded),
    failed('loadProfile', network),
    failed('loadProfile', notFound),
    { type: 'profile.retry' },
    { type: 'profile.like' },
    done('giveLike', { match: true }),
    done('giveLike', { match: false }),
    failed('giveLike', network),
    done('unlike', undefined),
    failed('unlike', network),
    done('announceMatch', undefined),
    failed('announceMatch', new Error('no modal')),
    done('markLikeSeen', undefined),
    failed('markLikeSeen', network),
    { type: 'profile.chat' },
    { type: 'gallery.next' },
    { type: 'gallery.previous' },
    { type: 'gallery.show', index: 2 },
    { type: 'gallery.unlock' },
    { type: 'block.start' },
    { type: 'block.confirm' },
    done('blockMember', undefined),
    failed('blockMember', network),
    { type: 'dialog.dismiss' },
  ];
  const check = (snapshot: Snapshot) => {
    if (snapshot.matches('ready')) expect(snapshot.context.member).not.toBeNull();
    expect(snapshot.context.index).toBeGreaterThanOrEqual(0);
    expect(snapshot.context.index).toBeLessThan(Math.max(snapshot.context.photos.length, 1));
    if (snapshot.context.viewer === 'visitor') expect(selectDialog(snapshot) ?? 'loginRequired').toBe('loginRequired');
  };

  // The gallery is independent of the like and the dialogs: stepping it only while both rest keeps the graph small.
  const bound = (snapshot: Snapshot, event: { type: string }) =>
    !event.type.startsWith('gallery.') || event.type === 'gallery.unlock' || (snapshot.matches({ ready: { like: 'idle', dialog: 'closed' } }));

  it('reaches every declared transition across a member (by a like and not) and a visitor, without errors', () => {
    const explorations = [member, { ...member, viaLike: true }, { ...member, viewer: 'visitor' as const }].map((input) =>
      exploreEveryTransition(allPending(), { input, events, check, bound }),
    );
    const missedByAll = explorations[0]?.missed.filter((name) => explorations.every((exploration) => exploration.missed.includes(name)));
    expect(missedByAll).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
  });
});

/** The machine with answers given per call, and what it asked for. */
const start = (
  input: ProfileViewInput,
  answers: { like?: () => Promise<LikeResult>; unlike?: () => Promise<void>; load?: () => Promise<LoadedProfile>; block?: () => Promise<void> } = {},
) => {
  const calls = { likes: 0, unlikes: 0, seen: [] as number[], announced: [] as MemberSummary[] };
  const actor = createActor(
    profileViewMachine.provide({
      actors: {
        loadProfile: fromPromise(answers.load ?? (async () => loaded)),
        giveLike: fromPromise<LikeResult, number>(() => {
          calls.likes += 1;
          return (answers.like ?? (async () => ({ match: false })))();
        }),
        unlike: fromPromise<void, number>(() => {
          calls.unlikes += 1;
          return (answers.unlike ?? (async () => undefined))();
        }),
        announceMatch: fromPromise<void, MemberSummary>(async ({ input: summary }) => void calls.announced.push(summary)),
        markLikeSeen: fromPromise<void, number>(async ({ input: id }) => void calls.seen.push(id)),
        blockMember: fromPromise<void, number>(answers.block ?? (async () => undefined)),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
};

describe('profile view, scenarios', () => {
  it('a like back opens the match modal on that member', async () => {
    const { actor, calls } = start(member, { like: async () => ({ match: true }) });
    await flush();
    actor.send({ type: 'profile.like' });
    expect(selectIsLiked(actor.getSnapshot())).toBe(true);
    await flush();
    expect(calls.announced).toEqual([
      { id: 5, name: 'Member 5', age: 34, gender: 'female', country: 'NL', region: 'Utrecht', main_image: loaded.member.main_image, fictional: false },
    ]);
  });

  it('a refused like is rolled back, and a refused unlike too', async () => {
    const { actor } = start(member, { like: () => Promise.reject(network), unlike: () => Promise.reject(network) });
    await flush();
    actor.send({ type: 'profile.like' });
    expect(selectIsLiked(actor.getSnapshot())).toBe(true);
    await flush();
    expect(selectIsLiked(actor.getSnapshot())).toBe(false);
  });

  it('clears the like\'s new flag only when reached through /likes/m/{id}', async () => {
    const viaLike = start({ ...member, viaLike: true });
    const viaSearch = start(member);
    await flush();
    expect(viaLike.calls.seen).toEqual([5]);
    expect(viaSearch.calls.seen).toEqual([]);
  });

  it('a visitor gets the login notice for like, chat and a locked photo, and calls nothing', async () => {
    const { actor, calls } = start({ ...member, viewer: 'visitor' });
    await flush();
    for (const type of ['profile.like', 'profile.chat', 'gallery.unlock'] as const) {
      actor.send({ type });
      expect(selectDialog(actor.getSnapshot())).toBe('loginRequired');
      actor.send({ type: 'dialog.dismiss' });
      expect(selectDialog(actor.getSnapshot())).toBeNull();
    }
    expect(calls.likes).toBe(0);
    actor.send({ type: 'block.start' });
    expect(selectDialog(actor.getSnapshot())).toBeNull();
  });

  it('blocks only after the confirmation, then leaves; a failed block can be tried again', async () => {
    let refuse = true;
    const { actor } = start(member, { block: () => (refuse ? Promise.reject(network) : Promise.resolve()) });
    await flush();
    actor.send({ type: 'block.start' });
    expect(selectDialog(actor.getSnapshot())).toBe('blockConfirm');
    actor.send({ type: 'block.confirm' });
    await flush();
    expect(selectDialog(actor.getSnapshot())).toBe('blockFailed');
    refuse = false;
    actor.send({ type: 'block.confirm' });
    await flush();
    expect(selectHasLeft(actor.getSnapshot())).toBe(true);
  });

  it('a 404 is the not-found state, not a failure to retry', async () => {
    const { actor } = start(member, { load: () => Promise.reject(notFound) });
    await flush();
    expect(selectIsNotFound(actor.getSnapshot())).toBe(true);
  });
});

describe('profile view, properties', () => {
  const galleryEvent = fc.oneof(
    fc.constant({ type: 'gallery.next' as const }),
    fc.constant({ type: 'gallery.previous' as const }),
    fc.integer({ min: -3, max: 30 }).map((index) => ({ type: 'gallery.show' as const, index })),
  );

  it('the gallery index always names one of the photos, whatever the steps', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 25 }), fc.array(galleryEvent, { maxLength: 40 }), async (count, steps) => {
        const { actor } = start(member, { load: async () => ({ member: aProfile(5), photos: somePhotos(count) }) });
        await flush();
        for (const step of steps) {
          actor.send(step);
          const index = selectPhotoIndex(actor.getSnapshot());
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(Math.max(count - 1, 0));
        }
      }),
    );
  });

  it('after every answer the like shown is what the server holds: accepted clicks flip it, refused ones leave it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(fc.boolean(), { maxLength: 12 }), async (likedAtStart, outcomes) => {
        let server = likedAtStart;
        let next = 0;
        const answer = (liking: boolean) => () => {
          const accepted = outcomes[next] ?? true;
          next += 1;
          if (!accepted) return Promise.reject(network);
          server = liking;
          return Promise.resolve();
        };
        const { actor } = start(member, {
          load: async () => ({ member: aProfile(5, { liked_by_viewer: likedAtStart }), photos: [] }),
          like: () => answer(true)().then(() => ({ match: false })),
          unlike: answer(false),
        });
        await flush();
        for (let click = 0; click < outcomes.length; click += 1) {
          actor.send({ type: 'profile.like' });
          await flush();
          expect(selectIsLiked(actor.getSnapshot())).toBe(server);
        }
      }),
    );
  });
});
