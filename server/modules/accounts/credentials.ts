import { accept, reject, type Decision } from '../../events/decision';
import { normalizeEmail } from './email';
import type { AccountEvent, AccountState } from './events';

// Password and address changes. The password is checked and hashed outside (hashing is not the decider's
// business); the decider says which sessions end and what else the change proves.

export type CredentialsRejection = 'same_email';

export interface ChangePasswordData {
  readonly passwordHash: string;
  /** The session the change was made in: it stays, every other one ends. */
  readonly keepSession: string;
  readonly at: Date;
}

export interface ResetPasswordData {
  readonly passwordHash: string;
  /** The session the reset logs the member in with. */
  readonly sessionHash: string;
  readonly expiresAt: Date;
  readonly at: Date;
}

export interface ChangeEmailData {
  readonly email: string;
  readonly at: Date;
}

type Registered = Extract<AccountState, { status: 'registered' }>;
type CredentialsDecision = Decision<AccountEvent, CredentialsRejection>;

const endSessions = (state: Registered, at: string, keep: string | null): AccountEvent[] =>
  [...state.sessions]
    .filter((sessionHash) => sessionHash !== keep)
    .map((sessionHash) => ({ type: 'SessionEnded', data: { memberId: state.memberId, sessionHash, endedAt: at } }));

/** A new hash; every session but the one it was changed in ends (whoever else held one is out). */
export const changePassword = (data: ChangePasswordData, state: Registered): CredentialsDecision => {
  const at = data.at.toISOString();
  return accept(
    { type: 'PasswordChanged', data: { memberId: state.memberId, passwordHash: data.passwordHash, changedAt: at } },
    ...endSessions(state, at, data.keepSession),
  );
};

/**
 * A reset by the mailed link: a new hash, every session ended, the address confirmed (the member opened a
 * link mailed to it) and a new session started.
 */
export const resetPassword = (data: ResetPasswordData, state: Registered): CredentialsDecision => {
  const at = data.at.toISOString();
  const { memberId } = state;
  return accept(
    { type: 'PasswordChanged', data: { memberId, passwordHash: data.passwordHash, changedAt: at } },
    ...endSessions(state, at, null),
    ...(state.emailConfirmed ? [] : [{ type: 'EmailConfirmed', data: { memberId, confirmedAt: at } } as const]),
    { type: 'SessionStarted', data: { memberId, sessionHash: data.sessionHash, startedAt: at, expiresAt: data.expiresAt.toISOString() } },
  );
};

/** The address as given (normalised); the one the member already has is refused. */
export const changeEmail = (data: ChangeEmailData, state: Registered): CredentialsDecision => {
  const email = normalizeEmail(data.email);
  return email === state.email
    ? reject('same_email')
    : accept({ type: 'EmailChanged', data: { memberId: state.memberId, email, changedAt: data.at.toISOString() } });
};
