import type { FastifyInstance } from 'fastify';
import type { SearchQuery } from '../../../io/entities/search';
import { authenticationRequired, invalidInput, ok } from '../../http/answer';
import { route } from '../../http/route';
import { settingsForVisitor } from '../../http/geoip';
import { searchAnswer } from './search-answer';
import { teasersFor } from './teasers';
import { maximumAge, minimumAge } from './search';

const outOfRange = (value: number | undefined, min: number, max: number): boolean => value !== undefined && (value < min || value > max);

/** The query field a search cannot run with, if any (the codec checks types; these are the ranges). */
const invalidField = (query: SearchQuery): string | undefined => {
  if (outOfRange(query.min_age, minimumAge, maximumAge)) return 'min_age';
  if (outOfRange(query.max_age, minimumAge, maximumAge)) return 'max_age';
  if (outOfRange(query.page, 1, 10_000)) return 'page';
  return undefined;
};

/**
 * Search is not a bulk export: 120 pages a minute per session (far above browsing speed), and 360 per
 * address, for visitors (who have no session) and for many sessions behind one address.
 */
const searchLimits = [
  { max: 120, timeWindowMs: 60_000, per: 'session' },
  { max: 360, timeWindowMs: 60_000, per: 'address' },
] as const;

export const registerMemberRoutes = (app: FastifyInstance): void => {
  route(app, 'searchMembers', async (ctx) => {
    const { query, db, now, site } = ctx;
    const [{ settings }, viewer] = await Promise.all([site(), ctx.viewer()]);
    // Spec §6: a visitor may search only where the site allows logged-out search.
    if (viewer === null && !settings.logged_out_search) return authenticationRequired();
    const field = invalidField(query);
    if (field !== undefined) return invalidInput(field);
    return ok(await searchAnswer(db, { query, settings, viewerId: viewer?.member.id ?? null, now }));
  }, { rateLimit: searchLimits });

  // The landing's and the landers' members: visitor rules whatever logged_out_search says (fictional profiles
  // are the site's own; real members only where the site allows it), one page, rate-limited as search.
  route(app, 'getTeasers', async ({ db, now, site, request }) => {
    const settings = settingsForVisitor((await site()).settings, request);
    return ok(await teasersFor(db, settings, now));
  }, { rateLimit: searchLimits });
};
