import * as t from 'io-ts';
import type { Settings } from '../../../io/entities/settings';
import { Locale } from '../../../io/entities/locale';
import { NotificationsDisabledReason, ProfileStatus, UserStatus, type User } from '../../../io/entities/user';
import { CountryCode } from '../../../io/codec/primitives';
import { checked, mainImageOf, type MemberRow } from '../members/member-row';

const DisabledReasons = t.array(NotificationsDisabledReason);

/** The logged-in member as GET /api/user.php answers (spec §3 User). */
export const userOf = (row: MemberRow, settings: Settings): User => ({
  id: row.id,
  profile: {
    name: row.name,
    country: checked(CountryCode, row.country, 'country'),
    main_image: mainImageOf(row),
    status: checked(ProfileStatus, row.profile_status, 'profile status'),
  },
  credits: row.credits,
  paid_user: row.paid_user,
  fictional_icon: settings.fictional_icon !== '',
  language: checked(Locale, row.language, 'language'),
  status: checked(UserStatus, row.status, 'user status'),
  notifications_disabled: checked(DisabledReasons, row.notifications_disabled, 'notifications_disabled'),
  signup_date: row.signup_date.toISOString(),
});
