import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The CSP sources ('sha256-…') of the only inline styles and scripts a page may carry. */
interface InlineHashes {
  readonly styleHashes: ReadonlyArray<string>;
  readonly scriptHashes: ReadonlyArray<string>;
}

/**
 * The page's scripts are files of the build and one inline bootstrap allowed by its hash (the inlined
 * settings are `<script type="application/json">` data blocks, which a CSP does not treat as script). Its one stylesheet (linaria extracts the CSS) is
 * inlined into the page (server/http/client.ts) and allowed by its hash: no 'unsafe-inline', no nonce.
 */
const contentSecurityPolicy = ({ styleHashes, scriptHashes }: InlineHashes) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...scriptHashes],
  'style-src': ["'self'", ...styleHashes],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
});

/** Powerful features the product does not use are off; location (search near me) and payment only for our own pages. */
const permissionsPolicy = [
  'camera=()', 'microphone=()', 'geolocation=(self)', 'payment=(self)', 'usb=()', 'serial=()', 'midi=()',
  'magnetometer=()', 'gyroscope=()', 'accelerometer=()', 'display-capture=()',
].join(', ');

/** One year, subdomains included (every label is served over https in production). */
const hsts = 'max-age=31536000; includeSubDomains';

const helmetOptions = (hashes: InlineHashes): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(hashes) },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Over plain http (localhost, a test) HSTS means nothing, and a browser must not learn it from one.
  strictTransportSecurity: false,
});

const headersOfOneAnswer = async (setUp: (probe: FastifyInstance) => Promise<void>): Promise<Record<string, string>> => {
  const probe = Fastify({ logger: false });
  await setUp(probe);
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(Object.entries(answer.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
};

/**
 * The headers helmet sets with these options, asked of helmet once: they are the same on every answer, and
 * helmet rebuilding them per request cost about 8 % of an API call's time (bench/api.ts). They are what a
 * probe answer with helmet has and one without it lacks.
 */
const helmetHeaders = async (hashes: InlineHashes): Promise<Readonly<Record<string, string>>> => {
  const bare = await headersOfOneAnswer(async () => undefined);
  const withHelmet = await headersOfOneAnswer(async (probe) => {
    await probe.register(fastifyHelmet, helmetOptions(hashes));
  });
  return Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in bare)));
};

/**
 * Security headers on every answer (OWASP ASVS 5.0 V3.4): pages, API answers, errors and static files.
 * `hashes`: the CSP sources of the client build's inline styles and scripts.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, hashes: InlineHashes): Promise<void> => {
  const headers = { ...(await helmetHeaders(hashes)), 'permissions-policy': permissionsPolicy };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // request.protocol honours X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
  });
};
