import type { Locale } from '../../../io/entities/locale';
import type { Queryable } from '../../db/database';

/** What kind of mail a row is: the daily limits count per member and kind. */
export type MailKind =
  | 'activation'
  | 'password_reset'
  | 'password_reset_unknown'
  | 'password_changed'
  | 'mail_change'
  | 'mail_change_notice'
  | 'deletion'
  | 'complaint'
  | 'complaint_answer'
  | 'notify_conversation'
  | 'notify_message'
  | 'notify_like'
  | 'moderation_warning'
  | 'moderation_text_edit';

export interface OutgoingMail {
  readonly site: string;
  /** The member it is for, when it is one's (limits count per member). */
  readonly memberId: number | null;
  readonly to: string;
  /** The origin the member used (`https://<site>`): a member's mail carries its List-Unsubscribe link there. */
  readonly origin: string;
  readonly fromName: string;
  readonly language: Locale;
  readonly kind: MailKind;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

// Rides on the change feed (db/database.ts `announce`): an empty Touched, so caches drop nothing, with a
// `mail` flag the sender looks for. Delivered only on COMMIT, to this process and, by NOTIFY, to the others.
const wakePayload = JSON.stringify({ members: [], sites: false, mail: true });

/** A change-feed payload that says a mail was queued. */
export const isMailWake = (payload: string): boolean => payload === wakePayload;

/**
 * Queues a mail in the caller's transaction: it exists if and only if the change that wanted it commits,
 * and the sender wakes once it has.
 */
export const queueMail = async (tx: Queryable, mail: OutgoingMail, now: Date): Promise<void> => {
  await tx.query(
    `INSERT INTO mail_outbox (site, member_id, to_address, from_name, language, kind, subject, text, html, created_at, next_attempt_at, origin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)`,
    [mail.site, mail.memberId, mail.to, mail.fromName, mail.language, mail.kind, mail.subject, mail.text, mail.html, now.toISOString(), mail.origin],
  );
  await tx.announce(wakePayload);
};

/** How many mails of `kind` were queued for the member since `since`, oldest first (their times). */
export const queuedSince = async (q: Queryable, memberId: number, kind: MailKind, since: Date): Promise<Date[]> =>
  (
    await q.query<{ created_at: Date }>(
      'SELECT created_at FROM mail_outbox WHERE member_id = $1 AND kind = $2 AND created_at > $3 ORDER BY created_at',
      [memberId, kind, since.toISOString()],
    )
  ).map((row) => row.created_at);

const dayMs = 86_400_000;

/**
 * When the member may next be sent a mail of `kind` under a limit of `perDay` in any 24 hours; null when now.
 * Takes a lock per member and kind until the transaction ends, so two requests at once cannot both pass the count.
 */
export const dailyLimitUntil = async (tx: Queryable, memberId: number, kind: MailKind, perDay: number, now: Date): Promise<Date | null> => {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${kind}-mail:${String(memberId)}`]);
  const recent = await queuedSince(tx, memberId, kind, new Date(now.getTime() - dayMs));
  const oldestCounted = recent[recent.length - perDay];
  return oldestCounted === undefined ? null : new Date(oldestCounted.getTime() + dayMs);
};
