import type { UnitOfWork } from '../../db/database';
import { verifyPassword } from '../accounts/password';
import { handleCommand } from '../handle-command';
import type { MemberRow } from '../members/member-row';
import { retryOnConflict } from '../retry';
import { decide } from './decide';
import { loginAggregate } from './events';
import { loginStreamId } from './login-key';

export type PasswordCheck = { readonly kind: 'right' } | { readonly kind: 'wrong' } | { readonly kind: 'locked'; readonly until: Date };

/**
 * The logged-in member's current password, asked again before a password or address change. Counted on the
 * login stream of the member's address exactly as a login: a wrong one is a failed attempt toward the lock,
 * and while locked even the right one is refused, so a session cannot be used to guess the password.
 */
export const checkPassword = async ({ transaction }: Pick<UnitOfWork, 'transaction'>, member: MemberRow, password: string, now: Date): Promise<PasswordCheck> => {
  const passwordMatches = await verifyPassword(member.password_hash, password);
  const command = { type: 'AttemptLogin', data: { at: now, memberId: member.id, passwordMatches } } as const;
  const stream = loginStreamId(member.site, member.email ?? `member-${String(member.id)}`);
  return retryOnConflict(() =>
    transaction(async (tx): Promise<PasswordCheck> => {
      const decision = await handleCommand(tx, loginAggregate, stream, (state) => decide(command, state), now);
      if (decision.kind === 'rejected') return { kind: 'locked', until: decision.reason.until };
      for (const event of decision.events) {
        if (event.type === 'AccountLocked') return { kind: 'locked', until: new Date(event.data.until) };
        if (event.type === 'LoginSucceeded') return { kind: 'right' };
      }
      return { kind: 'wrong' };
    }),
  );
};
