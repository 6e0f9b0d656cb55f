import type { Queryable } from '../../db/database';
import { handleCommand } from '../handle-command';
import { runLikeCommand } from '../likes/commands';
import { decide, type SwipeCommand } from './decide';
import { swipeAggregate, swipeStreamId } from './events';

/** Runs a swipe on the member's stream, `swipes-<member>`, in the caller's transaction. */
export const runSwipeCommand = (tx: Queryable, command: SwipeCommand) =>
  handleCommand(tx, swipeAggregate, swipeStreamId(command.data.member), (state) => decide(command, state), command.data.at);

/**
 * A swipe and, for a like, the like itself (a LikeGiven on the member's likes stream, so it shows in the
 * likes lists and can make a match), in the caller's transaction. The caller has checked that the site shows
 * the candidate to the member (no block): a refused like then is a bug, and throwing rolls the swipe back.
 */
export const swipeOn = async (tx: Queryable, command: SwipeCommand) => {
  const decision = await runSwipeCommand(tx, command);
  if (decision.kind === 'accepted' && decision.events.some((event) => event.type === 'CandidateLiked')) {
    const { member: from, candidate: to, at } = command.data;
    const like = await runLikeCommand(tx, { type: 'GiveLike', data: { from, to, at } });
    if (like.kind === 'rejected') throw new Error(`a swipe like of ${to} by ${from} was refused: ${like.reason}`);
  }
  return decision;
};
