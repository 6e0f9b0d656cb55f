import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { Queryable } from '../../db/database';
import { AccountEvent, accountStreamId } from '../accounts/events';
import { DiscountEvent, discountsStreamId } from '../discounts/events';
import { photoFile } from '../photos/variants';

/** What a section needs to know: whose export it is, and where the site serves photo files. */
export interface ExportSubject {
  readonly memberId: number;
  /** The site's settings.cdn_prefix ('/media/'). */
  readonly cdnPrefix: string;
}

/**
 * One part of the data export (GDPR art. 15/20): the tables it reads and what it answers from them.
 * tests/server/leaving-export.test.ts checks that every table of the database is read by a section or left
 * out there with a reason, so a new table cannot silently miss the export.
 */
interface ExportSection {
  readonly tables: ReadonlyArray<string>;
  readonly read: (q: Queryable, subject: ExportSubject) => Promise<unknown>;
}

/** The events of one stream, oldest first, decoded by the stream's codec (one it cannot read is left out). */
const eventsOf = async <A>(q: Queryable, streamId: string, codec: t.Type<A, unknown>): Promise<ReadonlyArray<A>> =>
  (await q.query<{ type: string; data: unknown }>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [streamId]))
    .flatMap((row): A[] => {
      const decoded = codec.decode(row);
      return E.isRight(decoded) ? [decoded.right] : [];
    });

const accountEvents = (q: Queryable, memberId: number): Promise<ReadonlyArray<AccountEvent>> => eventsOf(q, accountStreamId(memberId), AccountEvent);

/**
 * The account as the members row holds it, and how the member joined (the signup's tracking record and
 * message, kept only in MemberRegistered). `notification_choices` is read through to_jsonb so the export
 * answers it wherever that column exists (it is added by the notification settings' migration).
 */
const account: ExportSection = {
  tables: ['members'],
  read: async (q, { memberId }) => {
    const [row] = await q.query<Record<string, unknown>>(
      `SELECT email, name, gender, birth_date, country, region, city, language, status, profile_status, signup_date, deleted_at, paid_user,
              credits, invisible, attributes, interests, about, notifications_disabled,
              to_jsonb(m) -> 'notification_choices' AS notification_choices
       FROM members m WHERE id = $1`,
      [memberId],
    );
    const registered = (await accountEvents(q, memberId)).find((event) => event.type === 'MemberRegistered');
    const signup = registered?.type === 'MemberRegistered' ? registered.data : undefined;
    return { ...row, tracking: signup?.tracking ?? null, signup_message: signup?.signupMessage ?? null };
  },
};

const photos: ExportSection = {
  tables: ['photos'],
  read: async (q, { memberId, cdnPrefix }) =>
    (await q.query<{ id: string; status: string; main: boolean; uploaded_at: Date }>(
      'SELECT id, status, main, uploaded_at FROM photos WHERE member_id = $1 ORDER BY position',
      [memberId],
    )).map((photo) => ({ ...photo, url: `${cdnPrefix}${photoFile(memberId, photo.id, 'full')}` })),
};

const likes: ExportSection = {
  tables: ['likes'],
  read: async (q, { memberId }) => ({
    given: await q.query('SELECT to_id AS member_id, liked_at FROM likes WHERE from_id = $1 ORDER BY liked_at', [memberId]),
    received: await q.query('SELECT from_id AS member_id, liked_at FROM likes WHERE to_id = $1 ORDER BY liked_at', [memberId]),
  }),
};

const swipes: ExportSection = {
  tables: ['swipes'],
  read: (q, { memberId }) => q.query('SELECT candidate_id AS member_id, decision, swiped_at FROM swipes WHERE member_id = $1 ORDER BY swiped_at', [memberId]),
};

// Only the blocks the member made: who blocked them is the other member's decision, not data about them to hand out.
const blocks: ExportSection = {
  tables: ['blocks'],
  read: (q, { memberId }) => q.query('SELECT blocked_id AS member_id, blocked_at FROM blocks WHERE blocker_id = $1 ORDER BY blocked_at', [memberId]),
};

// The reports the member made. Reports about them stay out: they name the reporter.
const reports: ExportSection = {
  tables: ['reports'],
  read: (q, { memberId }) => q.query('SELECT reported_id AS member_id, reason, note, reported_at FROM reports WHERE reporter_id = $1 ORDER BY id', [memberId]),
};

