import * as t from 'io-ts';
import { eventCodec as event, type Aggregate } from '../../events/event';
import { CountryCode, Id, IsoDate, IsoDateTime, NonNegativeInt } from '../../../io/codec/primitives';
import { Locale } from '../../../io/entities/locale';
import { Gender } from '../../../io/entities/profile-attributes';
import { MainImage } from '../../../io/entities/user';


/** Stream `account-<memberId>`. A member without e-mail and password hash (a demo profile) cannot log in. */
export const MemberRegistered = event('MemberRegistered', {
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
});
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

export const AccountEvent = t.union([MemberRegistered, LanguageChanged, MainImageSet, CreditsPurchased, SessionStarted, SessionEnded]);
export type AccountEvent = t.TypeOf<typeof AccountEvent>;


export type AccountState =
  | { readonly status: 'unregistered' }
  | {
      readonly status: 'registered';
      readonly memberId: number;
      readonly language: Locale;
      readonly credits: number;
      readonly paidUser: boolean;
      /** Hashes of the sessions still open. */
      readonly sessions: ReadonlySet<string>;
    };

export const initialState = (): AccountState => ({ status: 'unregistered' });

const without = (set: ReadonlySet<string>, item: string): ReadonlySet<string> => new Set([...set].filter((x) => x !== item));

export const evolve = (state: AccountState, event: AccountEvent): AccountState => {
  if (event.type === 'MemberRegistered') {
    const { memberId, language } = event.data;
    return { status: 'registered', memberId, language, credits: 0, paidUser: false, sessions: new Set() };
  }
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'LanguageChanged':
      return { ...state, language: event.data.language };
    case 'MainImageSet':
      return state;
    case 'CreditsPurchased':
      return { ...state, credits: state.credits + event.data.credits, paidUser: true };
    case 'SessionStarted':
      return { ...state, sessions: new Set([...state.sessions, event.data.sessionHash]) };
    case 'SessionEnded':
      return { ...state, sessions: without(state.sessions, event.data.sessionHash) };
  }
};

export const accountStreamId = (memberId: number): string => `account-${memberId}`;

export const accountAggregate: Aggregate<AccountState, AccountEvent> = { codec: AccountEvent, initialState, evolve };
