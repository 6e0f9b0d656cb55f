import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/answer';
import { route } from '../../http/route';
import { settingsForVisitor } from '../../http/geoip';

export const registerSiteRoutes = (app: FastifyInstance): void => {
  // forced_domain first (the client passes its own host when rendered elsewhere), then the Host header.
  // `route` (spec §7: the page the settings are for) is accepted and decoded; no setting depends on it yet.
  route(app, 'getSettings', async ({ query, request, db, deps }) => {
    const candidates = query.forced_domain === undefined ? [request.hostname] : [query.forced_domain, request.hostname];
    return ok(settingsForVisitor((await deps.sites.find(db, candidates, deps.defaultDomain)).settings, request));
  });

  route(app, 'getCompanyInfo', async ({ site }) => ok((await site()).company));
};
