import type { LikesOverview } from '../../../io/entities/chat';
import type { Settings } from '../../../io/entities/settings';
import type { LikeFact, ReadCaches } from '../../cache/read-caches';
import type { Database } from '../../db/database';
import { cachedMembers, keepMembers } from '../members/cached';
import { memberColumns, summaryOf, type MemberRow } from '../members/member-row';
import { notBlockedSql } from '../blocks/read';
import { isGone, notGoneSql } from '../members/gone';

type LikeRow = MemberRow & { readonly direction: 'given' | 'received'; readonly is_new: boolean; readonly liked_at: Date };

const latestFirst = (a: LikeFact, b: LikeFact): number => b.likedAt.localeCompare(a.likedAt) || b.otherId - a.otherId;
const newFirst = (a: LikeFact, b: LikeFact): number => Number(b.isNew) - Number(a.isNew) || latestFirst(a, b);

/**
 * Likes given (latest first) then received (new ones first, then latest first), with the other member's
 * row read along. One round trip for both lists (a UNION ALL), sorted here: a member's own likes are few.
 * A member who left is in neither list; one in invisible mode is not shown as a liker (issue 10).
 */
const loadLikes = async (db: Database, caches: ReadCaches, memberId: number): Promise<ReadonlyArray<LikeFact>> => {
  const begun = caches.group.begin();
  const rows = await db.query<LikeRow>(
    `SELECT 'given' AS direction, ${memberColumns('m')}, l.is_new, l.liked_at FROM likes l JOIN members m ON m.id = l.to_id WHERE l.from_id = $1 AND ${notBlockedSql('m.id', '$1')} AND ${notGoneSql('m')}
     UNION ALL
     SELECT 'received' AS direction, ${memberColumns('m')}, l.is_new, l.liked_at FROM likes l JOIN members m ON m.id = l.from_id WHERE l.to_id = $1 AND ${notBlockedSql('m.id', '$1')} AND ${notGoneSql('m')} AND NOT m.invisible`,
    [memberId],
  );
  const facts = rows.map((row) => ({ direction: row.direction, otherId: row.id, isNew: row.is_new, likedAt: row.liked_at.toISOString() }));
  const sorted = [...facts.filter((f) => f.direction === 'given').sort(latestFirst), ...facts.filter((f) => f.direction === 'received').sort(newFirst)];
  caches.likes.set(String(memberId), sorted, [memberId], begun);
  keepMembers(caches, rows, begun);
  return sorted;
};

/** Likes given and received, from the caches when they hold them; ages are computed for `now`. */
export const likesOverviewOf = async (db: Database, caches: ReadCaches, memberId: number, settings: Settings, now: Date): Promise<LikesOverview> => {
  const facts = caches.likes.get(String(memberId)) ?? (await loadLikes(db, caches, memberId));
  const others = await cachedMembers(db, caches, facts.map((fact) => fact.otherId));
  // The facts may be older than the other member's leaving or invisibility (their own change touches only them): their row decides.
  const withProfile = facts.flatMap((fact) => {
    const other = others.get(fact.otherId);
    if (other === undefined || isGone(other) || (fact.direction === 'received' && other.invisible)) return [];
    return [{ fact, profile: summaryOf(other, settings, now) }];
  });
  return {
    likes: withProfile.filter(({ fact }) => fact.direction === 'given').map(({ profile }) => profile),
    liked_by: withProfile
      .filter(({ fact }) => fact.direction === 'received')
      .map(({ fact, profile }) => ({ id: fact.otherId, like_new: fact.isNew, liked_at: fact.likedAt, profile })),
  };
};
