import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { likesOverviewOf } from './overview';

export const registerLikeRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getLikes', async ({ viewer, db, now, site }) => ok(await likesOverviewOf(db, viewer.member.id, (await site()).settings, now)));
};
