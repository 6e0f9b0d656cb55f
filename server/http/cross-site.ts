import type { FastifyRequest } from 'fastify';

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Whether a state-changing GET (logout, spec §7 keeps it a GET) came from another site: a link or image on
 * another page. Decided, in order, by
 * - Sec-Fetch-Site, which every current browser sends over https and to localhost: only 'same-origin' and
 *   'none' (typed, bookmarked) pass; 'same-site' is refused too, a sibling host is another label's page;
 * - else Origin, else Referer: a host other than the request's is cross-site ('null' is too);
 * - none of them: a non-browser client (curl, a test, the bench), which has no ambient cookie to abuse: passes.
 * Over plain http a page with no-referrer could still pass the last rule; production is https only.
 */
export const isCrossSite = (request: FastifyRequest): boolean => {
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const own = request.host.toLowerCase();
  const origin = header(request, 'origin');
  if (origin !== undefined) return hostOf(origin) !== own;
  const referer = header(request, 'referer');
  if (referer !== undefined) return hostOf(referer) !== own;
  return false;
};
