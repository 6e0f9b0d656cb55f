import { accept, reject, type Decision } from '../../events/decision';
import type { LoginEvent, LoginState } from './events';

/** Five failures within fifteen minutes lock the login for fifteen minutes. */
export const maxFailures = 5;
export const failureWindowMs = 15 * 60_000;
export const lockMs = 15 * 60_000;

/** The password was checked before deciding (hashing is not the decider's business). */
export type LoginCommand = {
  readonly type: 'AttemptLogin';
  readonly data: { readonly at: Date; readonly memberId: number | null; readonly passwordMatches: boolean };
};

export type LoginRejection = { readonly reason: 'locked'; readonly until: Date };

export const isLocked = (state: LoginState, at: Date): boolean =>
  state.lockedUntil !== null && at.getTime() < Date.parse(state.lockedUntil);

export const attemptLogin = ({ data }: LoginCommand, state: LoginState): Decision<LoginEvent, LoginRejection> => {
  const { at, memberId, passwordMatches } = data;
  if (state.lockedUntil !== null && isLocked(state, at)) return reject({ reason: 'locked', until: new Date(state.lockedUntil) });
  const iso = at.toISOString();
  if (passwordMatches && memberId !== null) return accept({ type: 'LoginSucceeded', data: { at: iso, memberId } });
  const recent = state.failures.filter((failure) => at.getTime() - Date.parse(failure) < failureWindowMs);
  const failed: LoginEvent = { type: 'LoginFailed', data: { at: iso } };
  if (recent.length + 1 < maxFailures) return accept(failed);
  return accept<LoginEvent>(failed, { type: 'AccountLocked', data: { at: iso, until: new Date(at.getTime() + lockMs).toISOString() } });
};

export const decide = (command: LoginCommand, state: LoginState): Decision<LoginEvent, LoginRejection> => {
  switch (command.type) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one command type so far; the exhaustive switch is the module's shape
    case 'AttemptLogin':
      return attemptLogin(command, state);
    default: {
      const _exhaustive: never = command.type; // one command so far: narrow on its tag
      return _exhaustive;
    }
  }
};
