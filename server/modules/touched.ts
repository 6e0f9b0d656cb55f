import type { Touched } from '../cache/change';
import type { Queryable } from '../db/database';
import { conversationMemberIds } from './conversations/read';
import type { DomainEvent } from './domain-event';

const members = (...ids: ReadonlyArray<number>): Touched => ({ members: ids, sites: false });
const nobody: Touched = { members: [], sites: false };

/** Both members of a conversation: a message changes the last message and an unread count of each. */
const conversationMembers = async (q: Queryable, conversationId: number): Promise<Touched> => members(...(await conversationMemberIds(q, conversationId)));

/**
 * The members (and sites) whose read models the projections change for `event`: every read a cache may
 * keep (a session, a member row, a member's chats or likes) belongs to exactly these. Runs in the appending
 * transaction, after the projections, so it can read what they wrote. A new event type does not compile
 * here until it says whom it touches.
 */
export const touchedBy = async (q: Queryable, event: DomainEvent): Promise<Touched> => {
  switch (event.type) {
    case 'SiteConfigured':
      return { members: [], sites: true };
    case 'MemberRegistered':
    case 'EmailConfirmed':
    case 'ProfileDisabled':
    case 'ProfileEnabled':
    case 'NotificationsDisabled':
    case 'LanguageChanged':
    case 'MainImageSet':
    case 'ProfileEdited':
    case 'InvisibleModeChanged':
    case 'PasswordChanged':
    case 'EmailChanged':
    case 'NotificationChoicesChanged':
    case 'NotificationsResumed':
    case 'CreditsPurchased':
    case 'CreditsGranted':
    case 'CreditsSpent':
    case 'CreditsRefunded':
    case 'CreditsCorrected':
    case 'SessionStarted':
    case 'SessionEnded':
    case 'DiscountRedeemed':
      return members(event.data.memberId);
    // Others' cached lists keep only the member's id: their member row (and every kept answer naming them) is
    // dropped with these, and the lists leave out a member whose row says they left.
    case 'AccountDeleted':
    case 'AccountReactivated':
    case 'AccountErased':
    case 'MemberBanned':
    case 'MemberUnbanned':
    case 'MemberWarned':
      return members(event.data.memberId);
    // A moderator's edit changes the member row (name or about) as the member's own edit does.
    case 'TextEdited':
      return members(event.data.memberId);
    // The text queue (flagged_texts) is read afresh on each request; no member read holds it.
    case 'TextFlagged':
    case 'TextApproved':
      return nobody;
    // Login attempts have no read model: their stream is folded on each attempt.
    case 'LoginFailed':
    case 'LoginSucceeded':
    case 'AccountLocked':
    case 'LoginUnlocked':
      return nobody;
    case 'ConversationStarted':
      return members(...event.data.memberIds);
    case 'MessageSent':
      return conversationMembers(q, event.data.conversationId);
    // Only the reader's unread count changes; the other member's list stays as it was.
    case 'ConversationRead':
      return members(event.data.memberId);
    // The remover's list leaves the conversation out; the other member's stays as it was.
    case 'ConversationRemoved':
      return members(event.data.memberId);
    // No cached read holds delivery marks: a conversation's messages are read afresh on each request.
    case 'MessagesDelivered':
      return nobody;
    case 'LikeGiven':
    case 'LikeSeen':
    case 'LikeWithdrawn':
      return members(event.data.from, event.data.to);
    // A block hides each member from the other's likes lists.
    case 'MemberBlocked':
    case 'MemberUnblocked':
      return members(event.data.blockerId, event.data.blockedId);
    // The photos projection writes members.main_image, which cached member rows carry.
    case 'PhotoUploaded':
    case 'PhotoApproved':
    case 'PhotoRejected':
    case 'PhotoDeleted':
    case 'MainPhotoChosen':
      return members(event.data.memberId);
    // Reports and complaints change no read model a cache keeps; a stay code has none (its stream is folded when a code is checked).
    case 'ProfileReported':
    case 'ReportsResolved':
    case 'StayDiscountIssued':
    case 'ComplaintSubmitted':
    case 'ComplaintAnswered':
      return nobody;
    // A record for the audit: the AccountDeleted that comes with a requested erasure touches the member; an export reads.
    case 'ErasureRequested':
    case 'MemberDataExported':
      return nobody;
    // Staff are no members: the console reads the staff table afresh on each call.
    case 'StaffAdded':
    case 'StaffTotpOffered':
    case 'StaffTotpEnrolled':
    case 'StaffLoggedIn':
    case 'StaffLoginFailed':
    case 'StaffLoggedOut':
    case 'StaffAccessChanged':
    case 'StaffRemoved':
      return nobody;
    // The desk reads its claims afresh on each call; the answer itself is a MessageSent.
    case 'DeskClaimed':
    case 'DeskReleased':
      return nobody;
    // The swipe game reads its table afresh on each request; the like a swipe stands for is a LikeGiven of its own.
    case 'CandidateLiked':
    case 'CandidatePassed':
      return nobody;
    // Mandates are read afresh on each request; the payment a mandate begins is the payments module's.
    case 'MandateRequested':
    case 'MandateCodeRejected':
    case 'MandateVoided':
    case 'MandateConfirmed':
    case 'MandatePaymentBegun':
    case 'MandatePaymentRefused':
      return nobody;
    // Payments are read afresh on each request; what a payment changes in the member row (credits, paid_user)
    // comes with the account's CreditsPurchased or CreditsRefunded in the same transaction.
    case 'PaymentStarted':
    case 'PaymentCreatedAtProvider':
    case 'PaymentStatusChanged':
    case 'PaymentRefunded':
      return nobody;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The union of several events' Touched. */
export const touchedByAll = (all: ReadonlyArray<Touched>): Touched => ({
  members: [...new Set(all.flatMap((touched) => touched.members))],
  sites: all.some((touched) => touched.sites),
});
