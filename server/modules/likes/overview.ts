import type { LikesOverview } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { Queryable } from '../../db/database';
import { memberColumns, summaryOf, type MemberRow } from '../members/member-row';

type ReceivedRow = MemberRow & { readonly is_new: boolean; readonly liked_at: Date };

/** Likes given (latest first) and received (new ones first, then latest first). */
export const likesOverviewOf = async (q: Queryable, memberId: number, settings: Settings, now: Date): Promise<LikesOverview> => {
  const given = await q.query<MemberRow>(
    `SELECT ${memberColumns('m')} FROM likes l JOIN members m ON m.id = l.to_id WHERE l.from_id = $1 ORDER BY l.liked_at DESC, m.id DESC`,
    [memberId],
  );
  const received = await q.query<ReceivedRow>(
    `SELECT ${memberColumns('m')}, l.is_new, l.liked_at FROM likes l JOIN members m ON m.id = l.from_id
      WHERE l.to_id = $1 ORDER BY l.is_new DESC, l.liked_at DESC, m.id DESC`,
    [memberId],
  );
  return {
    likes: given.map((row) => summaryOf(row, settings, now)),
    liked_by: received.map((row) => ({
      id: row.id,
      like_new: row.is_new,
      liked_at: row.liked_at.toISOString(),
      profile: summaryOf(row, settings, now),
    })),
  };
};
