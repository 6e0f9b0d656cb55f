import type { UnitOfWork } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import { verifyPassword } from '../accounts/password';
import type { MemberRow } from '../members/member-row';
import { handleCommand } from '../handle-command';
import { retryOnConflict } from '../retry';
import { decide, isLocked } from './decide';
import { loginAggregate } from './events';
import { loginStreamId } from './login-key';

export type PasswordCheck = { readonly kind: 'right' } | { readonly kind: 'wrong' } | { readonly kind: 'locked'; readonly until: Date };

/**
 * A logged-in member confirms an action with the password (deleting the account). A wrong one counts as a
 * failed login on the address's login stream, so it cannot be guessed there faster than at the login; while
 * that stream is locked the password is not even checked.
 */
export const checkMemberPassword = async ({ db, transaction }: UnitOfWork, member: MemberRow, password: string, now: Date): Promise<PasswordCheck> => {
  if (member.email === null) return { kind: 'wrong' };
  const streamId = loginStreamId(member.site, member.email);
  const { state } = await aggregateStream(db, streamId, loginAggregate);
  if (state.lockedUntil !== null && isLocked(state, now)) return { kind: 'locked', until: new Date(state.lockedUntil) };
  if (await verifyPassword(member.password_hash, password)) return { kind: 'right' };
  const command = { type: 'AttemptLogin', data: { at: now, memberId: member.id, passwordMatches: false } } as const;
  return retryOnConflict(() =>
    transaction(async (tx): Promise<PasswordCheck> => {
      const decision = await handleCommand(tx, loginAggregate, streamId, (s) => decide(command, s), now);
      if (decision.kind === 'rejected') return { kind: 'locked', until: decision.reason.until };
      const lock = decision.events.find((event) => event.type === 'AccountLocked');
      return lock === undefined ? { kind: 'wrong' } : { kind: 'locked', until: new Date(lock.data.until) };
    }),
  );
};