/** Every conversation the member takes part in, with every message kept of it (theirs and the other's). */
const conversations: ExportSection = {
  tables: ['conversations', 'conversation_members', 'messages'],
  read: async (q, { memberId }) => {
    const rows = await q.query<{ id: number; with_id: number; started_by: number; started_at: Date }>(
      `SELECT c.id, other.member_id AS with_id, c.started_by, c.started_at
       FROM conversation_members mine JOIN conversations c ON c.id = mine.conversation_id
       JOIN conversation_members other ON other.conversation_id = c.id AND other.member_id <> mine.member_id
       WHERE mine.member_id = $1 ORDER BY c.id`,
      [memberId],
    );
    const messages = await q.query<{ conversation_id: number; sender_id: number; text: string; gift: string | null; photo: { photoId: string } | null; sent_at: Date }>(
      'SELECT conversation_id, sender_id, text, gift, photo, sent_at FROM messages WHERE conversation_id = ANY($1::bigint[]) ORDER BY id',
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      ...row,
      messages: messages.filter((m) => m.conversation_id === row.id).map(({ conversation_id: _c, photo, ...m }) => ({ ...m, photo: photo?.photoId ?? null })),
    }));
  },
};

const payments: ExportSection = {
  tables: ['payments'],
  read: (q, { memberId }) =>
    q.query(
      `SELECT payment_id, site, package_id, credits, amount, currency, method, discount_code, discount_percentage, status, created_at, paid_at, refunded_at
       FROM payments WHERE member_id = $1 ORDER BY created_at`,
      [memberId],
    ),
};

const ledgerTypes: ReadonlySet<AccountEvent['type']> = new Set(['CreditsPurchased', 'CreditsGranted', 'CreditsSpent', 'CreditsRefunded', 'CreditsCorrected']);

/** The credits ledger: every purchase, grant, spend, refund and correction on the account stream. */
const credits: ExportSection = {
  tables: [],
  read: async (q, { memberId }) =>
    (await accountEvents(q, memberId)).flatMap((event) => (ledgerTypes.has(event.type) ? [{ type: event.type, ...event.data }] : [])),
};

const discounts: ExportSection = {
  tables: [],
  read: async (q, { memberId }) =>
    (await eventsOf(q, discountsStreamId(memberId), DiscountEvent)).map((event) => ({ type: event.type, ...event.data })),
};

// Only the last 4 characters of the IBAN, as everywhere else it is answered.
const directDebit: ExportSection = {
  tables: ['direct_debit_mandates'],
  read: (q, { memberId }) =>
    q.query(
      `SELECT id, package_id, account_holder, right(iban, 4) AS iban_last4, street, house_number, zip, city, phone, status, requested_at, confirmed_at, payment_id
       FROM direct_debit_mandates WHERE member_id = $1 ORDER BY requested_at`,
      [memberId],
    ),
};

/** When each session began (the account stream keeps them all; the sessions table only the open ones). */
const sessions: ExportSection = {
  tables: ['sessions'],
  read: async (q, { memberId }) =>
    (await accountEvents(q, memberId)).flatMap((event) => (event.type === 'SessionStarted' ? [{ started_at: event.data.startedAt }] : [])),
};

// With support's answer (issue 14): what the member was told is theirs too; who on the staff wrote it is not.
const complaints: ExportSection = {
  tables: ['complaints'],
  read: (q, { memberId }) =>
    q.query(
      'SELECT reference, name, email, subject, message, language, submitted_at, answer, answered_at FROM complaints WHERE member_id = $1 ORDER BY number',
      [memberId],
    ),
};

/** Their name or about text waiting for a moderator (issue 14), with the rules it matched. */
const textReview: ExportSection = {
  tables: ['flagged_texts'],
  read: (q, { memberId }) => q.query('SELECT field, text, flags, flagged_at FROM flagged_texts WHERE member_id = $1 ORDER BY field', [memberId]),
};

/** The export's parts, in the order the file shows them. */
export const exportSections = {
  account, photos, likes, swipes, blocks, reports, conversations, payments, credits, discounts, direct_debit: directDebit, sessions, complaints,
  text_review: textReview,
} as const satisfies Record<string, ExportSection>;

/** Every part of the export of one member, read in the caller's transaction (one consistent snapshot). */
export const exportOf = async (q: Queryable, subject: ExportSubject): Promise<Record<string, unknown>> => {
  const parts: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(exportSections)) parts[name] = await section.read(q, subject);
  return parts;
};
