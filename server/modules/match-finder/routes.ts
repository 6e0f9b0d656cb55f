import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { suggestionsFor } from './read';

export const registerMatchFinderRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'getSuggestions', async ({ viewer, db, now, site }) =>
    ok({ suggestions: await suggestionsFor(db, viewer.member.id, (await site()).settings, now) }),
  );
};
