import type { LikesOverview } from '../../io/entities/chat';
import type { AutoLikeProfile, MemberSummary } from '../../io/entities/member';

/** The liker the modal shows: the photo path is relative to settings.cdn_prefix; null for a member without one. */
export interface MatchProfile {
  readonly id: number;
  readonly photo: string | null;
}

/** Message ids of the button captions a caller may choose (the view holds their texts). */
export type MatchButtonLabel = 'matchModal.viewLikes' | 'matchModal.sendMessage' | 'matchModal.viewProfile';

/** The modal's configurable button: a caption and the in-site path it leads to. */
export interface MatchButton {
  readonly label: MatchButtonLabel;
  readonly href: string;
}

/** Without a button of the caller's, the modal leads to the likes received. */
export const defaultMatchButton: MatchButton = { label: 'matchModal.viewLikes', href: '/likes' };

export const matchProfileOf = (profile: AutoLikeProfile): MatchProfile => ({ id: profile.id, photo: profile.main_image.match });

/** A like back made a match: the modal shows that member and leads to a conversation with them. */
export const matchModalOpenOnMatch = (member: MemberSummary): MatchModalOpen => ({
  type: 'matchModal.open',
  profile: { id: member.id, photo: member.main_image?.thumb_filename ?? null },
  button: { label: 'matchModal.sendMessage', href: `/members/${member.id}/chat` },
});

export interface MatchModalContext {
  readonly profile: MatchProfile | null;
  readonly button: MatchButton;
  /** The received likes as last loaded: a like not among them is fresh. */
  readonly seenLikes: LikesOverview | null;
}

/** Open on `profile`, or without one on an auto-like profile the modal fetches. */
export type MatchModalOpen = { type: 'matchModal.open'; profile?: MatchProfile; button?: MatchButton };

export type MatchModalEvent =
  | MatchModalOpen
  | { type: 'matchModal.close' }
  /** The app loaded the received likes (null: logged out); a fresh liker opens the modal. */
  | { type: 'likes.changed'; likes: LikesOverview | null }
  | { type: 'timer.elapsed' };
