import { touchedPayload } from '../../cache/change';
import type { Database } from '../../db/database';
import { purgeBefore } from '../sites/chat-history';

/**
 * Spec §9: removes the messages older than every site's chat history limit, for privacy. Their rows go, and
 * the text (and gift or photo) of their MessageSent events is blanked (ids and times stay, so the conversation's folds and a
 * rebuild give the same tables: the projection keeps no row for a blank text). Answers how many it purged.
 */
export const purgeChatHistory = async (db: Database, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const before = (await purgeBefore(tx, now)).toISOString();
    const purged = await tx.query<{ conversation_id: number }>('DELETE FROM messages WHERE sent_at < $1 RETURNING conversation_id', [before]);
    await tx.query(
      `UPDATE events SET data = jsonb_set(data, '{text}', '""') - 'gift' - 'photo'
        WHERE type = 'MessageSent' AND (data->>'sentAt')::timestamptz < $1 AND (data->>'text' <> '' OR data ?| array['gift', 'photo'])`,
      [before],
    );
    if (purged.length === 0) return 0;
    // The members' cached lists may show a purged last message.
    const conversations = [...new Set(purged.map((row) => row.conversation_id))];
    const members = await tx.query<{ member_id: number }>('SELECT DISTINCT member_id FROM conversation_members WHERE conversation_id = ANY($1::bigint[])', [conversations]);
    await tx.announce(touchedPayload({ members: members.map((row) => row.member_id), sites: false }));
    return purged.length;
  });

const dayMs = 86_400_000;

/** Purges once a day while the server runs (the first purge runs at startup, server/startup.ts). */
export const schedulePurges = (db: Database, now: () => Date, onError: (error: unknown) => void): (() => void) => {
  const timer = setInterval(() => {
    purgeChatHistory(db, now()).catch(onError);
  }, dayMs);
  timer.unref();
  return () => clearInterval(timer);
};
