import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffLoginAnswer, StaffLoginRequest } from '../../../io/entities/staff';
import type { Database } from '../../db/database';
import { aggregateStream } from '../../events/event-store';
import { fail, ok, type Answer } from '../../http/answer';
import { startStaffSession } from '../../http/staff-session';
import { verifyPassword } from '../accounts/password';
import { minutesUntil } from '../login/routes';
import { retryOnConflict } from '../retry';
import { runStaffCommand } from './commands';
import { isLocked, staffLockMs } from './decide';
import { staffAggregate, staffStreamId } from './events';
import { enrollmentOf, matchTotp, newTotpSecret } from './totp';
import { staffProfileOf } from './read';

interface LoginParts {
  readonly db: Database;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly now: Date;
}

// One answer for a wrong address, password or code: which factor failed is not told.
const refused = (): Answer<never> => fail(401, { error: 'login_failed' });

/**
 * A staff login (issue 14): password and TOTP code in one form. A staff member without an authenticator
 * gets one to add (a QR code) after the right password, and logs in with its first code; five failures in a
 * row lock the account for 15 minutes. The session is the console's own cookie (http/staff-session.ts).
 */
export const logInStaff = async ({ db, request, reply, now }: LoginParts, body: StaffLoginRequest): Promise<Answer<StaffLoginAnswer>> => {
  const email = body.email.trim().toLowerCase();
  const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM staff WHERE email = $1 AND removed_at IS NULL', [email]);
  if (row === undefined) {
    await verifyPassword(null, body.password); // the same time as a known address
    return refused();
  }
  const staffId = Number(row.id);
  const { state } = await aggregateStream(db, staffStreamId(staffId), staffAggregate);
  const lockedUntil = new Date(Date.parse(state.lastFailure ?? now.toISOString()) + staffLockMs);
  // While locked the password is not even checked: no guess counts, right or wrong.
  if (isLocked(state, now)) return fail(429, { error: 'account_locked', minutes: minutesUntil(lockedUntil, now) });
  const passwordMatches = await verifyPassword(state.passwordHash, body.password);
  const code = passwordMatches ? await matchTotp(state.secret ?? state.offered, body.code, now) : 'wrong';
  const outcome = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const decision = await runStaffCommand(tx, { type: 'AttemptStaffLogin', data: { staffId, passwordMatches, code, newSecret: newTotpSecret(), at: now } });
      if (decision.kind === 'rejected') return decision.reason;
      const event = decision.events[0];
      if (event?.type === 'StaffLoggedIn' || event?.type === 'StaffTotpEnrolled') {
        await startStaffSession(tx, request, reply, staffId, now);
        return 'in' as const;
      }
      return event?.type === 'StaffTotpOffered' ? { offered: event.data.secret } : 'failed' as const;
    }),
  );
  if (outcome === 'in') {
    const staff = await staffProfileOf(db, staffId);
    return staff === null ? refused() : ok({ staff });
  }
  if (outcome === 'locked') return fail(429, { error: 'account_locked', minutes: minutesUntil(lockedUntil, now) });
  if (outcome === 'enroll' && state.offered !== null) return ok({ enrollment: await enrollmentOf(state.offered, email) });
  if (typeof outcome === 'object') return ok({ enrollment: await enrollmentOf(outcome.offered, email) });
  return refused();
};
