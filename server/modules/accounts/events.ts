import * as t from 'io-ts';
import { eventCodec as event, type Aggregate } from '../../events/event';
import { CountryCode, Id, IsoDate, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { Locale } from '../../../io/entities/locale';
import { Gender, InterestTag, LivingArea, profileTraits, type ProfileAttributes } from '../../../io/entities/profile-attributes';
import { MainImage, NotificationsDisabledReason, ProfileStatus, UserStatus } from '../../../io/entities/user';
import { DeletionReason, notificationTypes, type NotificationType } from '../../../io/entities/account';
import { TextEditReason, TextField, TextMatch, TextRule } from '../../../io/entities/text-moderation';


const registeredProfile = {
  memberId: Id,
  site: t.string,
  email: t.union([t.string, t.null]),
  passwordHash: t.union([t.string, t.null]),
  name: t.string,
  gender: Gender,
  birthDate: IsoDate,
  country: CountryCode,
  region: t.string,
  city: t.string,
  language: Locale,
  fictional: t.boolean,
  registeredAt: IsoDateTime,
};
/**
 * Stream `account-<memberId>`. A member without e-mail and password hash (a demo profile) cannot log in.
 * `status`: 'not_confirmed' for a signup whose address is not confirmed yet; absent means 'active' (the
 * events stored before the field existed, and profiles that need no confirmation).
 * A signup (modules/signup) also keeps the affiliate `tracking` record it came with and the form's
 * `signupMessage`: facts of how the member joined, for the operator. Any strings, so a stored signup keeps
 * decoding when the request's rules change.
 */
export const MemberRegistered = t.type({
  type: t.literal('MemberRegistered'),
  data: t.intersection([
    t.type(registeredProfile),
    t.partial({ status: UserStatus, tracking: t.record(t.string, t.string), signupMessage: t.string }),
  ]),
});
/** The member followed the activation link: status becomes 'active'. */
export const EmailConfirmed = event('EmailConfirmed', { memberId: Id, confirmedAt: IsoDateTime });
/** The profile is hidden from search and other members: by the member, or by staff (`staffId` and `reason`, issue 14). */
export const ProfileDisabled = t.type({
  type: t.literal('ProfileDisabled'),
  data: t.intersection([t.type({ memberId: Id, disabledAt: IsoDateTime }), t.partial({ staffId: Id, reason: t.string })]),
});
export const ProfileEnabled = event('ProfileEnabled', { memberId: Id, enabledAt: IsoDateTime });
/** No more e-mail notifications: a spam complaint (fbl), a bounce, or a List-Unsubscribe. */
export const NotificationsDisabled = event('NotificationsDisabled', { memberId: Id, reason: NotificationsDisabledReason, disabledAt: IsoDateTime });
export const LanguageChanged = event('LanguageChanged', { memberId: Id, language: Locale, changedAt: IsoDateTime });
export const MainImageSet = event('MainImageSet', { memberId: Id, image: MainImage, setAt: IsoDateTime });
/** The first purchase makes a member premium (paid_user). */
export const CreditsPurchased = event('CreditsPurchased', {
  memberId: Id,
  paymentId: t.string,
  credits: NonNegativeInt,
  purchasedAt: IsoDateTime,
});
/** Credits given without a payment: the site's signup_credits, or a correction by support. Once per grantId. */
export const CreditsGranted = event('CreditsGranted', {
  memberId: Id,
  grantId: t.string,
  credits: NonNegativeInt,
  reason: t.keyof({ signup: null, correction: null }),
  grantedAt: IsoDateTime,
});
/** What credits paid for: a message, a photo or a gift sent in a conversation. */
export const CreditsPurpose = t.type({ kind: t.keyof({ message: null, photo: null, gift: null }), conversationId: Id, messageId: Id });
export type CreditsPurpose = t.TypeOf<typeof CreditsPurpose>;
/** Credits paid for one thing, once: the balance never goes below 0 (the decider refuses). */
export const CreditsSpent = event('CreditsSpent', { memberId: Id, credits: NonNegativeInt, purpose: CreditsPurpose, spentAt: IsoDateTime });
/**
 * Credits taken back because a payment was refunded or charged back, once per refundId. `credits` is what
 * left the balance, `unrecovered` what the member had already spent of the refunded amount (the balance
 * never goes below 0).
 */
export const CreditsRefunded = event('CreditsRefunded', {
  memberId: Id,
  refundId: t.string,
  paymentId: t.string,
  credits: NonNegativeInt,
  unrecovered: NonNegativeInt,
  refundedAt: IsoDateTime,
});
/**
 * The profile facts that changed, only those: gender, the spec §3 traits, living area, interests, about.
 * Lenient on purpose (the about text any string): the rules are the decider's, and a stored event must
 * keep decoding when a rule is tightened later.
 */
export const ProfileChanges = t.partial({ gender: Gender, ...profileTraits, living_area: LivingArea, interests: t.array(InterestTag), about: t.string });
export type ProfileChanges = t.TypeOf<typeof ProfileChanges>;
export const ProfileEdited = event('ProfileEdited', { memberId: Id, changes: ProfileChanges, editedAt: IsoDateTime });
export const SessionStarted = event('SessionStarted', {
  memberId: Id,
  sessionHash: t.string,
  startedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export const SessionEnded = event('SessionEnded', { memberId: Id, sessionHash: t.string, endedAt: IsoDateTime });
/** A new password hash: the member changed it (the old one given) or reset it by a mailed link. */
export const PasswordChanged = event('PasswordChanged', { memberId: Id, passwordHash: t.string, changedAt: IsoDateTime });
/** A new address (normalised): corrected before confirming, or confirmed by the link mailed to it. */
export const EmailChanged = event('EmailChanged', { memberId: Id, email: t.string, changedAt: IsoDateTime });
/** The e-mail notification types the member turned on or off, only those that changed. */
export const NotificationChoices = t.partial(
  Object.fromEntries(notificationTypes.map((type) => [type, t.boolean])) as Record<NotificationType, t.BooleanC>,
);
export type NotificationChoices = t.TypeOf<typeof NotificationChoices>;
export const NotificationChoicesChanged = event('NotificationChoicesChanged', { memberId: Id, email: NotificationChoices, changedAt: IsoDateTime });
/** The member turned e-mail on again after a bounce, a complaint or an unsubscribe: every reason is cleared. */
export const NotificationsResumed = event('NotificationsResumed', { memberId: Id, resumedAt: IsoDateTime });
/** Invisible: never listed in search (the member still browses, likes and chats). */
export const InvisibleModeChanged = event('InvisibleModeChanged', { memberId: Id, invisible: t.boolean, changedAt: IsoDateTime });
/**
 * The member deleted the account (spec §2): every session ended with it, the profile gone from what others see.
 * For 14 days it can be reactivated; then it is erased. `comment` is the member's optional word on why.
 */
export const AccountDeleted = event('AccountDeleted', {
  memberId: Id, reason: DeletionReason, comment: t.union([t.string, t.null]), deletedAt: IsoDateTime,
});
/** Back within the 14 days, by logging in or by the mailed link; the profile returns to the status it had. */
export const AccountReactivated = event('AccountReactivated', {
  memberId: Id, via: t.keyof({ login: null, link: null }), profileStatus: ProfileStatus, reactivatedAt: IsoDateTime,
});
/**
 * A correction of the balance by support (issue 14): `credits` added (or, negative, taken back), never an
 * overwrite; once per correction id, with who and why. Never takes the balance below 0.
 */
export const CreditsCorrected = event('CreditsCorrected', {
  memberId: Id, correctionId: t.string, credits: t.refinement(t.number, Number.isInteger, 'Integer'), staffId: Id, reason: t.string, correctedAt: IsoDateTime,
});
/**
 * Issue 14, by staff (the audit names `staffId` and `reason`): a ban ends every session (SessionEnded before it),
 * refuses logins with the banned-login notice and takes the member out of everything others see; an unban
 * returns the profile to the status it had. A warning changes nothing but is mailed to the member.
 */
export const MemberBanned = event('MemberBanned', { memberId: Id, staffId: Id, reason: t.string, bannedAt: IsoDateTime });
export const MemberUnbanned = event('MemberUnbanned', { memberId: Id, staffId: Id, reason: t.string, profileStatus: ProfileStatus, unbannedAt: IsoDateTime });
export const MemberWarned = event('MemberWarned', { memberId: Id, staffId: Id, reason: t.string, warnedAt: IsoDateTime });
/**
 * Issue 14, the text queue: the member's name (at signup) or about text (an edit) as saved was flagged by
 * the rules of server/modules/texts/rules.ts, with the site's word list of that moment. It waits for a
 * moderator until approved, edited by staff, or changed by the member (a new about text is checked anew).
 */
export const TextFlagged = event('TextFlagged', { memberId: Id, field: TextField, text: t.string, flags: t.array(TextRule), matches: t.array(TextMatch), flaggedAt: IsoDateTime });
/** A moderator let the flagged text stand (`text`: the one approved). */
export const TextApproved = event('TextApproved', { memberId: Id, field: TextField, text: t.string, staffId: Id, approvedAt: IsoDateTime });
/** A moderator replaced the flagged text by `text`, for `reason` (mailed to the member in their language). */
export const TextEdited = event('TextEdited', { memberId: Id, field: TextField, text: t.string, staffId: Id, reason: TextEditReason, editedAt: IsoDateTime });
/**
 * Support asked, for the member, for the account's erasure (issue 14; GDPR art. 17), naming who and why. It comes with
 * the deletion the member's own would make (SessionEnded for each open session, AccountDeleted), so what follows is the
 * same: gone from others at once, the reactivation mail, and the erasure job once the 14 days are over.
 */
export const ErasureRequested = event('ErasureRequested', { memberId: Id, staffId: Id, reason: t.string, requestedAt: IsoDateTime });
/** Final: the personal data is gone (server/modules/leaving/erase.ts redacts the events); only money records stay, naming no one. */
export const AccountErased = event('AccountErased', { memberId: Id, erasedAt: IsoDateTime });

export const AccountEvent = t.union([
  MemberRegistered, EmailConfirmed, ProfileDisabled, ProfileEnabled, NotificationsDisabled, LanguageChanged, MainImageSet, CreditsPurchased,
  CreditsGranted, CreditsSpent, CreditsRefunded, SessionStarted, SessionEnded, ProfileEdited,
  InvisibleModeChanged, AccountDeleted, AccountReactivated, AccountErased, PasswordChanged, EmailChanged, NotificationChoicesChanged,
  NotificationsResumed, MemberBanned, MemberUnbanned, MemberWarned, CreditsCorrected, TextFlagged, TextApproved, TextEdited, ErasureRequested,
]);
export type AccountEvent = t.TypeOf<typeof AccountEvent>;


export type AccountState =
  | { readonly status: 'unregistered' }
  | {
      readonly status: 'registered';
      readonly memberId: number;
      /** The name shown to others: chosen at signup, changed only by a moderator. */
      readonly name: string;
      /** The normalised address (null for a demo profile without one). */
      readonly email: string | null;
      readonly emailConfirmed: boolean;
      readonly profileEnabled: boolean;
      readonly notificationsDisabled: ReadonlyArray<NotificationsDisabledReason>;
      readonly language: Locale;
      readonly credits: number;
      readonly paidUser: boolean;
      /** Payments already credited: a payment is applied once (a provider may report it twice). */
      readonly paymentIds: ReadonlySet<string>;
      /** Grants already given, and what credits were already spent on (purposeKey): each is applied once. */
      readonly grantIds: ReadonlySet<string>;
      readonly paidFor: ReadonlySet<string>;
      /** Refunds already applied, and the credits of each payment not refunded yet. */
      readonly refundIds: ReadonlySet<string>;
      readonly refundable: ReadonlyMap<string, number>;
      /** Hashes of the sessions still open. */
      readonly sessions: ReadonlySet<string>;
      /** The profile facts as they stand: an edit records only what differs from them. */
      readonly profile: ProfileState;
      readonly invisible: boolean;
      /** live; deleted (since `deletedAt`, reactivation possible for 14 days); erased (final). */
      readonly lifecycle: AccountLifecycle;
      /** The notification types the member chose (the others keep their default). */
      readonly notificationChoices: NotificationChoices;
      /** Banned by staff: no login until unbanned. */
      readonly banned: boolean;
      /** The texts waiting for a moderator, as flagged (each is the field's current text). */
      readonly flaggedTexts: FlaggedTexts;
    };
export type FlaggedTexts = Readonly<Partial<Record<TextField, string>>>;
export type AccountLifecycle =
  | { readonly kind: 'live' }
  | { readonly kind: 'deleted'; readonly deletedAt: string }
  | { readonly kind: 'erased' };
/** Gender and living area are known from registration; the other attributes once stated. */
export type ProfileState = ProfileAttributes & { readonly about: string };
export type NotificationsDisabledReason = t.TypeOf<typeof NotificationsDisabledReason>;

export const initialState = (): AccountState => ({ status: 'unregistered' });

/** One key per thing paid for: a retried send of the same message is not charged again. */
export const purposeKey = ({ kind, conversationId, messageId }: CreditsPurpose): string => `${kind}:${String(conversationId)}:${String(messageId)}`;

const without = (set: ReadonlySet<string>, item: string): ReadonlySet<string> => new Set([...set].filter((x) => x !== item));
const withoutText = (texts: FlaggedTexts, field: TextField): FlaggedTexts => Object.fromEntries(Object.entries(texts).filter(([key]) => key !== field));

export const evolve = (state: AccountState, event: AccountEvent): AccountState => {
  if (event.type === 'MemberRegistered') {
    const { memberId, name, email, language, status, gender, country, region, city } = event.data;
    return {
      status: 'registered', memberId, name, email, emailConfirmed: status !== 'not_confirmed', profileEnabled: true, notificationsDisabled: [], language,
      credits: 0, paidUser: false, paymentIds: new Set(), grantIds: new Set(), paidFor: new Set(), refundIds: new Set(), refundable: new Map(),
      sessions: new Set(),
      profile: { gender, living_area: { country, region, city }, interests: [], about: '' },
      invisible: false,
      lifecycle: { kind: 'live' },
      notificationChoices: {},
      banned: false,
      flaggedTexts: {},
    };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true };
    case 'ProfileDisabled':
      return { ...state, profileEnabled: false };
    case 'ProfileEnabled':
      return { ...state, profileEnabled: true };
    case 'NotificationsDisabled':
      return { ...state, notificationsDisabled: [...state.notificationsDisabled, event.data.reason] };
    case 'LanguageChanged':
      return { ...state, language: event.data.language };
    case 'MainImageSet':
      return state;
    case 'CreditsPurchased': {
      const { paymentId, credits } = event.data;
      return {
        ...state, credits: state.credits + credits, paidUser: true, paymentIds: new Set([...state.paymentIds, paymentId]),
        refundable: new Map([...state.refundable, [paymentId, credits]]),
      };
    }
    case 'CreditsGranted':
      return { ...state, credits: state.credits + event.data.credits, grantIds: new Set([...state.grantIds, event.data.grantId]) };
    case 'CreditsSpent':
      return { ...state, credits: state.credits - event.data.credits, paidFor: new Set([...state.paidFor, purposeKey(event.data.purpose)]) };
    case 'CreditsRefunded': {
      const { refundId, paymentId, credits, unrecovered } = event.data;
      const left = (state.refundable.get(paymentId) ?? 0) - credits - unrecovered;
      return {
        ...state, credits: state.credits - credits, refundIds: new Set([...state.refundIds, refundId]),
        refundable: new Map([...state.refundable, [paymentId, left]]),
      };
    }
    case 'SessionStarted':
      return { ...state, sessions: new Set([...state.sessions, event.data.sessionHash]) };
    case 'SessionEnded':
      return { ...state, sessions: without(state.sessions, event.data.sessionHash) };
    // A new about text leaves the queue; if the rules flag it too, TextFlagged follows in the same decision.
    case 'ProfileEdited':
      return {
        ...state, profile: { ...state.profile, ...event.data.changes },
        flaggedTexts: event.data.changes.about === undefined ? state.flaggedTexts : withoutText(state.flaggedTexts, 'about'),
      };
    case 'InvisibleModeChanged':
      return { ...state, invisible: event.data.invisible };
    case 'AccountDeleted':
      return { ...state, lifecycle: { kind: 'deleted', deletedAt: event.data.deletedAt } };
    case 'AccountReactivated':
      return { ...state, lifecycle: { kind: 'live' } };
    case 'AccountErased':
      return { ...state, name: '', sessions: new Set(), lifecycle: { kind: 'erased' }, flaggedTexts: {} };
    case 'PasswordChanged':
      return state;
    case 'EmailChanged':
      return { ...state, email: event.data.email };
    case 'NotificationChoicesChanged':
      return { ...state, notificationChoices: { ...state.notificationChoices, ...event.data.email } };
    case 'NotificationsResumed':
      return { ...state, notificationsDisabled: [] };
    case 'MemberBanned':
      return { ...state, banned: true };
    case 'MemberUnbanned':
      return { ...state, banned: false };
    case 'MemberWarned':
    case 'ErasureRequested':
      return state;
    case 'CreditsCorrected':
      return { ...state, credits: state.credits + event.data.credits, grantIds: new Set([...state.grantIds, event.data.correctionId]) };
    case 'TextFlagged':
      return { ...state, flaggedTexts: { ...state.flaggedTexts, [event.data.field]: event.data.text } };
    case 'TextApproved':
      return { ...state, flaggedTexts: withoutText(state.flaggedTexts, event.data.field) };
    case 'TextEdited': {
      const { field, text } = event.data;
      const edited = field === 'name' ? { name: text } : { profile: { ...state.profile, about: text } };
      return { ...state, ...edited, flaggedTexts: withoutText(state.flaggedTexts, field) };
    }
  }
};

export const accountStreamId = (memberId: number): string => `account-${memberId}`;

export const accountAggregate: Aggregate<AccountState, AccountEvent> = { codec: AccountEvent, initialState, evolve };
