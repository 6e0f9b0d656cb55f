import { randomBytes } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { hashSessionToken } from '../../../server/http/session';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import type { AccountCommand } from '../../../server/modules/accounts/decide';
import { accountStreamId } from '../../../server/modules/accounts/events';
import { nextId } from '../../../server/modules/ids';
import { retryOnConflict } from '../../../server/modules/retry';

/** A member made for one history: an active account with an open session, so no password login per history. */
export interface Sender {
  readonly memberId: number;
  /** The Cookie header value of the session (plain rdv_session: the tests speak http). */
  readonly cookie: string;
}

/** One account command in a transaction of its own, retried from a fresh read when another connection wrote first. */
export const runOnAccount = (db: Database, memberId: number, command: AccountCommand) =>
  retryOnConflict(() => db.transaction((tx) => runAccountCommand(tx, memberId, command)), 20);

export const registerSender = async (db: Database, at: Date): Promise<Sender> => {
  const memberId = await nextId(db, 'member_id_seq');
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await runAccountCommand(tx, memberId, {
      type: 'RegisterMember',
      data: {
        memberId, site: 'localhost', email: null, passwordHash: null, name: `Sender ${String(memberId)}`, gender: 'male', birthDate: '1990-05-01',
        country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, at,
      },
    });
    await runAccountCommand(tx, memberId, {
      type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt: new Date(at.getTime() + 86_400_000), at },
    });
  });
  return { memberId, cookie: `rdv_session=${token}` };
};

/** What the database holds for one member's credits and messages after a history. */
export interface LedgerFacts {
  /** members.credits, the projection. */
  readonly balance: number;
  /** The account stream's credit events added up. */
  readonly ledgerSum: number;
  /** Ids of the messages the member sent, as stored (sorted). */
  readonly messageIds: ReadonlyArray<number>;
  /** The message id of every CreditsSpent (sorted): a message charged twice appears twice. */
  readonly chargedMessageIds: ReadonlyArray<number>;
  /** How many events name each payment, grant and refund id (`p:`, `g:`, `r:` prefixed). */
  readonly eventsPerId: ReadonlyMap<string, number>;
  /** The ids of the members the member has a conversation with, once per conversation (sorted). */
  readonly partners: ReadonlyArray<number>;
}

export const ledgerFacts = async (db: Database, memberId: number): Promise<LedgerFacts> => {
  const stream = accountStreamId(memberId);
  const [row] = await db.query<{ credits: number }>('SELECT credits FROM members WHERE id = $1', [memberId]);
  const events = await db.query<{ type: string; data: { credits: number; paymentId?: string; grantId?: string; refundId?: string; purpose?: { messageId: number } } }>(
    "SELECT type, data FROM events WHERE stream_id = $1 AND type LIKE 'Credits%' ORDER BY version",
    [stream],
  );
  const messages = await db.query<{ id: string }>('SELECT id::text AS id FROM messages WHERE sender_id = $1', [memberId]);
  const partners = await db.query<{ id: string }>(
    `SELECT other.member_id::text AS id FROM conversation_members own
       JOIN conversation_members other ON other.conversation_id = own.conversation_id AND other.member_id <> own.member_id
      WHERE own.member_id = $1`,
    [memberId],
  );
  const eventsPerId = new Map<string, number>();
  const count = (key: string) => eventsPerId.set(key, (eventsPerId.get(key) ?? 0) + 1);
  let ledgerSum = 0;
  const charged: number[] = [];
  for (const { type, data } of events) {
    if (type === 'CreditsPurchased' || type === 'CreditsGranted') ledgerSum += data.credits;
    else ledgerSum -= data.credits;
    if (type === 'CreditsPurchased') count(`p:${data.paymentId ?? ''}`);
    if (type === 'CreditsGranted') count(`g:${data.grantId ?? ''}`);
    if (type === 'CreditsRefunded') count(`r:${data.refundId ?? ''}`);
    if (type === 'CreditsSpent') charged.push(data.purpose?.messageId ?? -1);
  }
  return {
    balance: row?.credits ?? Number.NaN,
    ledgerSum,
    messageIds: messages.map((m) => Number(m.id)).sort((a, b) => a - b),
    chargedMessageIds: charged.sort((a, b) => a - b),
    eventsPerId,
    partners: partners.map((p) => Number(p.id)).sort((a, b) => a - b),
  };
};
