import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isMailWake } from './outbox';
import { unsubscribeToken, verpAddress, type SigningKey } from './signing';
import type { Envelope, MailTransport, StoredMail } from './transport';

export interface SenderOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly transport: MailTransport;
  /** The key that signs each mail's VERP address and unsubscribe link (loaded once, on the first pass). */
  readonly signingKey: () => Promise<SigningKey>;
  /** A mail refused for good (SMTP 5xx): its address bounced. */
  readonly bounced?: (mailId: number) => Promise<void>;
  /** How often due mails are looked for without a wake (retries; mails queued by another process while its NOTIFY was lost). */
  readonly pollMs?: number;
  readonly log?: (message: string, error?: unknown) => void;
}

export interface MailSender {
  /** Looks for due mails now (a pass already under way runs once more). */
  readonly wake: () => void;
  /** No new pass starts; resolves when the current one has ended. */
  readonly stop: () => Promise<void>;
}

/** A claimed mail is someone's for this long: a process that dies while sending leaves it to another after that. */
const leaseMs = 5 * 60_000;
const batchSize = 20;
/** After this many attempts a mail is given up (its last_error says why). */
export const maxAttempts = 8;

/** 1 min, 2, 4, … capped at 2 h: a mail server that is down for a while is not hammered. */
export const backoffMs = (attempts: number): number => Math.min(60_000 * 2 ** (attempts - 1), 2 * 3_600_000);

// An SMTP 5xx is permanent (no such mailbox, refused): trying again would not help.
const isPermanent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number' && error.responseCode >= 500;

// Only a refused recipient is a bounce. A server that refuses our login (535) or the message itself (an SPF or
// content refusal) is a fault on our side, and must not switch off the notifications of every recipient.
const isRecipientRefused = (error: unknown): boolean =>
  isPermanent(error) && typeof error === 'object' && error !== null && 'command' in error && error.command === 'RCPT TO';

type Claimed = StoredMail & { readonly attempts: number };

/**
 * Claims due mails by moving their next attempt past the lease (SKIP LOCKED: two processes never claim the
 * same one), so nothing is held open while a mail is on its way.
 */
const claimDue = (db: Database, now: Date): Promise<Claimed[]> =>
  db.query<Claimed>(
    `UPDATE mail_outbox SET next_attempt_at = $2, attempts = attempts + 1
     WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
                  ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id, site, member_id, origin, to_address, from_name, language, subject, text, html, attempts`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), batchSize],
  );

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The path a member's mail offers to unsubscribe from e-mail notifications (RFC 8058), on the origin it was written for. */
export const unsubscribePath = (token: string): string => `/api/unsubscribe.php?token=${token}`;

const envelopeOf = (key: SigningKey, mail: StoredMail): Envelope => ({
  returnPath: verpAddress(key, mail.id, mail.site),
  unsubscribeUrl: mail.member_id === null
    ? null
    : `${mail.origin ?? `https://${mail.site}`}${unsubscribePath(unsubscribeToken(key, mail.member_id, mail.site))}`,
});

/**
 * Delivers the outbox: a mail is marked sent once its transport accepted it. A crash between the two
 * sends it again after the lease (at least once, never lost); a failure is tried again with backoff.
 */
export const startMailSender = (options: SenderOptions): MailSender => {
  const { db, clock, transport, signingKey, bounced = async () => undefined, pollMs = 10_000, log = () => undefined } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const deliver = async (key: SigningKey, mail: Claimed): Promise<void> => {
    try {
      await transport.deliver(mail, envelopeOf(key, mail));
      await db.query('UPDATE mail_outbox SET sent_at = $2, last_error = NULL WHERE id = $1', [mail.id, clock.now().toISOString()]);
    } catch (error) {
      const permanent = isPermanent(error);
      const givenUp = permanent || mail.attempts >= maxAttempts;
      const next = givenUp ? 'infinity' : new Date(clock.now().getTime() + backoffMs(mail.attempts)).toISOString();
      log(`mail ${String(mail.id)} not delivered (attempt ${String(mail.attempts)}${givenUp ? ', given up' : ''})`, error);
      await db.query('UPDATE mail_outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [mail.id, next, errorText(error)]);
      if (isRecipientRefused(error)) await bounced(mail.id);
    }
  };

  const pass = async (): Promise<void> => {
    for (;;) {
      if (stopped) return;
      const key = await signingKey();
      const due = await claimDue(db, clock.now());
      for (const mail of due) await deliver(key, mail);
      if (due.length < batchSize) return;
    }
  };

  // A function, not the expression inline: `again` is set by wakes that arrive while a pass awaits.
  const wokenMeanwhile = (): boolean => again && !stopped;

  const wake = (): void => {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: unknown) => { if (!stopped) log('mail sender pass failed', error); });
      } while (wokenMeanwhile());
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(wake, pollMs);
  timer.unref();
  // `ready` comes at once when the feed is up (and after a reconnect): mails left from before are looked at then.
  const unlisten = db.listen({ changed: (payload) => { if (isMailWake(payload)) wake(); }, lost: () => undefined, ready: wake });

  return {
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unlisten();
      await running;
      transport.close();
    },
  };
};
