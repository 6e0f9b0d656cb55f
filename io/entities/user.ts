import * as t from 'io-ts';
import { CountryCode, Id, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { Locale } from './locale';

export const ImageStatus = t.keyof({ active: null, pending: null, rejected: null });

/**
 * A photo as the spec names it; status 'active' is required for a social preview image. `thumbhash`
 * (not in the spec): base64 of the card's ThumbHash, drawn while the card file loads.
 */
export const MainImage = t.intersection([
  t.type({ filename: t.string, thumb_filename: t.string, status: ImageStatus }),
  t.partial({ thumbhash: t.string }),
]);
export type MainImage = t.TypeOf<typeof MainImage>;

export const ProfileStatus = t.keyof({ active: null, disabled: null });

export const OwnProfile = t.type({
  name: t.string,
  country: CountryCode,
  main_image: t.union([MainImage, t.null]),
  status: ProfileStatus,
});

export const UserStatus = t.keyof({ active: null, not_confirmed: null });

/** Why e-mail notifications were switched off: spam complaint (fbl), bounce, or list-unsubscribe. */
export const NotificationsDisabledReason = t.keyof({ fbl: null, bounce: null, 'list-unsubscribe': null });

/** The current member (property `user` of GET/POST /api/user.php). */
export const User = t.type({
  id: Id,
  profile: OwnProfile,
  credits: NonNegativeInt,
  paid_user: t.boolean,
  // Whether this member's site marks fictional profiles with an icon (the icon itself is in Settings).
  fictional_icon: t.boolean,
  language: Locale,
  status: UserStatus,
  notifications_disabled: t.array(NotificationsDisabledReason),
  signup_date: IsoDateTime,
});
export type User = t.TypeOf<typeof User>;
