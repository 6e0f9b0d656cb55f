import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page's scripts and styles are files of the build (linaria extracts the CSS; the inlined settings are
 * a `<script type="application/json">` data block, which a CSP does not treat as script), so neither
 * scripts nor styles need 'unsafe-inline' or a nonce.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Powerful features the product does not use are off; location (search near me) and payment only for our own pages. */
const permissionsPolicy = [
  'camera=()', 'microphone=()', 'geolocation=(self)', 'payment=(self)', 'usb=()', 'serial=()', 'midi=()',
  'magnetometer=()', 'gyroscope=()', 'accelerometer=()', 'display-capture=()',
].join(', ');

/** One year, subdomains included (every label is served over https in production). */
const hsts = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer (OWASP ASVS 5.0 V3.4): pages, API answers, errors and static files. */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain http (localhost, a test) HSTS means nothing, and a browser must not learn it from one.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    // request.protocol honours X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
  });
};
