import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { hasLiked } from '../likes/read';
import { findShownMember } from '../members/shown-to';
import { swipeAllowance } from './allowance';
import { swipeOn } from './commands';
import { recentSwipeLikes, swipeStateOf } from './read';

const secondsUntil = (later: Date | null, now: Date): number => (later === null ? 0 : Math.max(1, Math.ceil((later.getTime() - now.getTime()) / 1000)));

export const registerSwipeRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getSwipe', async ({ viewer, db, now, site }) => ok(await swipeStateOf(db, viewer.member.id, (await site()).settings, now)));

  // Any member the site shows the viewer may be decided on (not only the card last answered: the game may
  // be open twice); anyone else is not_found. A like beyond the rolling day's 4 is 429 swipe_limit_reached,
  // with Retry-After until the next like is possible (GET tells the time as next_like_at).
  memberRoute(app, 'swipe', async ({ viewer, body, now, site, reply, transaction }) => {
    const member = viewer.member.id;
    const candidate = body.member_id;
    if (candidate === member) return invalidInput('member_id');
    const { settings } = await site();
    // A keyed request runs in one transaction with its key row: a conflict is answered 409, not retried.
    const outcome = await transaction(async (tx) => {
      if ((await findShownMember(tx, { viewerId: member, memberId: candidate, countries: settings.countries })) === undefined) return 'not_found' as const;
      const decision = await swipeOn(tx, { type: 'Swipe', data: { member, candidate, decision: body.decision, at: now } });
      if (decision.kind === 'rejected') {
        if (decision.reason === 'with_self') return 'not_found' as const;
        return { kind: 'limit' as const, nextLikeAt: swipeAllowance(await recentSwipeLikes(tx, member), now).nextLikeAt };
      }
      const match = body.decision === 'like' && (await hasLiked(tx, candidate, member));
      return { kind: 'swiped' as const, state: { ...(await swipeStateOf(tx, member, settings, now)), match } };
    });
    if (outcome === 'not_found') return fail(404, { error: 'not_found' });
    if (outcome.kind === 'limit') {
      reply.header('Retry-After', String(secondsUntil(outcome.nextLikeAt, now)));
      return fail(429, { error: 'swipe_limit_reached' });
    }
    return ok(outcome.state);
  });
};
