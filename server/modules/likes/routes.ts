import type { FastifyInstance } from 'fastify';
import { fail, invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { findShownMember } from '../members/shown-to';
import { retryOnConflict } from '../retry';
import { runLikeCommand } from './commands';
import { likesOverviewOf } from './overview';
import { hasLiked } from './read';

const notFound = () => fail(404, { error: 'not_found' });

export const registerLikeRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getLikes', async ({ viewer, deps, now, site }) =>
    ok(await likesOverviewOf(deps.db, deps.reads, viewer.member.id, (await site()).settings, now)),
    { keepAnswer: { membersIn: ({ likes, liked_by }) => [...likes.map((like) => like.id), ...liked_by.map((like) => like.profile.id)] } },
  );

  // Only a member the site shows the viewer can be liked: anyone else (unknown, invisible, off-site, blocked
  // either way) is not_found alike. `match`: the other member had already liked the viewer.
  memberRoute(app, 'giveLike', async ({ viewer, body, now, site, transaction }) => {
    const from = viewer.member.id;
    const to = body.member_id;
    if (to === from) return invalidInput('member_id');
    const { countries } = (await site()).settings;
    // A keyed request runs in one transaction with its key row: a conflict is answered 409, not retried.
    const match = await transaction(async (tx) => {
      if ((await findShownMember(tx, { viewerId: from, memberId: to, countries })) === undefined) return null;
      const decision = await runLikeCommand(tx, { type: 'GiveLike', data: { from, to, at: now } });
      return decision.kind === 'rejected' ? null : hasLiked(tx, to, from);
    });
    return match === null ? notFound() : ok({ match });
  });

  // Taking back a like that is not there (or of a member no longer shown) answers the same: the list the
  // button was on may be stale, and a uniform answer reveals nothing about the other member.
  memberRoute(app, 'unlike', async ({ viewer, query, now, transaction }) => {
    const from = viewer.member.id;
    if (query.member_id === from) return invalidInput('member_id');
    await retryOnConflict(() => transaction((tx) => runLikeCommand(tx, { type: 'WithdrawLike', data: { from, to: query.member_id, at: now } })));
    return ok({ ok: true as const });
  });

  // The viewer opened the profile of a member who liked them (spec §4): that like is no longer new.
  memberRoute(app, 'markLikeSeen', async ({ viewer, body, now, site, transaction }) => {
    const liked = viewer.member.id;
    const liker = body.member_id;
    if (liker === liked) return invalidInput('member_id');
    const { countries } = (await site()).settings;
    const seen = await retryOnConflict(() =>
      transaction(async (tx) => {
        if ((await findShownMember(tx, { viewerId: liked, memberId: liker, countries })) === undefined) return false;
        const decision = await runLikeCommand(tx, { type: 'MarkLikeSeen', data: { from: liker, to: liked, at: now } });
        return decision.kind === 'accepted';
      }),
    );
    return seen ? ok({ ok: true as const }) : notFound();
  });
};
