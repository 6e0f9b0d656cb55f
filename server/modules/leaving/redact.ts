import type { Queryable } from '../../db/database';
import { accountStreamId } from '../accounts/events';
import { erasedBirthDate } from '../accounts/erased';
import { complaintStreamId } from '../complaints/events';
import { conversationStreamId } from '../conversations/events';
import { mandateStreamId } from '../direct-debit/events';
import { photosStreamId } from '../photos/events';
import { reportsStreamId } from '../reports/events';

/** Whose events an erasure redacts: the member and the streams of theirs found before anything changed. */
export interface Redaction {
  readonly memberId: number;
  readonly conversationIds: ReadonlyArray<number>;
  readonly mandateIds: ReadonlyArray<string>;
  readonly complaintNumbers: ReadonlyArray<number>;
}

/**
 * Every stored event keeps decoding with its codec after redaction (blank strings, null where the codec has
 * it, the fixed birth date of erased.ts), so folds and a rebuild still run; and each read table is blanked
 * here the same way its projection would blank it from the redacted events, so a rebuild gives the same rows.
 */

/**
 * The account stream: the registration's personal fields, the signup's tracking record and message, every
 * later password hash and address, the deletion's comment, and every profile edit but gender and country (the erased members row keeps those two:
 * AccountErased, accounts/projection.ts, so a rebuild must find the same). The text queue's events keep which rules
 * matched and what moderators decided, not the text (their flagged_texts rows went with AccountErased).
 */
const redactAccount = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query(
    `UPDATE events SET data = CASE type
       WHEN 'MemberRegistered' THEN (data - 'tracking' - 'signupMessage')
         || jsonb_build_object('email', NULL, 'passwordHash', NULL, 'name', '', 'birthDate', $2::text, 'region', '', 'city', '')
       WHEN 'ProfileEdited' THEN jsonb_set(data, '{changes}', jsonb_strip_nulls(jsonb_build_object(
         'gender', data #> '{changes,gender}',
         'living_area', (data #> '{changes,living_area}') || '{"region": "", "city": ""}'::jsonb)))
       WHEN 'PasswordChanged' THEN data || '{"passwordHash": ""}'::jsonb
       WHEN 'EmailChanged' THEN data || '{"email": ""}'::jsonb
       WHEN 'TextFlagged' THEN data || '{"text": "", "matches": []}'::jsonb
       WHEN 'TextApproved' THEN data || '{"text": ""}'::jsonb
       WHEN 'TextEdited' THEN data || '{"text": ""}'::jsonb
       ELSE jsonb_set(data, '{comment}', 'null'::jsonb) END
     WHERE stream_id = $1 AND type IN ('MemberRegistered', 'ProfileEdited', 'PasswordChanged', 'EmailChanged', 'AccountDeleted', 'TextFlagged', 'TextApproved', 'TextEdited')`,
    [accountStreamId(memberId), erasedBirthDate],
  );
};

/** An uploaded photo's placeholder is a tiny picture of it. (The photos rows went with PhotoDeleted.) */
const redactPhotos = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query(
    `UPDATE events SET data = jsonb_set(data, '{source,thumbhash}', '""'::jsonb)
     WHERE stream_id = $1 AND type = 'PhotoUploaded' AND data #>> '{source,kind}' = 'upload'`,
    [photosStreamId(memberId)],
  );
};

/**
 * What they wrote in conversations, as the chat history purge blanks it (conversations/purge.ts): the text,
 * gift and photo go, the message's id and time stay; the projection keeps no row for such a message.
 */
const redactMessages = async (tx: Queryable, { memberId, conversationIds }: Redaction): Promise<void> => {
  await tx.query(
    `UPDATE events SET data = jsonb_set(data, '{text}', '""'::jsonb) - 'gift' - 'photo'
     WHERE stream_id = ANY($1::text[]) AND type = 'MessageSent' AND (data ->> 'from')::bigint = $2`,
    [conversationIds.map(conversationStreamId), memberId],
  );
  await tx.query('DELETE FROM messages WHERE sender_id = $1', [memberId]);
};

/** The notes of their reports (the reports stay: who reported whom, why, when). */
const redactReports = async (tx: Queryable, memberId: number): Promise<void> => {
  await tx.query("UPDATE events SET data = jsonb_set(data, '{note}', 'null'::jsonb) WHERE stream_id = $1 AND type = 'ProfileReported'", [reportsStreamId(memberId)]);
  await tx.query('UPDATE reports SET note = NULL WHERE reporter_id = $1', [memberId]);
};

/** A direct-debit mandate's holder, IBAN, address and phone (the mandate's package, status and times stay, as its payment does). */
const redactMandates = async (tx: Queryable, { memberId, mandateIds }: Redaction): Promise<void> => {
  await tx.query(
    `UPDATE events SET data = data || '{"accountHolder": "", "iban": "", "street": "", "houseNumber": "", "zip": "", "city": "", "phone": ""}'::jsonb
     WHERE stream_id = ANY($1::text[]) AND type = 'MandateRequested'`,
    [mandateIds.map(mandateStreamId)],
  );
  await tx.query(
    "UPDATE direct_debit_mandates SET account_holder = '', iban = '', street = '', house_number = '', zip = '', city = '', phone = '' WHERE member_id = $1",
    [memberId],
  );
};

/** Complaints keep what was complained about; who complained (name, address) goes. See server/README.md, Leaving. */
const redactComplaints = async (tx: Queryable, { complaintNumbers }: Redaction): Promise<void> => {
  await tx.query(
    `UPDATE events SET data = data || '{"name": "", "email": ""}'::jsonb WHERE stream_id = ANY($1::text[]) AND type = 'ComplaintSubmitted'`,
    [complaintNumbers.map(complaintStreamId)],
  );
  await tx.query("UPDATE complaints SET name = '', email = '' WHERE number = ANY($1::bigint[])", [complaintNumbers]);
};

/** Redacts the member's personal data in the stored events, and in the read rows that showed it, in the caller's transaction. */
export const redactEvents = async (tx: Queryable, redaction: Redaction): Promise<void> => {
  await redactAccount(tx, redaction.memberId);
  await redactPhotos(tx, redaction.memberId);
  await redactMessages(tx, redaction);
  await redactReports(tx, redaction.memberId);
  await redactMandates(tx, redaction);
  await redactComplaints(tx, redaction);
};
