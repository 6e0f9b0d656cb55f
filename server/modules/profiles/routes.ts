import type { FastifyInstance } from 'fastify';
import { authenticationRequired, fail, invalidInput, ok } from '../../http/answer';
import { memberRoute, route } from '../../http/route';
import { runAccountCommand } from '../accounts/commands';
import { flaggedWordsOf } from '../texts/site-words';
import { findProfile, isHiddenFrom } from '../members/find';
import { findViewableProfile } from './read';
import type { PhotoFiles } from '../photos/photo-files';
import { memberTeaserFor } from './teaser';
import { memberProfileOf, myProfileOf } from './views';

/** Profiles can be read one id after another: as for search, a limit well above browsing speed. */
const profileLimits = [
  { max: 120, timeWindowMs: 60_000, per: 'session' },
  { max: 360, timeWindowMs: 60_000, per: 'address' },
] as const;

const notFound = () => fail(404, { error: 'not_found' });

export const registerProfileRoutes = (app: FastifyInstance, files: PhotoFiles): void => {
  route(app, 'getMember', async (ctx) => {
    const { query, db, now, site } = ctx;
    const [{ settings }, viewer] = await Promise.all([site(), ctx.viewer()]);
    // Spec §6: a visitor sees profiles only where the site allows logged-out search (as GET /api/members.php).
    if (viewer === null && !settings.logged_out_search) return authenticationRequired();
    const viewerId = viewer?.member.id ?? null;
    const row = await findViewableProfile(db, { id: query.id, countries: settings.countries, viewerId });
    if (row === undefined) return notFound();
    if (viewerId !== null && (await isHiddenFrom(db, viewerId, row.id))) return notFound();
    return ok(memberProfileOf(row, settings, now));
  }, { rateLimit: profileLimits });

  // A member landing's member (issue 11): visitor rules whatever logged_out_search says, read as a profile is.
  route(app, 'getMemberTeaser', async ({ query, db, now, site }) => {
    const teaser = await memberTeaserFor(db, files, query.id, (await site()).settings, now);
    return teaser === undefined ? notFound() : ok(teaser);
  }, { rateLimit: profileLimits });

  memberRoute(app, 'getProfile', async ({ viewer, db, now }) => {
    const row = await findProfile(db, viewer.member.id);
    return row === undefined ? notFound() : ok(myProfileOf(row, now));
  });

  memberRoute(app, 'editProfile', async ({ viewer, body, now, site, transaction }) => {
    const { settings, domain } = await site();
    const id = viewer.member.id;
    const outcome = await transaction(async (tx) => {
      // A new about text the rules flag waits for a moderator (issue 14); the member sees it saved as written.
      const flaggedWords = await flaggedWordsOf(tx, domain);
      const decision = await runAccountCommand(tx, id, { type: 'EditProfile', data: { changes: body, siteCountries: settings.countries, flaggedWords, at: now } });
      return decision.kind === 'rejected' ? { rejected: decision.reason } : { row: await findProfile(tx, id) };
    });
    if ('rejected' in outcome) return typeof outcome.rejected === 'object' ? invalidInput(outcome.rejected.field) : notFound();
    return outcome.row === undefined ? notFound() : ok(myProfileOf(outcome.row, now));
  });
};
