import * as t from 'io-ts';
import { Id, IsoDateTime } from '../../../io/codec/primitives';
import { StaffRole } from '../../../io/entities/staff';
import { eventCodec, type Aggregate } from '../../events/event';

/**
 * Stream `staff-<id>`: a staff member's account, authenticator and logins. Every event names the staff member
 * in `staffId`, as every staff action elsewhere does: the audit trail is the event log.
 * `addedBy`: the staff member who added this one; null for the command line or the demo seed.
 */
export const StaffAdded = eventCodec('StaffAdded', {
  staffId: Id,
  email: t.string,
  name: t.string,
  passwordHash: t.string,
  roles: t.array(StaffRole),
  sites: t.union([t.array(t.string), t.null]),
  addedBy: t.union([Id, t.null]),
  addedAt: IsoDateTime,
});
/** A site admin (`changedBy`) gave the staff member other roles or sites; `sites` null: every site. */
export const StaffAccessChanged = eventCodec('StaffAccessChanged', {
  staffId: Id,
  roles: t.array(StaffRole),
  sites: t.union([t.array(t.string), t.null]),
  changedBy: Id,
  at: IsoDateTime,
});
/** A site admin (`removedBy`) removed the account: its sessions end and it logs in no more. */
export const StaffRemoved = eventCodec('StaffRemoved', { staffId: Id, removedBy: Id, at: IsoDateTime });
/** A secret shown as a QR code at the first login, not yet confirmed by a code from it. */
export const StaffTotpOffered = eventCodec('StaffTotpOffered', { staffId: Id, secret: t.string, offeredAt: IsoDateTime });
export const StaffTotpEnrolled = eventCodec('StaffTotpEnrolled', { staffId: Id, secret: t.string, enrolledAt: IsoDateTime });
/** `step`: the TOTP time step of the code used; a code is good for one login only (RFC 6238 §5.2). */
export const StaffLoggedIn = eventCodec('StaffLoggedIn', { staffId: Id, step: t.number, at: IsoDateTime });
export const StaffLoginFailed = eventCodec('StaffLoginFailed', { staffId: Id, factor: t.keyof({ password: null, code: null }), at: IsoDateTime });
export const StaffLoggedOut = eventCodec('StaffLoggedOut', { staffId: Id, at: IsoDateTime });
/**
 * Support downloaded a member's data export (issue 14; GDPR art. 15/20 asked through support), and why: a read, so it
 * changes no member and lands on the staff member's own stream, where the audit finds it by `memberId` all the same.
 */
export const MemberDataExported = eventCodec('MemberDataExported', { staffId: Id, memberId: Id, reason: t.string, exportedAt: IsoDateTime });

export const StaffEvent = t.union([StaffAdded, StaffTotpOffered, StaffTotpEnrolled, StaffLoggedIn, StaffLoginFailed, StaffLoggedOut, MemberDataExported, StaffAccessChanged, StaffRemoved]);
export type StaffEvent = t.TypeOf<typeof StaffEvent>;

export interface StaffState {
  readonly added: boolean;
  readonly removed: boolean;
  readonly passwordHash: string | null;
  readonly secret: string | null;
  readonly offered: string | null;
  /** Failed logins since the last success: five lock the account for 15 minutes from the last one. */
  readonly failures: number;
  readonly lastFailure: string | null;
  /** The time step of the last code that logged in. */
  readonly lastStep: number;
}

export const initialState = (): StaffState => ({ added: false, removed: false, passwordHash: null, secret: null, offered: null, failures: 0, lastFailure: null, lastStep: 0 });

export const evolve = (state: StaffState, event: StaffEvent): StaffState => {
  switch (event.type) {
    case 'StaffAdded':
      return { ...state, added: true, passwordHash: event.data.passwordHash };
    case 'StaffTotpOffered':
      return { ...state, offered: event.data.secret };
    case 'StaffTotpEnrolled':
      return { ...state, secret: event.data.secret, offered: null };
    case 'StaffLoggedIn':
      return { ...state, failures: 0, lastFailure: null, lastStep: event.data.step };
    case 'StaffLoginFailed':
      return { ...state, failures: state.failures + 1, lastFailure: event.data.at };
    case 'StaffRemoved':
      return { ...state, removed: true };
    case 'StaffLoggedOut':
    case 'MemberDataExported':
    case 'StaffAccessChanged':
      return state;
  }
};

export const staffStreamId = (staffId: number): string => `staff-${String(staffId)}`;

export const staffAggregate: Aggregate<StaffState, StaffEvent> = { codec: StaffEvent, initialState, evolve };
