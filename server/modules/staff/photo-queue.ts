import type { PendingPhoto, StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { photoFile } from '../photos/variants';

/** How many photos the queue shows at once: a moderator works from the oldest. */
export const photoQueuePage = 50;

interface PendingRow {
  readonly member_id: string;
  readonly name: string;
  readonly site: string;
  readonly id: string;
  readonly uploaded_at: Date;
}

// A staff member limited to some sites sees only theirs: $1 is null for every site.
const onSites = 'AND ($1::text[] IS NULL OR m.site = ANY($1::text[]))';

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
