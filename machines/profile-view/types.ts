import type { MemberSummary } from '../../io/entities/member';
import type { PhotoView } from '../../io/entities/photo';
import type { MemberProfile } from '../../io/entities/profile';

/** Who looks at the profile: a visitor gets the login-required notice for like, chat and more photos (spec §8). */
export type Viewer = 'visitor' | 'member';

export interface ProfileViewInput {
  readonly memberId: number;
  /** Reached through /likes/m/{id}: opening it clears that like's new flag (spec §4). */
  readonly viaLike: boolean;
  readonly viewer: Viewer;
}

/** One member's profile and their photos as this viewer may see them. */
export interface LoadedProfile {
  readonly member: MemberProfile;
  readonly photos: ReadonlyArray<PhotoView>;
}

export interface ProfileViewContext extends ProfileViewInput {
  readonly member: MemberProfile | null;
  readonly photos: ReadonlyArray<PhotoView>;
  /** The photo the gallery shows: always a valid index of `photos` (0 when there are none). */
  readonly index: number;
  /** Whether the viewer likes the member, as shown: set at once on a click, rolled back when the server refuses. */
  readonly liked: boolean;
}

export type ProfileViewEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.like' }
  | { type: 'profile.chat' }
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.show'; index: number }
  | { type: 'gallery.unlock' }
  | { type: 'block.start' }
  | { type: 'block.confirm' }
  | { type: 'dialog.dismiss' };

/** The member as cards and the match modal show them. */
export const summaryOf = (member: MemberProfile): MemberSummary => {
  const base = {
    id: member.id,
    name: member.name,
    age: member.age,
    gender: member.gender,
    country: member.living_area.country,
    region: member.living_area.region,
    main_image: member.main_image,
  };
  return member.fictional ? { ...base, fictional: true, fictional_warning: member.fictional_warning } : { ...base, fictional: false };
};
