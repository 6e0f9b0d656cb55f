import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { likesOverviewOf } from './overview';

export const registerLikeRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getLikes', async ({ viewer, deps, now, site }) =>
    ok(await likesOverviewOf(deps.db, deps.reads, viewer.member.id, (await site()).settings, now)),
  );
};
