import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { swipeAllowance } from '../../../server/modules/swipe/allowance';
import { decide, type SwipeCommand } from '../../../server/modules/swipe/decide';
import { evolve, initialState, type SwipeEvent } from '../../../server/modules/swipe/events';
import { deciderSpec } from '../support/decider';

const start = Date.parse('2026-11-22T10:00:00.000Z');
const hour = 3_600_000;
// Spec §9, written here rather than imported: the test holds the decider to the spec, not to its own constants.
const swipeLikesPerDay = 4;
const swipeWindowMs = 24 * hour;
const at = (ms: number) => new Date(start + ms);
const liked = (candidate: number, ms: number): SwipeEvent => ({ type: 'CandidateLiked', data: { memberId: 1, candidateId: candidate, likedAt: at(ms).toISOString() } });
const passed = (candidate: number, ms: number): SwipeEvent => ({ type: 'CandidatePassed', data: { memberId: 1, candidateId: candidate, passedAt: at(ms).toISOString() } });
const swipe = (candidate: number, decision: 'like' | 'pass', ms: number): SwipeCommand => ({ type: 'Swipe', data: { member: 1, candidate, decision, at: at(ms) } });

describe('swipe decider', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);
  const fourLikes = [liked(2, 0), liked(3, 1 * hour), liked(4, 2 * hour), liked(5, 3 * hour)];

  it('records a like and a pass; a candidate decided on records nothing the second time', () => {
    spec.given([]).when(swipe(2, 'like', 0)).then([liked(2, 0)]);
    spec.given([]).when(swipe(2, 'pass', 0)).then([passed(2, 0)]);
    spec.given([liked(2, 0)]).when(swipe(2, 'like', hour)).then([]);
    spec.given([passed(2, 0)]).when(swipe(2, 'like', hour)).then([]);
  });

  it('refuses a 5th like within 24 hours of the first, allows passes meanwhile, and a like again exactly 24 hours after the oldest', () => {
    spec.given(fourLikes).when(swipe(6, 'like', 4 * hour)).thenRejects('swipe_limit_reached');
    spec.given(fourLikes).when(swipe(6, 'like', 24 * hour - 1)).thenRejects('swipe_limit_reached');
    spec.given(fourLikes).when(swipe(6, 'pass', 4 * hour)).then([passed(6, 4 * hour)]);
    spec.given(fourLikes).when(swipe(6, 'like', 24 * hour)).then([liked(6, 24 * hour)]);
    // The window rolls: with the first like gone, the second one is now the oldest of the four.
    spec.given([...fourLikes, liked(6, 24 * hour)]).when(swipe(7, 'like', 25 * hour - 1)).thenRejects('swipe_limit_reached');
    spec.given([...fourLikes, liked(6, 24 * hour)]).when(swipe(7, 'like', 25 * hour)).then([liked(7, 25 * hour)]);
  });

  it('refuses to swipe on oneself', () => {
    spec.given([]).when(swipe(1, 'like', 0)).thenRejects('with_self');
  });
});

describe('swipe allowance (spec §9: 4 likes per day)', () => {
  it('counts down from 4 and, once used up, names the moment the oldest like leaves the rolling day', () => {
    expect(swipeAllowance([], at(0))).toEqual({ likesLeft: 4, nextLikeAt: null });
    expect(swipeAllowance([at(0), at(hour)], at(2 * hour))).toEqual({ likesLeft: 2, nextLikeAt: null });
    expect(swipeAllowance([at(3 * hour), at(0), at(hour), at(2 * hour)], at(5 * hour))).toEqual({ likesLeft: 0, nextLikeAt: at(24 * hour) });
    expect(swipeAllowance([at(0), at(hour), at(2 * hour), at(3 * hour)], at(24 * hour))).toEqual({ likesLeft: 1, nextLikeAt: null });
  });

  // Members swipe at random moments, liking or passing; whatever they do, the decider lets no 24-hour window
  // hold more than 4 swipe likes, refuses a like only when 4 are already in the day before it, and a refused
  // like's reported next time is one where a like is accepted.
  it('never lets more than 4 likes into any 24-hour window, and refuses only when 4 are in the day before', () => {
    const step = fc.record({ gapMs: fc.integer({ min: 0, max: 30 * hour }), decision: fc.constantFrom('like' as const, 'pass' as const) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let state = initialState();
        let now = 0;
        const accepted: number[] = [];
        for (const [i, { gapMs, decision }] of steps.entries()) {
          now += gapMs;
          const result = decide(swipe(100 + i, decision, now), state);
          const inDayBefore = accepted.filter((time) => time > now - swipeWindowMs).length;
          if (result.kind === 'rejected') {
            expect(result.reason).toBe('swipe_limit_reached');
            expect(decision).toBe('like');
            expect(inDayBefore).toBe(swipeLikesPerDay);
            const { nextLikeAt } = swipeAllowance(accepted.map(at), at(now));
            if (nextLikeAt === null) throw new Error('no next like time while none is left');
            expect(nextLikeAt.getTime()).toBeGreaterThan(start + now);
            expect(decide(swipe(999, 'like', nextLikeAt.getTime() - start), state).kind).toBe('accepted');
            expect(decide(swipe(999, 'like', nextLikeAt.getTime() - start - 1), state).kind).toBe('rejected');
            continue;
          }
          expect(inDayBefore).toBeLessThan(decision === 'like' ? swipeLikesPerDay : Infinity);
          state = result.events.reduce(evolve, state);
          if (decision === 'like') accepted.push(now);
        }
        for (const first of accepted) expect(accepted.filter((time) => time >= first && time < first + swipeWindowMs).length).toBeLessThanOrEqual(swipeLikesPerDay);
      }),
    );
  });
});
