import type { BlockedMember } from '../../../io/entities/block';
import type { Queryable } from '../../db/database';
import { checked } from '../members/member-row';
import { MainImage } from '../../../io/entities/user';

/**
 * Whether either member blocked the other. A block hides both ways: the blocked party cannot find, view
 * or contact the blocker (answered 404, as if the member did not exist), and the blocker no longer sees them.
 */
export const isBlockedEitherWay = async (q: Queryable, a: number, b: number): Promise<boolean> =>
  (
    await q.query<{ blocked: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)) AS blocked`,
      [a, b],
    )
  )[0]?.blocked === true;

/**
 * SQL condition: no block between the member `memberColumn` names and the member of parameter `viewerParam`,
 * in either direction (two probes on the two indexes of blocks).
 */
export const notBlockedSql = (memberColumn: string, viewerParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewerParam} AND b.blocked_id = ${memberColumn})
   AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${memberColumn} AND b.blocked_id = ${viewerParam})`;

/** Whether a member of the conversation other than `memberId` blocked them or was blocked by them. */
export const isConversationBlocked = async (q: Queryable, conversationId: number, memberId: number): Promise<boolean> =>
  (
    await q.query<{ blocked: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM conversation_members cm JOIN blocks b
         ON (b.blocker_id = $2 AND b.blocked_id = cm.member_id) OR (b.blocker_id = cm.member_id AND b.blocked_id = $2)
       WHERE cm.conversation_id = $1 AND cm.member_id <> $2) AS blocked`,
      [conversationId, memberId],
    )
  )[0]?.blocked === true;

interface BlockedRow {
  readonly id: number;
  readonly name: string;
  readonly main_image: unknown;
  readonly blocked_at: Date;
}

/** The members `blockerId` blocked, latest first, for the settings list. */
export const blockedMembersOf = async (q: Queryable, blockerId: number): Promise<BlockedMember[]> =>
  (
    await q.query<BlockedRow>(
      `SELECT m.id, m.name, m.main_image, b.blocked_at FROM blocks b JOIN members m ON m.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.blocked_at DESC, m.id DESC`,
      [blockerId],
    )
  ).map((row) => ({
    id: row.id,
    name: row.name,
    main_image: row.main_image === null ? null : checked(MainImage, row.main_image, 'main_image'),
    blocked_at: row.blocked_at.toISOString(),
  }));
