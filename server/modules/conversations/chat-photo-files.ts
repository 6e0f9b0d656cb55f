import type { Queryable } from '../../db/database';
import type { StoredPhoto } from '../photos/photo-files';
import { checked } from '../members/member-row';
import { isBlurred, type Variant } from '../photos/variants';
import { isChatPhotoLocked, type ChatPhotoViewer } from './chat-photo';
import { ChatPhotoRef } from './events';
import { findConversationPartner } from './read';

/**
 * What a member may have of a photo `senderId` sent in a conversation, for GET /media/photos/<sender>/<file>:
 * nothing unless they take part in it (no block between them, and the message not purged); the sender and
 * a premium member every file; a free member the blurred ones. Undefined when it is no chat photo at all.
 */
export const chatPhotoAccess = async (
  q: Queryable,
  { senderId, photoId, viewer }: { senderId: number; photoId: string; viewer: ChatPhotoViewer | null },
): Promise<{ readonly photo: StoredPhoto; readonly access: 'clear' | 'blurred' | 'none' } | undefined> => {
  const [row] = await q.query<{ conversation_id: number; photo: unknown }>(
    "SELECT conversation_id, photo FROM messages WHERE sender_id = $1 AND photo->>'photoId' = $2 AND photo IS NOT NULL",
    [senderId, photoId],
  );
  if (row === undefined) return undefined;
  const { source } = checked(ChatPhotoRef, row.photo, 'message photo');
  const photo = { memberId: senderId, photoId, source };
  if (viewer === null || (await findConversationPartner(q, row.conversation_id, viewer.memberId)) === undefined) return { photo, access: 'none' };
  return { photo, access: isChatPhotoLocked(senderId, viewer) ? 'blurred' : 'clear' };
};

/** Whether that access gives this file. */
export const mayFetchChatPhoto = (access: 'clear' | 'blurred' | 'none', variant: Variant): boolean =>
  access === 'clear' || (access === 'blurred' && isBlurred(variant));

/**
 * Only the conversation's two members may have a chat photo's files, so none is cached for others: a blurred
 * one is the same for both and kept a day; a clear one is not stored (a premium member who stops being premium
 * gets only the blurred files from then on).
 */
export const chatPhotoCaching = (variant: Variant): string => (isBlurred(variant) ? 'private, max-age=86400' : 'private, no-store');
