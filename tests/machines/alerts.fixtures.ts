import fc from 'fast-check';
import type { LocalFlag } from '../../io/entities/flags';
import type { MainImage, User } from '../../io/entities/user';
import { aUser } from '../support/fixtures';

/** No local flag stored: nothing dismissed yet. */
export const noFlags: Record<LocalFlag, number | null> = {
  'hide-enrich-alert': null,
  'hide-push-notification-alert': null,
  'hide-disabled-notifications-alert': null,
  'hide-time-bonus-modal': null,
  'hide-site-entry-warning': null,
};

export const aPhoto: MainImage = { filename: 'p.jpg', thumb_filename: 'p_t.jpg', status: 'active' };
/** Signed up, e-mail not confirmed yet, so the profile is disabled; no photo. */
export const unconfirmed = aUser({ status: 'not_confirmed', profile: { ...aUser().profile, status: 'disabled', main_image: null } });
export const withoutPhoto = aUser({ profile: { ...aUser().profile, main_image: null } });
/** Confirmed, with a photo, notifications on: no alert of its own. */
export const complete = aUser({ profile: { ...aUser().profile, main_image: aPhoto } });

/** Paths covering every route an alert stays away from, a few where all may show, and a 404. */
export const alertPaths = [
  ...['/', '/members', '/members/4', '/chats', '/profile', '/signup', '/settings'],
  ...['/notifications', '/activate/done', '/premium', '/directdebit', '/no/such/page'],
];

export const userArb: fc.Arbitrary<User> = fc
  .record({
    status: fc.constantFrom('active' as const, 'not_confirmed' as const),
    profileStatus: fc.constantFrom('active' as const, 'disabled' as const),
    photo: fc.boolean(),
    disabled: fc.subarray(['fbl' as const, 'bounce' as const, 'list-unsubscribe' as const]),
  })
  .map(({ status, profileStatus, photo, disabled }) =>
    aUser({ status, notifications_disabled: disabled, profile: { ...aUser().profile, status: profileStatus, main_image: photo ? aPhoto : null } }),
  );
