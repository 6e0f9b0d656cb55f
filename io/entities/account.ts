import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedString, boundedText, CountryCode, Email } from '../codec/primitives';
import { Locale } from './locale';
import { Gender, PlaceName } from './profile-attributes';
import { signupFormFields, signupFormOptionalFields, TrackingRecord } from './signup';
import { NotificationsDisabledReason } from './user';

/**
 * The calls of joining and leaving (issue 10): signup, password, e-mail, notification settings, deletion,
 * complaints. Every token a mail carries is 32 random bytes in base64url (43 characters); the server keeps
 * only its SHA-256.
 */
export const MailToken = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{43}$/.test(s), 'MailToken');

/**
 * POST /api/signup.php: the spec §3 signup form, the member's gender (asked with the form: search and the
 * first matches need it before the personal-info step), the interface language the form was filled in, and
 * the tracking record kept from the landing URL. The country comes from the visitor's IP (the location step
 * refines it). Answers the new member (logged in, status not_confirmed) and sends the activation mail.
 * Refusals: invalid_input with `field` (the name equal to the e-mail, a name starting with @, under 18),
 * signup_closed (invite only, spec §6), account_exists (spec §8: the notice offering login).
 */
export const SignupRequest = closedPartial(
  { ...signupFormFields, gender: Gender, language: Locale },
  { ...signupFormOptionalFields, tracking: TrackingRecord },
  'SignupRequest',
);
export type SignupRequest = t.TypeOf<typeof SignupRequest>;

/**
 * GET /api/geocode.php?lat=&lon= (spec §7): the nearest known place, or false when none is near enough.
 * Up to 32 characters: String() of a coordinate near 0 takes up to 25 ('-0.0000012345678901234567').
 */
export const GeocodeQuery = closed({ lat: boundedString(32, 1), lon: boundedString(32, 1) }, 'GeocodeQuery');
export const GeocodePlace = t.type({ country: CountryCode, region: PlaceName, city: PlaceName });
export const GeocodeResult = t.union([GeocodePlace, t.literal(false)]);
export type GeocodeResult = t.TypeOf<typeof GeocodeResult>;

/**
 * POST /api/reset-password.php: always answers ok, whether or not the address has an account (OWASP ASVS
 * 6.3.8); the mail tells the owner of the address which it was. rate_limited past the daily limit per address.
 */
export const PasswordResetRequest = closed({ email: Email, language: Locale }, 'PasswordResetRequest');
/** PUT /api/reset-password.php: the mailed token (single use, expiring) and the new password; logs in. link_invalid otherwise. */
export const PasswordReset = closed({ token: MailToken, password: boundedString(200, 8) }, 'PasswordReset');
/** PUT /api/password.php: wrong_password (field old_password) when the old one does not match; ends every other session. */
export const PasswordChange = closed({ old_password: boundedString(200, 1), new_password: boundedString(200, 8) }, 'PasswordChange');

/**
 * PUT /api/email.php. A member who has not confirmed yet corrects the address at once (a new activation mail
 * goes out); a confirmed member gives the password and confirms the new address by its mailed link
 * (/mail-change/do). Refusals: invalid_input field email ('Nieuw e-mailadres invalide.'), email_taken,
 * wrong_password.
 */
export const EmailChangeRequest = closedPartial({ email: Email }, { password: boundedString(200, 1) }, 'EmailChangeRequest');
export const EmailChangeOutcome = t.type({ outcome: t.keyof({ changed: null, confirmation_sent: null }), email: t.string });
/** PUT /api/mail-change.php: the token of /mail-change/do?token=…; link_invalid or email_taken otherwise. */
export const EmailChangeConfirmation = closed({ token: MailToken }, 'EmailChangeConfirmation');

/** The e-mail notification types of spec §3. */
export const NotificationType = t.keyof({
  new_conversations: null, new_messages: null, like: null, unread_message_reminders: null, promotions: null, weekly_updates: null, news: null,
  reminders: null,
});
export type NotificationType = t.TypeOf<typeof NotificationType>;
export const notificationTypes = Object.keys(NotificationType.keys) as ReadonlyArray<NotificationType>;

const NotificationChoices = t.type(Object.fromEntries(notificationTypes.map((type) => [type, t.boolean])) as Record<NotificationType, t.BooleanC>);

/**
 * GET and PUT /api/notifications.php: which e-mails the member wants, and why e-mail stopped altogether
 * (a bounce, a spam complaint or a one-click unsubscribe) until the member turns it on again.
 */
export const NotificationSettings = t.type({ email: NotificationChoices, disabled: t.array(NotificationsDisabledReason) });
export type NotificationSettings = t.TypeOf<typeof NotificationSettings>;
/** Only the types sent change; `resume` clears the reasons e-mail stopped (the disabled-notifications alert leads here). */
export const NotificationSettingsChange = closedPartial(
  {},
  { email: closedPartial({}, NotificationChoices.props), resume: t.literal(true) },
  'NotificationSettingsChange',
);

/** The 7 reasons of spec §2 a member gives for leaving. */
export const DeletionReason = t.keyof({
  price: null, found_someone: null, not_looking: null, site_problems: null, few_members: null, time: null, other: null,
});
export type DeletionReason = t.TypeOf<typeof DeletionReason>;

/**
 * POST /api/delete-account.php: the reason, an optional word, and the password (wrong_password otherwise).
 * Ends every session; for 14 days the mailed link (or logging in with `reactivate`) brings the account back.
 */
export const AccountDeletion = closedPartial(
  { reason: DeletionReason, password: boundedString(200, 1) },
  { comment: boundedText(1000) },
  'AccountDeletion',
);
/** POST /api/reactivate.php: the token of the reactivation mail; logs in. link_invalid once 14 days passed. */
export const Reactivation = closed({ token: MailToken }, 'Reactivation');

/** POST /api/complaints.php (public; a logged-in member's id is taken from the session): stored and acknowledged by mail in `language`. */
export const ComplaintRequest = closed(
  { name: boundedString(100, 1), email: Email, subject: boundedString(200, 1), message: boundedText(5000, 10), language: Locale },
  'ComplaintRequest',
);
export const ComplaintReceipt = t.type({ reference: t.string });

/** Spec §4 / §9: a deleted account can be reactivated for this many days; then it is erased. */
export const reactivationDays = 14;
