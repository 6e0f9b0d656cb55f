import { accept, reject, type Decision } from '../../events/decision';
import type { LoginEvent, LoginState } from './events';

/** Five failures within fifteen minutes lock the login for fifteen minutes. */
export const maxFailures = 5;
export const failureWindowMs = 15 * 60_000;
export const lockMs = 15 * 60_000;

/** The password was checked before deciding (hashing is not the decider's business). */
export type LoginCommand =
  | {
      readonly type: 'AttemptLogin';
      readonly data: { readonly at: Date; readonly memberId: number | null; readonly passwordMatches: boolean };
    }
  | { readonly type: 'ClearLockout'; readonly data: { readonly at: Date } };

export type LoginRejection = { readonly reason: 'locked'; readonly until: Date };

export const isLocked = (state: LoginState, at: Date): boolean =>
  state.lockedUntil !== null && at.getTime() < Date.parse(state.lockedUntil);

export const attemptLogin = ({ data }: Extract<LoginCommand, { type: 'AttemptLogin' }>, state: LoginState): Decision<LoginEvent, LoginRejection> => {
  const { at, memberId, passwordMatches } = data;
  if (state.lockedUntil !== null && isLocked(state, at)) return reject({ reason: 'locked', until: new Date(state.lockedUntil) });
  const iso = at.toISOString();
  if (passwordMatches && memberId !== null) return accept({ type: 'LoginSucceeded', data: { at: iso, memberId } });
  const recent = state.failures.filter((failure) => at.getTime() - Date.parse(failure) < failureWindowMs);
  const failed: LoginEvent = { type: 'LoginFailed', data: { at: iso } };
  if (recent.length + 1 < maxFailures) return accept(failed);
  return accept<LoginEvent>(failed, { type: 'AccountLocked', data: { at: iso, until: new Date(at.getTime() + lockMs).toISOString() } });
};

/** A password reset proved the owner: a lock (even one still running) and the failures so far end; nothing when there are none. */
export const clearLockout = (at: Date, state: LoginState): Decision<LoginEvent, never> =>
  state.lockedUntil === null && state.failures.length === 0 ? accept() : accept({ type: 'LoginUnlocked', data: { at: at.toISOString() } });

export const decide = (command: LoginCommand, state: LoginState): Decision<LoginEvent, LoginRejection> => {
  switch (command.type) {
    case 'AttemptLogin':
      return attemptLogin(command, state);
    case 'ClearLockout':
      return clearLockout(command.data.at, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
