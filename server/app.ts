import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { systemClock, type Clock } from './clock';
import { connectReadCaches, createReadCaches } from './cache/read-caches';
import type { Database } from './db/database';
import { defaultClientDir, loadClientBuild, registerClientFiles } from './http/client';
import { registerEntryWarningForm } from './http/entry-warning';
import { registerLoginForm } from './modules/login/form';
import { registerStaffRoutes, type StaffRouteOptions } from './modules/staff/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerStaffSupportRoutes } from './modules/staff/support-routes';
import { registerDeskRoutes } from './modules/desk/routes';
import { defaultServerDir, loadPageRenderer, servePage } from './http/pages';
import type { ServerDeps } from './http/deps';
import { clientErrorHandler, frameworkErrors, notFound, registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { createSiteCache } from './http/site-cache';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerAutoLikeRoutes } from './modules/auto-like/routes';
import { registerBlockRoutes } from './modules/blocks/routes';
import { registerChatPhotoRoute } from './modules/conversations/photo-route';
import { registerConversationRoutes } from './modules/conversations/routes';
import { createLiveHub } from './modules/live/hub';
import { registerLiveRoutes } from './modules/live/routes';
import { registerDiscountRoutes } from './modules/discounts/routes';
import { registerGeocodeRoutes } from './modules/geocode/routes';
import { registerLikeRoutes } from './modules/likes/routes';
import { followPageLink, pageLinkTokenOf } from './modules/mail/page-links';
import { registerMail, type MailOptions } from './modules/mail/register';
import { isPageLinkShaped } from './modules/mail/signing';
import { registerPush, type PushOptions } from './modules/push/register';
import { loadVapidKeys } from './modules/push/vapid';
import { registerLoginRoutes, type LoginRouteOptions } from './modules/login/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { registerMemberRoutes } from './modules/members/routes';
import { registerProfileRoutes } from './modules/profiles/routes';
import { approvesAutomatically } from './modules/photos/moderation';
import { createPhotoFiles } from './modules/photos/photo-files';
import { registerPhotoRoutes } from './modules/photos/routes';
import { registerReferenceRoutes } from './modules/reference/routes';
import { registerReportRoutes } from './modules/reports/routes';
import { registerSignupRoutes, type SignupRouteOptions } from './modules/signup/routes';
import { registerSiteRoutes } from './modules/sites/routes';
import { registerSwipeRoutes } from './modules/swipe/routes';
import { registerComplaintRoutes } from './modules/complaints/routes';
import { registerErasure } from './modules/leaving/erasure-job';
import { registerExportRoute } from './modules/leaving/export-route';
import { registerMatchFinderRoutes } from './modules/match-finder/routes';
import { registerDirectDebitRoutes } from './modules/direct-debit/routes';
import type { PaymentProvider, PaymentStarter } from './modules/payments/provider';
import { registerPayments, type PaymentOptions } from './modules/payments/register';
import { registerSms, type SmsOptions } from './modules/sms/register';
import { createLocalFileStorage, defaultPhotoDir } from './storage/local-files';
import type { FileStorage } from './storage/storage';

export interface AppOptions {
  readonly db: Database;
  readonly clock?: Clock;
  /** The site for unknown hosts (default 'localhost'). */
  readonly defaultDomain?: string;
  /** The vite build to serve (default ./dist/client); null or missing: a stand-in page. */
  readonly clientDir?: string | null;
  /** The server-rendering build (default ./dist/server with the default client); null: pages render in the browser. */
  readonly serverDir?: string | null;
  readonly loginRateLimit?: LoginRouteOptions['rateLimit'];
  readonly signupRateLimit?: SignupRouteOptions['rateLimit'];
  readonly staffLoginRateLimit?: StaffRouteOptions['loginRateLimit'];
  readonly logger?: boolean;
  /** Behind a proxy or load balancer: whose X-Forwarded-* to believe (client IP, protocol, host). */
  readonly trustProxy?: TrustProxy;
  /** Where photo files are kept (default: local files under ./data/photos). */
  readonly photoStorage?: FileStorage;
  /** Whether a site approves a checked photo at once (default: server/modules/photos/moderation.ts). */
  readonly approvesPhotosAutomatically?: () => boolean;
  /** E-mail: SMTP or .eml files (default ./data/mail), and the demo mailbox /dev/mail. */
  readonly mail?: MailOptions;
  /** Text messages: files under ./data/sms listed at /dev/sms (default), or another sender. */
  readonly sms?: SmsOptions;
  /** The payment provider (server/main.ts: Mollie when MOLLIE_API_KEY is set); default the embedded test provider. */
  readonly paymentProvider?: PaymentProvider;
  /** The test provider's webhook sender and the reconciliation's cadence (tests). */
  readonly payments?: Omit<PaymentOptions, 'provider'>;
  /** What begins a confirmed direct-debit mandate's payment; default the payments module's own (tests pass a double). */
  readonly beginDirectDebitPayment?: PaymentStarter;
  /** How a direct-debit SMS code is hashed (default argon2id, direct-debit/code.ts; tests watch it). */
  readonly hashSmsCode?: (code: string) => Promise<string>;
  /** Web push: how pushes are sent and which endpoints are accepted (tests: a push service on loopback). */
  readonly push?: PushOptions;
  /** The statechart visualiser and the app's live inspection (default on; server/main.ts: off in production). */
  readonly statecharts?: boolean;
}


