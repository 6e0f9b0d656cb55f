import type { Database } from '../../db/database';
import { runAccountCommand } from '../accounts/commands';
import { normalizeEmail } from '../accounts/email';
import { findMember } from '../members/find';
import { retryOnConflict } from '../retry';

/** What became of a mail after it left: its address bounced, or its reader marked it as spam. */
export type Feedback = 'bounce' | 'fbl';

/**
 * Records the feedback on the mail's outbox row (the first time counts) and disables the member's e-mail
 * notifications with that reason, but only while the mail's address is still the member's: a bounce of the
 * new address an e-mail change is confirming, or of an address the member left, says nothing of the current one.
 * An unknown mail id records nothing.
 */
export const recordFeedback = (db: Database, mailId: number, feedback: Feedback, now: Date): Promise<void> =>
  retryOnConflict(() =>
    db.transaction(async (tx) => {
      const column = feedback === 'bounce' ? 'bounced_at' : 'complained_at';
      const [mail] = await tx.query<{ member_id: number | null; to_address: string }>(
        `UPDATE mail_outbox SET ${column} = coalesce(${column}, $2) WHERE id = $1 RETURNING member_id, to_address`,
        [mailId, now.toISOString()],
      );
      if (mail?.member_id == null) return;
      const member = await findMember(tx, mail.member_id);
      if (member?.email == null || member.email !== normalizeEmail(mail.to_address)) return;
      await runAccountCommand(tx, member.id, { type: 'DisableNotifications', data: { reason: feedback, at: now } });
    }),
  );
