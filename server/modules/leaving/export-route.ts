import type { FastifyInstance } from 'fastify';
import { exportFileName, type MemberDataExport } from '../../../io/entities/support';
import { ApiError } from '../../../io/errors';
import type { Database } from '../../db/database';
import { authenticationRequired } from '../../http/answer';
import { encodeAnswer } from '../../http/encode';
import { findViewerCached } from '../../http/session';
import type { Site } from '../../http/site';
import { exportOf } from './export-sections';

/**
 * The export of one member on `site` (the member's own download, and support's in the staff console): read in one
 * repeatable-read transaction, so every part comes from one snapshot and the parts agree with each other.
 */
export const memberExportFile = async (db: Database, memberId: number, site: Site, now: Date): Promise<MemberDataExport> => {
  const parts = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return exportOf(tx, { memberId, cdnPrefix: site.settings.cdn_prefix });
  });
  return { member_id: memberId, site: site.domain, exported_at: now.toISOString(), ...parts };
};

/**
 * GET /api/export.php: everything the product holds about the logged-in member (GDPR art. 15 access, art. 20
 * portability) as one JSON file to download. Not a contract endpoint: its answer is a file, not an API value.
 */
export const registerExportRoute = (app: FastifyInstance): void => {
  app.get('/api/export.php', async (request, reply) => {
    const { deps } = app;
    const now = deps.clock.now();
    const viewer = await findViewerCached(deps.db, deps.reads, request, now);
    if (viewer === null) {
      const refused = encodeAnswer(ApiError, authenticationRequired());
      return reply.code(refused.status).header('Cache-Control', 'no-store').send(refused.body);
    }
    const memberId = viewer.member.id;
    const site = await deps.sites.find(deps.db, [request.hostname], deps.defaultDomain);
    const file = await memberExportFile(deps.db, memberId, site, now);
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${exportFileName(memberId)}"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(file, null, 2));
  });
};