/** Request bodies are small JSON documents; anything bigger is refused with 413 before parsing. */
const bodyLimit = 64 * 1024;

const isPageRequest = (request: FastifyRequest): boolean => {
  const path = request.url.split('?')[0] ?? '';
  // A missing asset is a 404, not the app; a mail's page link (/nl.terms.<mac>) only looks like a file.
  const isFile = path !== '/index.html' && /\.[A-Za-z0-9]+$/.test(path) && !isPageLinkShaped(path.slice(1));
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/media/') && !isFile;
};

/** The HTTP server, ready for `inject` (tests) or `listen` (server/main.ts). */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors,
    clientErrorHandler,
    // Event streams (GET /api/stream.php) stay open for as long as a tab does: closing drops every connection.
    forceCloseConnections: true,
  });
  const clock = options.clock ?? systemClock;
  // Before the site cache: every site's settings carry the public key (settings.push_public_key).
  const vapid = await loadVapidKeys(options.db, clock.now());
  const sites = createSiteCache(clock, (site) => ({ ...site, settings: { ...site.settings, push_public_key: vapid.publicKey } }));
  const deps: ServerDeps = { db: options.db, clock, defaultDomain: options.defaultDomain ?? 'localhost', sites, reads: createReadCaches() };
  app.decorate('deps', deps);
  const caches = connectReadCaches(deps.db, deps.reads, deps.sites);
  app.addHook('onClose', async () => caches.disconnect());
  if ((await caches.started) === 'late') app.log.warn('change feed (LISTEN) not up yet: serving without the read caches until it is');
  // JSON only: a text/plain body is a 415, not a string handed to a codec.
  app.removeContentTypeParser('text/plain');
  const client = loadClientBuild(options.clientDir === undefined ? defaultClientDir : options.clientDir);
  await registerSecurityHeaders(app, client);
  // Dynamic answers (JSON, HTML) above 1 kB, brotli first. Quality 4 rather than brotli's default 11: per
  // request, the CPU that 11 costs is worth more than its few per cent of bytes.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  // Only /api/photos.php and /api/chat-photo.php read a multipart body (their own limits there); elsewhere it decodes as no body.
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, { global: false });
  registerErrorHandler(app);

  registerSiteRoutes(app);
  const loginRateLimit = options.loginRateLimit ?? { max: 30, timeWindowMs: 60_000 };
  registerLoginRoutes(app, { rateLimit: loginRateLimit });
  await registerLoginForm(app, { rateLimit: loginRateLimit });
  registerAccountRoutes(app);
  registerSignupRoutes(app, { rateLimit: options.signupRateLimit ?? { max: 30, timeWindowMs: 60_000 } });
  registerConversationRoutes(app);
  const live = createLiveHub(deps.db);
  // Before the server stops accepting: open streams would otherwise keep app.close() waiting.
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.disconnect());
  registerLiveRoutes(app, live);
  registerLikeRoutes(app);
  registerSwipeRoutes(app);
  registerMatchFinderRoutes(app);
  registerAutoLikeRoutes(app);
  registerMemberRoutes(app);
  const photoFiles = createPhotoFiles(options.photoStorage ?? createLocalFileStorage(defaultPhotoDir));
  registerProfileRoutes(app, photoFiles);
  registerReferenceRoutes(app);
  registerGeocodeRoutes(app);
  registerPhotoRoutes(app, { files: photoFiles, approvesAutomatically: options.approvesPhotosAutomatically ?? approvesAutomatically });
  registerChatPhotoRoute(app, photoFiles);
  registerMediaRoutes(app, photoFiles);
  registerErasure(app, photoFiles);
  registerDiscountRoutes(app);
  registerBlockRoutes(app);
  registerReportRoutes(app);
  registerComplaintRoutes(app);
  await registerEntryWarningForm(app);
  registerStaffRoutes(app, { loginRateLimit: options.staffLoginRateLimit ?? { max: 30, timeWindowMs: 60_000 } });
  registerDeskRoutes(app);
  registerDashboardRoutes(app);
  registerExportRoute(app);
  const mail = await registerMail(app, options.mail);
  registerPush(app, vapid, options.push);
  // The direct-debit module checks its form and begins its payments with what the payments module answers.
  const payments = await registerPayments(app, { ...options.payments, provider: options.paymentProvider });
  registerStaffSupportRoutes(app, { refund: payments.refund });
  registerDirectDebitRoutes(app, {
    beginPayment: options.beginDirectDebitPayment ?? payments.beginPayment, checkOrder: payments.checkOrder, sms: registerSms(app, options.sms),
    ...(options.hashSmsCode === undefined ? {} : { hashCode: options.hashSmsCode }),
  });

  await registerClientFiles(app, client);
  // The server renderer comes with the client build: by default only when the default client is served.
  const renderer = await loadPageRenderer(options.serverDir ?? (options.clientDir === undefined ? defaultServerDir : null));
  // Unknown /api calls are JSON 404s; every other page GET is a page (server/http/pages.ts).
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) {
      notFound(reply);
      return reply;
    }
    // A mail's signed link to a legal page; one that does not verify is rendered as the unknown page it is.
    const token = pageLinkTokenOf(request.url);
    if (token !== null && followPageLink(await mail.signingKey(), token, request, reply)) return reply;
    await servePage({ deps, client, renderer, photoFiles, statecharts: options.statecharts ?? true }, request, reply);
    return reply;
  });
  return app;
};
