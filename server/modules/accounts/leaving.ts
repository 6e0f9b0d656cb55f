import { reactivationDays, type DeletionReason } from '../../../io/entities/account';
import { accept, reject, type Decision } from '../../events/decision';
import type { AccountEvent, AccountState } from './events';
import type { StaffDecisionData } from './moderation';

/** Spec §4 / §9: a deleted account can be reactivated for 14 days; after that it is erased. */
export const reactivationWindowMs = reactivationDays * 86_400_000;

export interface DeleteAccountData {
  readonly reason: DeletionReason;
  readonly comment: string | null;
  readonly at: Date;
}
export interface ReactivateAccountData {
  readonly via: 'login' | 'link';
  readonly at: Date;
}

/** Why a leaving command is refused: already deleted (or erased), not deleted, or the 14 days are over (or not yet). */
export type LeavingRejection = 'account_deleted' | 'not_deleted' | 'reactivation_expired' | 'erasure_not_due';

type Registered = Extract<AccountState, { status: 'registered' }>;
type LeavingDecision = Decision<AccountEvent, LeavingRejection>;

/** When the 14 days of a deletion at `deletedAt` end (the first instant the account may be erased). */
export const reactivationEndsAt = (deletedAt: string): Date => new Date(Date.parse(deletedAt) + reactivationWindowMs);

/** Ends every open session with the deletion, so no browser stays logged in to a deleted account. */
export const deleteAccount = (data: DeleteAccountData, state: Registered): LeavingDecision => {
  if (state.lifecycle.kind !== 'live') return reject('account_deleted');
  const at = data.at.toISOString();
  const ended = [...state.sessions].map((sessionHash): AccountEvent => ({ type: 'SessionEnded', data: { memberId: state.memberId, sessionHash, endedAt: at } }));
  return accept(...ended, { type: 'AccountDeleted', data: { memberId: state.memberId, reason: data.reason, comment: data.comment, deletedAt: at } });
};

/**
 * An erasure support requested for the member (issue 14): ErasureRequested naming who and why, then the very deletion
 * the member's own makes ('other' as its reason: the member gave none here). An account deleted already is refused.
 */
export const requestErasure = (data: StaffDecisionData, state: Registered): LeavingDecision => {
  const deletion = deleteAccount({ reason: 'other', comment: null, at: data.at }, state);
  if (deletion.kind === 'rejected') return deletion;
  const requested: AccountEvent = {
    type: 'ErasureRequested', data: { memberId: state.memberId, staffId: data.staffId, reason: data.reason, requestedAt: data.at.toISOString() },
  };
  return accept(requested, ...deletion.events);
};

/** Within the 14 days only: the last instant before reactivationEndsAt still counts. */
export const reactivateAccount = (data: ReactivateAccountData, state: Registered): LeavingDecision => {
  const { lifecycle } = state;
  if (lifecycle.kind === 'live') return reject('not_deleted');
  if (lifecycle.kind === 'erased' || data.at.getTime() >= reactivationEndsAt(lifecycle.deletedAt).getTime()) return reject('reactivation_expired');
  return accept({
    type: 'AccountReactivated',
    data: { memberId: state.memberId, via: data.via, profileStatus: state.profileEnabled ? 'active' : 'disabled', reactivatedAt: data.at.toISOString() },
  });
};

/** Only a deletion whose 14 days are over; erasing twice records nothing. */
export const eraseAccount = (at: Date, state: Registered): LeavingDecision => {
  const { lifecycle } = state;
  if (lifecycle.kind === 'erased') return accept();
  if (lifecycle.kind === 'live') return reject('not_deleted');
  if (at.getTime() < reactivationEndsAt(lifecycle.deletedAt).getTime()) return reject('erasure_not_due');
  return accept({ type: 'AccountErased', data: { memberId: state.memberId, erasedAt: at.toISOString() } });
};
