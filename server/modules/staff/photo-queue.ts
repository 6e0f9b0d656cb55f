import type { PhotoRejectionReason } from '../../../io/entities/photo';
import type { PendingPhoto, StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, ok, type Answer } from '../../http/answer';
import { runPhotoCommand } from '../photos/commands';
import { photoFile } from '../photos/variants';
import { retryOnConflict } from '../retry';
import { onStaffSitesSql, worksOnMember } from './read';

/** How many photos the queue shows at once: a moderator works from the oldest. */
export const photoQueuePage = 50;

interface PendingRow {
  readonly member_id: string;
  readonly name: string;
  readonly site: string;
  readonly id: string;
  readonly uploaded_at: Date;
}

// A staff member limited to some sites sees only theirs.
const onSites = `AND ${onStaffSitesSql('m.site')}`;

/** Pending photos of the staff member's sites, oldest first, with the full-size file to judge. */
export const pendingPhotos = async (q: Queryable, staff: StaffProfile): Promise<{ photos: PendingPhoto[]; total: number }> => {
  const [rows, total] = await Promise.all([
    q.query<PendingRow>(
      `SELECT p.member_id::text AS member_id, m.name, m.site, p.id, p.uploaded_at FROM photos p JOIN members m ON m.id = p.member_id
        WHERE p.status = 'pending' ${onSites} ORDER BY p.uploaded_at, p.position LIMIT ${String(photoQueuePage)}`,
      [staff.sites],
    ),
    pendingCount(q, staff),
  ]);
  return {
    photos: rows.map((row) => ({
      memberId: Number(row.member_id), memberName: row.name, site: row.site, photoId: row.id, uploadedAt: row.uploaded_at.toISOString(),
      url: `/media/${photoFile(Number(row.member_id), row.id, 'full')}`,
    })),
    total,
  };
};

export const pendingCount = async (q: Queryable, staff: StaffProfile): Promise<number> => {
  const [row] = await q.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM photos p JOIN members m ON m.id = p.member_id WHERE p.status = 'pending' ${onSites}`,
    [staff.sites],
  );
  return Number(row?.count ?? 0);
};

interface PhotoDecision {
  readonly staff: StaffProfile;
  readonly memberId: number;
  readonly photoId: string;
  readonly reason?: PhotoRejectionReason;
}

/** Approves or rejects a photo of a member on one of the staff member's sites (404 for any other member). */
export const decidePhoto = async (db: Database, decision: PhotoDecision, now: Date): Promise<Answer<{ ok: true }>> => {
  if (!(await worksOnMember(db, decision.staff, decision.memberId))) return fail(404, { error: 'not_found' });
  const ref = { memberId: decision.memberId, photoId: decision.photoId, at: now, staffId: decision.staff.id };
  const outcome = await retryOnConflict(() =>
    db.transaction((tx) =>
      runPhotoCommand(tx, decision.reason === undefined ? { type: 'ApprovePhoto', data: ref } : { type: 'RejectPhoto', data: { ...ref, reason: decision.reason } }),
    ),
  );
  // Another moderator was first, or the owner deleted it: a conflict, not a 404 (which the console reads as its session's end).
  return outcome.kind === 'accepted' ? ok({ ok: true as const }) : fail(409, { error: 'conflict' });
};
