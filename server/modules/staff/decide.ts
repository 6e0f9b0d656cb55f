import type { StaffRole } from '../../../io/entities/staff';
import { accept, reject, type Decision } from '../../events/decision';
import type { StaffEvent, StaffState } from './events';

export const staffLockAfterFailures = 5;
export const staffLockMs = 15 * 60_000;

interface AddStaff {
  readonly type: 'AddStaff';
  readonly data: {
    readonly staffId: number; readonly email: string; readonly name: string; readonly passwordHash: string;
    readonly roles: ReadonlyArray<StaffRole>; readonly sites: ReadonlyArray<string> | null; readonly addedBy: number | null; readonly at: Date;
  };
}

/**
 * A login attempt, its factors checked by the caller (argon2 and the TOTP code are slow or need the secret):
 * `code` is the time step the code matched (of the enrolled secret, else of the offered one), 'none' when no
 * code came, 'wrong' when it matched nothing. `newSecret` is offered when there is nothing to confirm yet.
 */
interface AttemptStaffLogin {
  readonly type: 'AttemptStaffLogin';
  readonly data: { readonly staffId: number; readonly passwordMatches: boolean; readonly code: number | 'none' | 'wrong'; readonly newSecret: string; readonly at: Date };
}

interface LogOutStaff {
  readonly type: 'LogOutStaff';
  readonly data: { readonly staffId: number; readonly at: Date };
}

/** An authenticator set without the QR step: the demo's staff login, whose secret is printed. */
interface EnrollStaffTotp {
  readonly type: 'EnrollStaffTotp';
  readonly data: { readonly staffId: number; readonly secret: string; readonly at: Date };
}

/** Support hands out a member's data export: recorded before the data is read, so no export leaves unrecorded. */
interface RecordMemberExport {
  readonly type: 'RecordMemberExport';
  readonly data: { readonly staffId: number; readonly memberId: number; readonly reason: string; readonly at: Date };
}

/** A site admin gives an account other roles or sites; who may is checked by the caller (accounts.ts). */
interface ChangeStaffAccess {
  readonly type: 'ChangeStaffAccess';
  readonly data: { readonly staffId: number; readonly roles: ReadonlyArray<StaffRole>; readonly sites: ReadonlyArray<string> | null; readonly changedBy: number; readonly at: Date };
}

interface RemoveStaff {
  readonly type: 'RemoveStaff';
  readonly data: { readonly staffId: number; readonly removedBy: number; readonly at: Date };
}

export type StaffCommand = AddStaff | AttemptStaffLogin | LogOutStaff | EnrollStaffTotp | RecordMemberExport | ChangeStaffAccess | RemoveStaff;

/** What a login attempt came to, for the answer: logged in, an authenticator to add, or refused. */
export type StaffLoginRefusal = 'staff_exists' | 'locked' | 'wrong_password' | 'wrong_code' | 'enroll' | 'no_staff';

export const isLocked = (state: StaffState, at: Date): boolean =>
  state.failures >= staffLockAfterFailures && state.lastFailure !== null && Date.parse(state.lastFailure) + staffLockMs > at.getTime();

const attempt = ({ data }: AttemptStaffLogin, state: StaffState): Decision<StaffEvent, StaffLoginRefusal> => {
  const at = data.at.toISOString();
  const failed = (factor: 'password' | 'code'): Decision<StaffEvent, never> => accept({ type: 'StaffLoginFailed', data: { staffId: data.staffId, factor, at } });
  // A removed account is refused as a wrong password is: whether it was ever staff is not told.
  if (state.removed) return reject('wrong_password');
  if (isLocked(state, data.at)) return reject('locked');
  if (!data.passwordMatches) return failed('password');
  const step = data.code;
  if (state.secret === null) {
    // Enrolling: the code must come from the secret on offer; without one yet, offer it.
    if (state.offered === null) return accept({ type: 'StaffTotpOffered', data: { staffId: data.staffId, secret: data.newSecret, offeredAt: at } });
    if (step === 'none') return reject('enroll');
    if (step === 'wrong') return failed('code');
    return accept(
      { type: 'StaffTotpEnrolled', data: { staffId: data.staffId, secret: state.offered, enrolledAt: at } },
      { type: 'StaffLoggedIn', data: { staffId: data.staffId, step, at } },
    );
  }
  if (step === 'none' || step === 'wrong' || step <= state.lastStep) return failed('code');
  return accept({ type: 'StaffLoggedIn', data: { staffId: data.staffId, step, at } });
};

export const decide = (command: StaffCommand, state: StaffState): Decision<StaffEvent, StaffLoginRefusal> => {
  switch (command.type) {
    case 'AddStaff': {
      if (state.added) return reject('staff_exists');
      const { at, roles, sites, ...rest } = command.data;
      return accept({ type: 'StaffAdded', data: { ...rest, roles: [...roles], sites: sites === null ? null : [...sites], addedAt: at.toISOString() } });
    }
    case 'AttemptStaffLogin':
      return attempt(command, state);
    case 'EnrollStaffTotp': {
      const { staffId, secret, at } = command.data;
      return state.secret === null ? accept({ type: 'StaffTotpEnrolled', data: { staffId, secret, enrolledAt: at.toISOString() } }) : accept();
    }
    case 'LogOutStaff':
      return accept({ type: 'StaffLoggedOut', data: { staffId: command.data.staffId, at: command.data.at.toISOString() } });
    case 'ChangeStaffAccess': {
      if (!state.added || state.removed) return reject('no_staff');
      const { at, roles, sites, ...rest } = command.data;
      return accept({ type: 'StaffAccessChanged', data: { ...rest, roles: [...roles], sites: sites === null ? null : [...sites], at: at.toISOString() } });
    }
    case 'RemoveStaff': {
      if (!state.added || state.removed) return reject('no_staff');
      const { staffId, removedBy, at } = command.data;
      return accept({ type: 'StaffRemoved', data: { staffId, removedBy, at: at.toISOString() } });
    }
    case 'RecordMemberExport': {
      const { staffId, memberId, reason, at } = command.data;
      return accept({ type: 'MemberDataExported', data: { staffId, memberId, reason, exportedAt: at.toISOString() } });
    }
  }
};
