import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SwipeState } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { swipeGameMachine, type Decided } from '../../machines/swipe-game/swipe-game.machine';
import { selectLastDecided, selectLimitReached } from '../../machines/swipe-game/selectors';
import { aMember } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const state = (likesLeft: number, candidate: MemberSummary | null = aMember(5)): SwipeState => ({
  candidate,
  likes_left: likesLeft,
  next_like_at: likesLeft === 0 ? '2026-11-24T09:00:00.000Z' : null,
});
const limit = { kind: 'http', status: 409, body: null };

describe('swipe game machine, model-based', () => {
  it('reaches every declared transition; the limit notice shows exactly when no like is left', () => {
    const exploration = exploreEveryTransition(
      swipeGameMachine.provide({ actors: { getSwipe: pending(), swipe: pending(), announceMatch: pending() } }),
      {
        events: [
          done('getSwipe', state(2)),
          done('getSwipe', state(0)),
          failed('getSwipe', { kind: 'network' }),
          { type: 'swipe.like' },
          { type: 'swipe.pass' },
          done('swipe', state(1)),
          done('swipe', { ...state(1), match: true }),
          done('swipe', { ...state(1), match: false }),
          failed('swipe', limit),
          failed('swipe', { kind: 'network' }),
          done('announceMatch', undefined),
          failed('announceMatch', new Error('closed')),
          { type: 'swipe.retry' },
        ],
        check: (snapshot: SnapshotFrom<typeof swipeGameMachine>) => {
          expect(snapshot.context.likesLeft).toBeGreaterThanOrEqual(0);
          if (snapshot.matches('ready')) expect(selectLimitReached(snapshot)).toBe(snapshot.context.likesLeft === 0);
          if (snapshot.context.likesLeft === 0) expect(snapshot.can({ type: 'swipe.like' })).toBe(false);
        },
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

/** A fake server of spec §9: 4 likes a day, then a 409; candidates 1, 2, 3, … and members 2 and 4 liked the viewer (a like of them is a match). */
const fakeServer = () => {
  let likesLeft = 4;
  let next = 1;
  const matches: number[] = [];
  const answer = (): SwipeState => state(likesLeft, aMember(next));
  const actor = createActor(
    swipeGameMachine.provide({
      actors: {
        getSwipe: fromPromise(async () => answer()),
        swipe: fromPromise<SwipeState, Decided | null>(async ({ input }) => {
          if (input?.decision === 'like') {
            if (likesLeft === 0) throw limit;
            likesLeft -= 1;
          }
          next += 1;
          return { ...answer(), match: input?.decision === 'like' && (input.member.id === 2 || input.member.id === 4) };
        }),
        announceMatch: fromPromise<void, MemberSummary | null>(async ({ input }) => void matches.push(input?.id ?? -1)),
      },
    }),
  ).start();
  return { actor, matches, likesLeft: () => likesLeft };
};

describe('swipe game, properties', () => {
  it('never counts below zero, stops at the 4th like with the notice, and announces exactly the likes back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<'like' | 'pass'>('like', 'pass'), { maxLength: 12 }), async (decisions) => {
        const server = fakeServer();
        await flush();
        const liked: number[] = [];
        for (const decision of decisions) {
          const candidate = server.actor.getSnapshot().context.candidate?.id ?? -1;
          const event = decision === 'like' ? ({ type: 'swipe.like' } as const) : ({ type: 'swipe.pass' } as const);
          const accepted = server.actor.getSnapshot().can(event);
          server.actor.send(event);
          await flush(10);
          if (accepted && decision === 'like') liked.push(candidate);
          const snapshot = server.actor.getSnapshot();
          expect(snapshot.context.likesLeft).toBeGreaterThanOrEqual(0);
          expect(selectLimitReached(snapshot)).toBe(snapshot.context.likesLeft === 0);
          if (accepted) expect(selectLastDecided(snapshot)?.member.id).toBe(candidate);
        }
        expect(liked.length).toBeLessThanOrEqual(4);
        expect(selectLimitReached(server.actor.getSnapshot())).toBe(liked.length === 4);
        expect(server.matches).toEqual(liked.filter((id) => id === 2 || id === 4));
        server.actor.stop();
      }),
      { numRuns: 80 },
    );
  });

  it('takes a 409 swipe_limit_reached as "no likes left" and asks the state again for the next like time', async () => {
    const asked: string[] = [];
    const actor = createActor(
      swipeGameMachine.provide({
        actors: {
          getSwipe: fromPromise(async () => {
            asked.push('getSwipe');
            return asked.length === 1 ? state(1) : state(0);
          }),
          swipe: fromPromise<SwipeState, Decided | null>(() => Promise.reject(limit)),
          announceMatch: pending(),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'swipe.like' });
    await flush(10);
    expect(asked).toEqual(['getSwipe', 'getSwipe']);
    expect(selectLimitReached(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.nextLikeAt).toBe('2026-11-24T09:00:00.000Z');
  });
});
