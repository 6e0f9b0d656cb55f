import type { Chat, LikesOverview } from '../../io/entities/chat';

/** Unread messages over all conversations. */
export const unreadMessages = (chats: ReadonlyArray<Chat>): number =>
  chats.reduce((sum, chat) => sum + Math.max(0, chat.num_unread_messages), 0);

/** Received likes the member has not looked at yet. */
export const newLikes = (likes: LikesOverview | null): number =>
  likes === null ? 0 : likes.liked_by.filter((like) => like.like_new).length;

/** The number in the page title and the app badge: unread messages plus new likes. */
export const attentionCount = (chats: ReadonlyArray<Chat>, likes: LikesOverview | null): number =>
  unreadMessages(chats) + newLikes(likes);

/** Navigation badges show at most two digits. */
export const badgeLabel = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));

/** Spec §2: the credits badge appears at 10 credits or fewer (warning colour above 0, danger at 0). */
export const creditsBadgeTone = (credits: number): 'none' | 'warning' | 'danger' =>
  credits > 10 ? 'none' : credits > 0 ? 'warning' : 'danger';
