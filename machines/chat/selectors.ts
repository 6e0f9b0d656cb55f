import type { SnapshotFrom } from 'xstate';
import { pendingHere } from './conversation';
import type { chatMachine } from './chat.machine';
import type { removalMachine } from './removal.machine';
import { timelineOf, type TimelineItem } from './timeline';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

export const selectChatLoading = (s: ChatSnapshot) => s.hasTag('loading');
export const selectChatNotFound = (s: ChatSnapshot) => s.matches('notFound');
export const selectChatLoadFailed = (s: ChatSnapshot) => s.matches('loadFailed');
/** The conversation as last loaded (the other member, the messages), null while loading. */
export const selectConversation = (s: ChatSnapshot) => s.context.conversation;
export const selectDraft = (s: ChatSnapshot) => s.context.draft;
export const selectPartnerTyping = (s: ChatSnapshot) => s.hasTag('partnerTyping');
export const selectPhotoSending = (s: ChatSnapshot) => s.hasTag('photoSending');
export const selectGiftsOpen = (s: ChatSnapshot) => s.hasTag('giftsOpen');
export const selectLinesOpen = (s: ChatSnapshot) => s.hasTag('linesOpen');
/** Why the last photo was not sent, or null. */
export const selectPhotoFailure = (s: ChatSnapshot) => s.context.photoFailure;
/** An empty conversation offers the icebreaker lines (spec §1): nothing stored and nothing on its way. */
export const selectIsEmpty = (s: ChatSnapshot) => (s.context.conversation?.messages.length ?? 0) === 0 && selectTimeline(s).length === 0;

/** Stored messages and unsent ones, each with its state (queued, sending, failed, sent, delivered, read). */
export const selectTimeline = (s: ChatSnapshot): TimelineItem[] => {
  const { conversation, outbox, target, sending, sentKeys } = s.context;
  return timelineOf(conversation?.messages ?? [], pendingHere(outbox, target, conversation), sending, sentKeys);
};

/** useSelector's comparison for timelines: the same items in the same states (a new array each time otherwise). */
export const sameTimeline = (a: ReadonlyArray<TimelineItem>, b: ReadonlyArray<TimelineItem>): boolean =>
  a.length === b.length && a.every((item, index) => sameItem(item, b[index]));

const sameItem = (item: TimelineItem, other: TimelineItem | undefined): boolean =>
  other !== undefined &&
  item.key === other.key &&
  item.status === other.status &&
  item.failure === other.failure &&
  item.text === other.text &&
  item.photo?.locked === other.photo?.locked;

type RemovalSnapshot = SnapshotFrom<typeof removalMachine>;

/** The confirmation shows while asked, and stays (busy) while the removal is on its way. */
export const selectRemovalAsking = (s: RemovalSnapshot) => s.matches('asking') || s.matches('removing');
export const selectRemovalBusy = (s: RemovalSnapshot) => s.hasTag('busy');
export const selectRemoved = (s: RemovalSnapshot) => s.matches('removed');
export const selectRemovalError = (s: RemovalSnapshot) => s.context.error;
