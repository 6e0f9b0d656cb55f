import type { DeskClaim, DeskLine, DeskProfile, DeskQueue, DeskWaiting } from '../../../io/entities/desk';
import { Locale } from '../../../io/entities/locale';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Queryable } from '../../db/database';
import { notGoneSql } from '../members/gone';
import { ageOn, checked } from '../members/member-row';
import { onStaffSitesSql } from '../staff/read';

/** How many waiting conversations the desk lists at once, the longest waiting first. */
export const deskQueuePage = 50;
/** How much of a conversation the desk reads before answering. */
export const deskLines = 50;

/**
 * The conversations of an operated (fictional) profile with a real member, on the staff member's sites ($1),
 * whose newest message is the member's: waiting for the profile's answer. Conversations between two real
 * members, or two operated profiles, are never among them.
 */
const waitingSql = `
  WITH pairs AS (
    SELECT fc.conversation_id, f.id AS profile_id, r.id AS member_id, f.site
      FROM members f
      JOIN conversation_members fc ON fc.member_id = f.id
      JOIN conversation_members rc ON rc.conversation_id = fc.conversation_id AND rc.member_id <> f.id
      JOIN members r ON r.id = rc.member_id AND NOT r.fictional AND ${notGoneSql('r')}
     WHERE f.fictional AND ${onStaffSitesSql('f.site')}
  ), unanswered AS (
    SELECT p.conversation_id, p.profile_id, p.member_id, p.site, min(m.sent_at) AS waiting_since, count(*)::int AS unanswered
      FROM pairs p
      JOIN messages m ON m.conversation_id = p.conversation_id AND m.sender_id = p.member_id
     WHERE m.id > coalesce((SELECT max(a.id) FROM messages a WHERE a.conversation_id = p.conversation_id AND a.sender_id = p.profile_id), 0)
     GROUP BY p.conversation_id, p.profile_id, p.member_id, p.site
  )`;

const profileColumns = (alias: string, prefix: string): string =>
  `${alias}.name AS ${prefix}_name, ${alias}.gender AS ${prefix}_gender, to_char(${alias}.birth_date, 'YYYY-MM-DD') AS ${prefix}_birth,
   ${alias}.city AS ${prefix}_city, ${alias}.country AS ${prefix}_country, coalesce(${alias}.about, '') AS ${prefix}_about`;

type ProfileField = 'name' | 'gender' | 'birth' | 'city' | 'country' | 'about';

interface WaitingRow extends Record<`${'p' | 'm'}_${ProfileField}`, string> {
  readonly conversation_id: string;
  readonly profile_id: string;
  readonly member_id: string;
  readonly site: string;
  readonly waiting_since: Date;
  readonly unanswered: number;
  readonly m_language: string;
  readonly claim_staff_id: string | null;
  readonly claim_staff_name: string | null;
  readonly claim_until: Date | null;
  readonly total: string;
}

const profileOf = (row: WaitingRow, prefix: 'p' | 'm', id: number, now: Date): DeskProfile => {
  const column = (name: ProfileField): string => row[`${prefix}_${name}`];
  return { id, name: column('name'), age: ageOn(column('birth'), now), gender: column('gender'), city: column('city'), country: column('country'), about: column('about') };
};

const claimOf = (row: WaitingRow, staffId: number, now: Date): DeskClaim | null =>
  row.claim_until === null || row.claim_until.getTime() <= now.getTime()
    ? null
    : { staffName: row.claim_staff_name ?? '', mine: Number(row.claim_staff_id) === staffId, until: row.claim_until.toISOString() };

const waitingOf = (row: WaitingRow, staffId: number, now: Date): DeskWaiting => ({
  conversationId: Number(row.conversation_id),
  site: row.site,
  waitingSince: row.waiting_since.toISOString(),
  unanswered: row.unanswered,
  profile: profileOf(row, 'p', Number(row.profile_id), now),
  member: { ...profileOf(row, 'm', Number(row.member_id), now), language: checked(Locale, row.m_language, 'language') },
  claim: claimOf(row, staffId, now),
});

const selectWaiting = `
  SELECT u.conversation_id::text AS conversation_id, u.profile_id::text AS profile_id, u.member_id::text AS member_id, u.site,
         u.waiting_since, u.unanswered, ${profileColumns('p', 'p')}, ${profileColumns('m', 'm')}, m.language AS m_language,
         c.staff_id::text AS claim_staff_id, s.name AS claim_staff_name, c.until AS claim_until, count(*) OVER ()::text AS total
    FROM unanswered u
    JOIN members p ON p.id = u.profile_id
    JOIN members m ON m.id = u.member_id
    LEFT JOIN desk_claims c ON c.conversation_id = u.conversation_id
    LEFT JOIN staff s ON s.id = c.staff_id`;

/** The desk's queue (issue 14): the longest waiting first, each with who holds it now. */
export const deskQueue = async (q: Queryable, staff: StaffProfile, now: Date): Promise<DeskQueue> => {
  const rows = await q.query<WaitingRow>(`${waitingSql} ${selectWaiting} ORDER BY u.waiting_since, u.conversation_id LIMIT ${String(deskQueuePage)}`, [staff.sites]);
  return { waiting: rows.map((row) => waitingOf(row, staff.id, now)), total: Number(rows[0]?.total ?? 0) };
};

/** One waiting conversation of the staff member's sites; undefined when it is none (answered, or no desk conversation at all). */
export const findWaiting = async (q: Queryable, staff: StaffProfile, conversationId: number, now: Date): Promise<DeskWaiting | undefined> => {
  const [row] = await q.query<WaitingRow>(`${waitingSql} ${selectWaiting} WHERE u.conversation_id = $2`, [staff.sites, conversationId]);
  return row === undefined ? undefined : waitingOf(row, staff.id, now);
};

/** How many conversations wait for the desk on the staff member's sites. */
export const deskWaitingCount = async (q: Queryable, staff: StaffProfile): Promise<number> => {
  const [row] = await q.query<{ count: string }>(`${waitingSql} SELECT count(*)::text AS count FROM unanswered`, [staff.sites]);
  return Number(row?.count ?? 0);
};

/** The conversation's last lines, oldest first, as the desk reads them. */
export const deskLinesOf = async (q: Queryable, waiting: DeskWaiting): Promise<DeskLine[]> => {
  const rows = await q.query<{ id: string; sender_id: string; text: string; gift: DeskLine['gift']; photo: unknown; sent_at: Date }>(
    `SELECT id::text AS id, sender_id::text AS sender_id, text, gift, photo, sent_at FROM messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT ${String(deskLines)}`,
    [waiting.conversationId],
  );
  return rows.reverse().map((row) => ({
    id: Number(row.id), byProfile: Number(row.sender_id) === waiting.profile.id, text: row.text, gift: row.gift, photo: row.photo !== null, sentAt: row.sent_at.toISOString(),
  }));
};
