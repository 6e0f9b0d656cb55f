import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { mainImageOf } from '../members/member-row';
import { findAutoLikeMember } from './find';

/** GET /api/auto-like.php: a profile for the new-like match modal; 404 not_found when nobody fits. */
export const registerAutoLikeRoutes = (app: FastifyInstance): void => {
  memberRoute(app, 'autoLike', async ({ viewer, db, site }) => {
    const { settings } = await site();
    const row = await findAutoLikeMember(db, { viewerId: viewer.member.id, viewerGender: viewer.member.gender, countries: settings.countries });
    const image = row === undefined ? null : mainImageOf(row);
    if (row === undefined || image === null) return fail(404, { error: 'not_found' });
    // The path relative to settings.cdn_prefix, as main_image.filename holds it ('avatars/123.svg').
    return ok({ id: row.id, main_image: { match: image.filename } });
  });
};
