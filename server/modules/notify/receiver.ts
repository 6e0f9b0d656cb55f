import { defaultLocale, Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';
import { notificationChoicesOf } from '../accounts/notifications';
import { NotificationChoices } from '../accounts/events';
import { queuedSince } from '../mail/outbox';
import { notGoneSql } from '../members/gone';
import { mailKindOf, type WantedMail } from './wanted';

/** At most one notification mail per type and member in this time. */
export const throttleMs = 3_600_000;
/**
 * A member whose session was seen this recently is taken to be online (the site tells them itself). Last-seen
 * is written at most every 5 minutes (server/http/session.ts), so a member active in the last 5 minutes has a
 * stored last-seen at most 10 minutes old.
 */
export const activeWithinMs = 10 * 60_000;

/** Whom a notification mail goes to, and what it needs of them and their site. */
export interface Receiver {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly language: Locale;
  readonly site: string;
  readonly siteName: string;
  readonly mailName: string;
}

interface Row {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly language: string;
  readonly site: string;
  readonly site_name: string;
  readonly mail_name: string;
  readonly notification_choices: unknown;
}

// A confirmed address only (an unconfirmed one may be someone else's, who must not learn of a dating account),
// never a fictional profile, nor a member who left or was banned, nor one whose e-mail stopped (bounce, complaint, unsubscribe).
const mailableRow = async (q: Queryable, memberId: number): Promise<Row | undefined> =>
  (
    await q.query<Row>(
      `SELECT m.id, m.email, m.name, m.language, m.site, st.settings->>'name' AS site_name, st.settings->>'mail_name' AS mail_name,
              m.notification_choices
       FROM members m JOIN sites st ON st.domain = m.site
       WHERE m.id = $1 AND m.email IS NOT NULL AND NOT m.fictional AND m.status <> 'not_confirmed'
         AND ${notGoneSql('m')} AND jsonb_array_length(m.notifications_disabled) = 0`,
      [memberId],
    )
  )[0];

const isOnline = async (q: Queryable, memberId: number, now: Date): Promise<boolean> =>
  (
    await q.query(
      `SELECT 1 FROM sessions s LEFT JOIN session_activity a ON a.session_hash = s.hash
       WHERE s.member_id = $1 AND s.expires_at > $2 AND coalesce(a.last_seen, s.started_at) > $3 LIMIT 1`,
      [memberId, now.toISOString(), new Date(now.getTime() - activeWithinMs).toISOString()],
    )
  ).length > 0;

// The lock (per member and kind, until the transaction ends) keeps two events at once from both passing the count.
const throttled = async (tx: Queryable, memberId: number, wanted: WantedMail, now: Date): Promise<boolean> => {
  const kind = mailKindOf[wanted.type];
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${kind}-mail:${String(memberId)}`]);
  return (await queuedSince(tx, memberId, kind, new Date(now.getTime() - throttleMs))).length > 0;
};

/** The receiver of a wanted mail if it should go now: mailable, the type chosen (else its default), not online, not throttled. */
export const receiverOf = async (tx: Queryable, wanted: WantedMail, now: Date): Promise<Receiver | null> => {
  const row = await mailableRow(tx, wanted.to);
  if (row === undefined) return null;
  const chosen = NotificationChoices.is(row.notification_choices) ? row.notification_choices : {};
  if (!notificationChoicesOf(chosen)[wanted.type]) return null;
  if (await isOnline(tx, row.id, now)) return null;
  if (await throttled(tx, row.id, wanted, now)) return null;
  return {
    id: row.id, email: row.email, name: row.name, language: Locale.is(row.language) ? row.language : defaultLocale, site: row.site,
    siteName: row.site_name, mailName: row.mail_name,
  };
};
