import * as t from 'io-ts';
import { eventCodec as event, type Aggregate } from '../../events/event';
import { CountryCode, Id, IsoDate, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { Locale } from '../../../io/entities/locale';
import { Gender } from '../../../io/entities/profile-attributes';
import { MainImage, NotificationsDisabledReason, UserStatus } from '../../../io/entities/user';


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
 */
export const MemberRegistered = t.type({
  type: t.literal('MemberRegistered'),
  data: t.intersection([t.type(registeredProfile), t.partial({ status: UserStatus })]),
});
/** The member followed the activation link: status becomes 'active'. */
export const EmailConfirmed = event('EmailConfirmed', { memberId: Id, confirmedAt: IsoDateTime });
/** The profile is hidden from search and other members (by the member or by staff). */
export const ProfileDisabled = event('ProfileDisabled', { memberId: Id, disabledAt: IsoDateTime });
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
export const SessionStarted = event('SessionStarted', {
  memberId: Id,
  sessionHash: t.string,
  startedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export const SessionEnded = event('SessionEnded', { memberId: Id, sessionHash: t.string, endedAt: IsoDateTime });
/** Invisible: never listed in search (the member still browses, likes and chats). */
export const InvisibleModeChanged = event('InvisibleModeChanged', { memberId: Id, invisible: t.boolean, changedAt: IsoDateTime });

export const AccountEvent = t.union([
  MemberRegistered, EmailConfirmed, ProfileDisabled, ProfileEnabled, NotificationsDisabled, LanguageChanged, MainImageSet, CreditsPurchased,
  SessionStarted, SessionEnded,
  InvisibleModeChanged,
]);
export type AccountEvent = t.TypeOf<typeof AccountEvent>;


export type AccountState =
  | { readonly status: 'unregistered' }
  | {
      readonly status: 'registered';
      readonly memberId: number;
      readonly emailConfirmed: boolean;
      readonly profileEnabled: boolean;
      readonly notificationsDisabled: ReadonlyArray<NotificationsDisabledReason>;
      readonly language: Locale;
      readonly credits: number;
      readonly paidUser: boolean;
      /** Payments already credited: a payment is applied once (a provider may report it twice). */
      readonly paymentIds: ReadonlySet<string>;
      /** Hashes of the sessions still open. */
      readonly sessions: ReadonlySet<string>;
      readonly invisible: boolean;
    };
export type NotificationsDisabledReason = t.TypeOf<typeof NotificationsDisabledReason>;

export const initialState = (): AccountState => ({ status: 'unregistered' });

const without = (set: ReadonlySet<string>, item: string): ReadonlySet<string> => new Set([...set].filter((x) => x !== item));

export const evolve = (state: AccountState, event: AccountEvent): AccountState => {
  if (event.type === 'MemberRegistered') {
    const { memberId, language, status } = event.data;
    return {
      status: 'registered', memberId, emailConfirmed: status !== 'not_confirmed', profileEnabled: true, notificationsDisabled: [], language,
      credits: 0, paidUser: false, paymentIds: new Set(), sessions: new Set(),
      invisible: false,
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
    case 'CreditsPurchased':
      return { ...state, credits: state.credits + event.data.credits, paidUser: true, paymentIds: new Set([...state.paymentIds, event.data.paymentId]) };
    case 'SessionStarted':
      return { ...state, sessions: new Set([...state.sessions, event.data.sessionHash]) };
    case 'SessionEnded':
      return { ...state, sessions: without(state.sessions, event.data.sessionHash) };
    case 'InvisibleModeChanged':
      return { ...state, invisible: event.data.invisible };
  }
};

export const accountStreamId = (memberId: number): string => `account-${memberId}`;

export const accountAggregate: Aggregate<AccountState, AccountEvent> = { codec: AccountEvent, initialState, evolve };
