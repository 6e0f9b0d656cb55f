import type { AutoLikeProfile } from '../../io/entities/member';

/** The liker the modal shows: the photo path is relative to settings.cdn_prefix. */
export interface MatchProfile {
  readonly id: number;
  readonly photo: string;
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

export interface MatchModalContext {
  readonly profile: MatchProfile | null;
  readonly button: MatchButton;
}

export type MatchModalEvent =
  | { type: 'matchModal.open'; profile?: MatchProfile; button?: MatchButton }
  | { type: 'matchModal.close' }
  | { type: 'timer.elapsed' };
