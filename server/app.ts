import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { settingsForVisitor } from './http/geoip';
import { systemClock, type Clock } from './clock';
import type { Database } from './db/database';
import { defaultClientDir, loadClientBuild, registerClientFiles, renderIndex, sendIndex } from './http/client';
import type { ServerDeps } from './http/deps';
import { notFound, registerErrorHandler } from './http/errors';
import { findSite } from './http/site';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerAutoLikeRoutes } from './modules/auto-like/routes';
import { registerConversationRoutes } from './modules/conversations/routes';
import { registerDiscountRoutes } from './modules/discounts/routes';
import { registerLikeRoutes } from './modules/likes/routes';
import { registerLoginRoutes, type LoginRouteOptions } from './modules/login/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerMemberRoutes } from './modules/members/routes';
import { registerReferenceRoutes } from './modules/reference/routes';
import { registerSiteRoutes } from './modules/sites/routes';

export interface AppOptions {
  readonly db: Database;
  readonly clock?: Clock;
  /** The site for unknown hosts (default 'localhost'). */
  readonly defaultDomain?: string;
  /** The vite build to serve (default ./dist/client); null or missing: a stand-in page. */
  readonly clientDir?: string | null;
  readonly loginRateLimit?: LoginRouteOptions['rateLimit'];
  readonly logger?: boolean;
  /** Behind a proxy or load balancer: take the client IP, protocol and host from X-Forwarded-*. */
  readonly trustProxy?: boolean;
}

/** Request bodies are small JSON documents; anything bigger is refused with 413 before parsing. */
const bodyLimit = 64 * 1024;

const isPageRequest = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0] ?? '';
  const isFile = path !== '/index.html' && /\.[A-Za-z0-9]+$/.test(path); // a missing asset is a 404, not the app
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/media/') && !isFile;
};

/** The HTTP server, ready for `inject` (tests) or `listen` (server/main.ts). */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit, trustProxy: options.trustProxy ?? false });
  const deps: ServerDeps = { db: options.db, clock: options.clock ?? systemClock, defaultDomain: options.defaultDomain ?? 'localhost' };
  app.decorate('deps', deps);
  // JSON only: a text/plain body is a 415, not a string handed to a codec.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  registerErrorHandler(app);

  registerSiteRoutes(app);
  registerLoginRoutes(app, { rateLimit: options.loginRateLimit ?? { max: 30, timeWindowMs: 60_000 } });
  registerAccountRoutes(app);
  registerConversationRoutes(app);
  registerLikeRoutes(app);
  registerAutoLikeRoutes(app);
  registerMemberRoutes(app);
  registerReferenceRoutes(app);
  registerMediaRoutes(app);
  registerDiscountRoutes(app);

  const client = loadClientBuild(options.clientDir === undefined ? defaultClientDir : options.clientDir);
  await registerClientFiles(app, client);
  // Unknown /api calls are JSON 404s; every other page GET is the single-page app with its settings inlined.
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      notFound(reply);
      return reply;
    }
    const site = await findSite(deps.db, [request.hostname], deps.defaultDomain);
    sendIndex(reply, renderIndex(client.template, settingsForVisitor(site.settings, request)));
    return reply;
  });
  return app;
};
