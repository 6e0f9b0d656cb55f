import { touchedPayload } from '../../cache/change';
import type { Database, Queryable } from '../../db/database';
import { runAccountCommand } from '../accounts/commands';
import { reactivationWindowMs } from '../accounts/leaving';
import { accountStreamId } from '../accounts/events';
import { normalizeEmail } from '../accounts/email';
import { conversationStreamId } from '../conversations/events';
import { loginStreamId } from '../login/login-key';
import { runPhotoCommands } from '../photos/commands';
import { photosStreamId } from '../photos/events';
import type { PhotoFiles } from '../photos/photo-files';
import { retryOnConflict } from '../retry';
import { dropOperationalRows } from './operational';
import { redactEvents } from './redact';

export interface ErasureDeps {
  readonly db: Database;
  readonly files: PhotoFiles;
}

/** Every address the account stream ever held (registration, and any later change that names an `email`). */
const addressesOf = async (q: Queryable, memberId: number): Promise<ReadonlyArray<string>> =>
  (await q.query<{ email: string }>(
    `SELECT DISTINCT data ->> 'email' AS email FROM events WHERE stream_id = $1 AND data ->> 'email' IS NOT NULL`,
    [accountStreamId(memberId)],
  )).map((row) => normalizeEmail(row.email));

const conversationsOf = async (q: Queryable, memberId: number): Promise<ReadonlyArray<number>> =>
  (await q.query<{ conversation_id: number }>('SELECT conversation_id FROM conversation_members WHERE member_id = $1', [memberId]))
    .map((row) => row.conversation_id);

/** The ids of the photos whose files the member has in the store: profile photos, and photos sent in conversations. */
const photoIdsOf = async (q: Queryable, memberId: number): Promise<ReadonlyArray<string>> =>
  (await q.query<{ photo_id: string }>(
    `SELECT data ->> 'photoId' AS photo_id FROM events WHERE stream_id = $1 AND type = 'PhotoUploaded'
     UNION
     SELECT data #>> '{photo,photoId}' FROM events
     WHERE stream_id = ANY($2::text[]) AND type = 'MessageSent' AND (data ->> 'from')::bigint = $3 AND data ? 'photo'`,
    [photosStreamId(memberId), (await conversationsOf(q, memberId)).map(conversationStreamId), memberId],
  )).map((row) => row.photo_id);

/** Deletes the member's profile photos through the photos module's commands (PhotoDeleted: the rows and main_image go). */
const deletePhotos = async (tx: Queryable, memberId: number, at: Date): Promise<void> => {
  const photos = await tx.query<{ id: string }>('SELECT id FROM photos WHERE member_id = $1 ORDER BY position', [memberId]);
  if (photos.length === 0) return;
  const deleted = await runPhotoCommands(tx, memberId, photos.map(({ id: photoId }) => ({ type: 'DeletePhoto', data: { memberId, photoId, at } })), at);
  if (deleted.kind === 'rejected') throw new Error(`the photos of member ${String(memberId)} could not be deleted: ${deleted.reason}`);
};

/**
 * Erases one deleted account whose 14 days are over, in one transaction: AccountErased (the decider refuses
 * an account not deleted or not due, and then nothing is touched), the profile photos deleted, the personal
 * data in the stored events redacted (redact.ts), the login streams deleted, and the operational rows about
 * the member dropped (operational.ts). Payments stay: see server/README.md, Leaving. Answers whether it erased.
 */
const eraseInTransaction = (db: Database, memberId: number, at: Date): Promise<boolean> =>
  retryOnConflict(() =>
    db.transaction(async (tx) => {
      const [member] = await tx.query<{ site: string }>('SELECT site FROM members WHERE id = $1', [memberId]);
      if (member === undefined) return false;
      const addresses = await addressesOf(tx, memberId);
      const erased = await runAccountCommand(tx, memberId, { type: 'EraseAccount', data: { at } });
      if (erased.kind === 'rejected') return false;
      await deletePhotos(tx, memberId, at);
      const conversationIds = await conversationsOf(tx, memberId);
      const partners = await tx.query<{ member_id: number }>(
        'SELECT DISTINCT member_id FROM conversation_members WHERE conversation_id = ANY($1::bigint[]) AND member_id <> $2', [conversationIds, memberId],
      );
      const mandates = await tx.query<{ id: string }>('SELECT id FROM direct_debit_mandates WHERE member_id = $1', [memberId]);
      const complaints = await tx.query<{ number: number }>(
        'SELECT number FROM complaints WHERE member_id = $1 OR (site = $2 AND lower(trim(email)) = ANY($3::text[]))', [memberId, member.site, addresses],
      );
      await redactEvents(tx, {
        memberId, conversationIds, mandateIds: mandates.map((row) => row.id), complaintNumbers: complaints.map((row) => row.number),
      });
      // Login streams are folded per attempt and projected nowhere: deleted whole (their id is a hash of the address).
      await tx.query('DELETE FROM events WHERE stream_id = ANY($1::text[])', [addresses.map((address) => loginStreamId(member.site, address))]);
      await dropOperationalRows(tx, memberId, addresses);
      // The other members' cached chat lists may show a message of theirs.
      await tx.announce(touchedPayload({ members: [memberId, ...partners.map((row) => row.member_id)], sites: false }));
      return true;
    }),
  );

/**
 * Erases a deleted account whose 14 days are over. Its photo files go first: a deletion past its 14 days is
 * never undone (reactivation is refused from then on), and removing a file twice is no error, so a
 * transaction that fails after it is simply run again by the next pass and finds the files gone.
 */
export const eraseMember = async ({ db, files }: ErasureDeps, memberId: number, at: Date): Promise<boolean> => {
  const [due] = await db.query<{ id: number }>(
    "SELECT id FROM members WHERE id = $1 AND profile_status = 'deleted' AND deleted_at <= $2",
    [memberId, new Date(at.getTime() - reactivationWindowMs).toISOString()],
  );
  if (due === undefined) return false;
  for (const photoId of await photoIdsOf(db, memberId)) await files.remove(memberId, photoId);
  return eraseInTransaction(db, memberId, at);
};
