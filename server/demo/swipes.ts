import type { Gender } from '../../io/entities/profile-attributes';
import type { Queryable } from '../db/database';
import { swipeOn } from '../modules/swipe/commands';
import { gendersWantedBy } from '../modules/swipe/read';

const dayMs = 24 * 3_600_000;

export interface SwipeHistory {
  readonly member: number;
  /** Members not yet liked by or in a conversation with `member`, drawn for this; those of a gender the member looks for are swiped on. */
  readonly drawn: ReadonlyArray<{ readonly id: number; readonly gender: Gender }>;
  readonly likes: number;
  readonly passes: number;
}

/**
 * Swipes of earlier days (so the day's 4 likes are all left): a few likes and passes on members of the
 * gender the member looks for. The game then shows the rest.
 */
export const seedSwipes = async (tx: Queryable, { member, drawn, likes, passes }: SwipeHistory, now: Date): Promise<void> => {
  const wanted = await gendersWantedBy(tx, member);
  const swiped = drawn.filter((other) => wanted.includes(other.gender)).slice(0, likes + passes);
  for (const [i, other] of swiped.entries()) {
    const at = new Date(now.getTime() - (2 + i) * dayMs);
    await swipeOn(tx, { type: 'Swipe', data: { member, candidate: other.id, decision: i < likes ? 'like' : 'pass', at } });
  }
};
