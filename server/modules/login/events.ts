import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * Login attempts for one site + e-mail address, stream `login-<hash>`, kept whether or not an account
 * exists, so that an unknown address and a wrong password are answered, and locked, alike.
 */
export const LoginFailed = eventCodec('LoginFailed', { at: IsoDateTime });
export const LoginSucceeded = eventCodec('LoginSucceeded', { at: IsoDateTime, memberId: Id });
export const AccountLocked = eventCodec('AccountLocked', { at: IsoDateTime, until: IsoDateTime });
/** The owner of the address reset the password by its mailed link: a lock and the failures counted so far end. */
export const LoginUnlocked = eventCodec('LoginUnlocked', { at: IsoDateTime });

export const LoginEvent = t.union([LoginFailed, LoginSucceeded, AccountLocked, LoginUnlocked]);
export type LoginEvent = t.TypeOf<typeof LoginEvent>;

export interface LoginState {
  /** Failures since the last success or lock, oldest first (ISO times). */
  readonly failures: ReadonlyArray<string>;
  readonly lockedUntil: string | null;
}

export const initialState = (): LoginState => ({ failures: [], lockedUntil: null });

export const evolve = (state: LoginState, event: LoginEvent): LoginState => {
  switch (event.type) {
    case 'LoginFailed':
      return { ...state, failures: [...state.failures, event.data.at] };
    case 'LoginSucceeded':
      return { ...state, failures: [] };
    case 'AccountLocked':
      return { failures: [], lockedUntil: event.data.until };
    case 'LoginUnlocked':
      return initialState();
  }
};

// The stream grows by one event per attempt; a member logging in daily adds a few hundred a year, which a
// fold reads in well under a millisecond. If that ever matters, fold only the last lockWindow of events.
export const loginAggregate: Aggregate<LoginState, LoginEvent> = { codec: LoginEvent, initialState, evolve };
