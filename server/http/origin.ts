import type { FastifyRequest } from 'fastify';
import type { Site } from './site';

/** This server's origin as the client addressed it (behind a trusted proxy, its X-Forwarded-Proto and -Host): links in mails, redirect and webhook URLs. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

// This machine by name: a demo or a test reached on http://127.0.0.1:<port> or http://localhost:3000.
const loopback = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Where the links of a mail point. The Host header is the client's to write, and the site lookup falls back to
 * the default site for a host it does not know: a password reset asked with `Host: evil.example` must not mail
 * the victim a token on evil.example. So the address the client used counts only when it names the site itself
 * or this machine; otherwise the links go to the site's own https address.
 */
export const mailOriginOf = (request: FastifyRequest, site: Pick<Site, 'domain'>): string => {
  const hostname = request.hostname.toLowerCase();
  return hostname === site.domain.toLowerCase() || loopback.has(hostname) ? originOf(request) : `https://${site.domain}`;
};
