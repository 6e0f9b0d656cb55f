import type { LikesOverview } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { Queryable } from '../../db/database';
import { memberColumns, summaryOf, type MemberRow } from '../members/member-row';
import { notBlockedSql } from '../blocks/read';

type LikeRow = MemberRow & { readonly direction: 'given' | 'received'; readonly is_new: boolean; readonly liked_at: Date };

const latestFirst = (a: LikeRow, b: LikeRow): number => b.liked_at.getTime() - a.liked_at.getTime() || b.id - a.id;
const newFirst = (a: LikeRow, b: LikeRow): number => Number(b.is_new) - Number(a.is_new) || latestFirst(a, b);

/**
 * Likes given (latest first) and received (new ones first, then latest first). One round trip for both
 * lists (a UNION ALL), sorted here: the lists are a member's own likes, small enough to sort in memory.
 */
export const likesOverviewOf = async (q: Queryable, memberId: number, settings: Settings, now: Date): Promise<LikesOverview> => {
  const rows = await q.query<LikeRow>(
    `SELECT 'given' AS direction, ${memberColumns('m')}, l.is_new, l.liked_at FROM likes l JOIN members m ON m.id = l.to_id WHERE l.from_id = $1 AND ${notBlockedSql('m.id', '$1')}
     UNION ALL
     SELECT 'received' AS direction, ${memberColumns('m')}, l.is_new, l.liked_at FROM likes l JOIN members m ON m.id = l.from_id WHERE l.to_id = $1 AND ${notBlockedSql('m.id', '$1')}`,
    [memberId],
  );
  const given = rows.filter((row) => row.direction === 'given').sort(latestFirst);
  const received = rows.filter((row) => row.direction === 'received').sort(newFirst);
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
