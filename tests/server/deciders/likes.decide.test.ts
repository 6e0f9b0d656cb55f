import { describe, it } from 'vitest';
import { decide } from '../../../server/modules/likes/decide';
import { evolve, initialState, type LikeEvent } from '../../../server/modules/likes/events';
import { deciderSpec } from '../support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();

describe('likes decider', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);
  const given: LikeEvent = { type: 'LikeGiven', data: { from: 1, to: 2, likedAt: iso } };

  it('gives a like once, never to oneself', () => {
    spec.given([]).when({ type: 'GiveLike', data: { from: 1, to: 2, at } }).then([given]);
    spec.given([given]).when({ type: 'GiveLike', data: { from: 1, to: 2, at } }).then([]);
    spec.given([]).when({ type: 'GiveLike', data: { from: 1, to: 1, at } }).thenRejects('self_like');
  });

  it('marks a new like seen once', () => {
    const seen: LikeEvent = { type: 'LikeSeen', data: { from: 1, to: 2, seenAt: iso } };
    spec.given([given]).when({ type: 'MarkLikeSeen', data: { from: 1, to: 2, at } }).then([seen]);
    spec.given([given, seen]).when({ type: 'MarkLikeSeen', data: { from: 1, to: 2, at } }).then([]);
    spec.given([]).when({ type: 'MarkLikeSeen', data: { from: 1, to: 2, at } }).thenRejects('not_liked');
  });

  it('takes a like back once; a like given again after that is new, and a withdrawn like cannot be marked seen', () => {
    const withdrawn: LikeEvent = { type: 'LikeWithdrawn', data: { from: 1, to: 2, withdrawnAt: iso } };
    const seen: LikeEvent = { type: 'LikeSeen', data: { from: 1, to: 2, seenAt: iso } };
    spec.given([given]).when({ type: 'WithdrawLike', data: { from: 1, to: 2, at } }).then([withdrawn]);
    spec.given([given, seen]).when({ type: 'WithdrawLike', data: { from: 1, to: 2, at } }).then([withdrawn]);
    spec.given([given, withdrawn]).when({ type: 'WithdrawLike', data: { from: 1, to: 2, at } }).then([]);
    spec.given([]).when({ type: 'WithdrawLike', data: { from: 1, to: 2, at } }).then([]);
    spec.given([given, withdrawn]).when({ type: 'GiveLike', data: { from: 1, to: 2, at } }).then([given]);
    spec.given([given, seen, withdrawn, given]).when({ type: 'MarkLikeSeen', data: { from: 1, to: 2, at } }).then([seen]);
    spec.given([given, withdrawn]).when({ type: 'MarkLikeSeen', data: { from: 1, to: 2, at } }).thenRejects('not_liked');
  });
});
