import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entryWarningFormPath, siteEntryWarningCookieDays, siteEntryWarningCookieName, UnixSecondsFromString } from '../../io/entities/flags';
import { isCrossSite } from './cross-site';
import { acceptFormBodies } from './form-body';
import { isSecure } from './session';

/**
 * The page the visitor confirmed on, from the Referer (sent in full to its own origin by our referrer policy):
 * its path and query only, so the answer never sends anyone to another host. Without it, the home page.
 */
const pageOf = (request: FastifyRequest): string => {
  const referer = request.headers.referer;
  if (referer === undefined) return '/';
  try {
    const url = new URL(referer);
    return url.host.toLowerCase() === request.host.toLowerCase() ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
};

/**
 * The site-entry warning's confirm without script (spec §2): the server-rendered modal is a form posting
 * here, so a tap before the page has hydrated is not lost. The cookie is the one the browser code writes;
 * a post from another site sets nothing (it would hide another visitor's warning).
 */
export const registerEntryWarningForm = async (app: FastifyInstance): Promise<void> => {
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post(entryWarningFormPath, async (request, reply) => {
      if (!isCrossSite(request)) {
        const seconds = UnixSecondsFromString.encode(Math.floor(app.deps.clock.now().getTime() / 1000));
        reply.setCookie(siteEntryWarningCookieName, seconds, {
          path: '/',
          sameSite: 'lax',
          secure: isSecure(request),
          maxAge: siteEntryWarningCookieDays * 86_400,
        });
      }
      return reply.redirect(pageOf(request), 303);
    });
  });
};
