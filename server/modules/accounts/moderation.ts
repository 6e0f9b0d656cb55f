import { accept, reject, type Decision } from '../../events/decision';
import type { AccountEvent, AccountState } from './events';

type Registered = Extract<AccountState, { status: 'registered' }>;

/** What staff decide about a member (issue 14): who decided and why, for the audit trail. */
export interface StaffDecisionData {
  readonly staffId: number;
  readonly reason: string;
  readonly at: Date;
}

export type ModerationRejection = 'banned' | 'not_banned';

type ModerationDecision = Decision<AccountEvent, ModerationRejection>;

/** Ends every open session first, so no browser stays logged in; banning twice is refused (the first reason stands). */
export const banMember = (data: StaffDecisionData, state: Registered): ModerationDecision => {
  if (state.banned) return reject('banned');
  const at = data.at.toISOString();
  const ended = [...state.sessions].map((sessionHash): AccountEvent => ({ type: 'SessionEnded', data: { memberId: state.memberId, sessionHash, endedAt: at } }));
  return accept(...ended, { type: 'MemberBanned', data: { memberId: state.memberId, staffId: data.staffId, reason: data.reason, bannedAt: at } });
};

/** The profile returns to the status it had before the ban (a profile disabled before stays disabled). */
export const unbanMember = (data: StaffDecisionData, state: Registered): ModerationDecision => {
  if (!state.banned) return reject('not_banned');
  return accept({
    type: 'MemberUnbanned',
    data: { memberId: state.memberId, staffId: data.staffId, reason: data.reason, profileStatus: state.profileEnabled ? 'active' : 'disabled', unbannedAt: data.at.toISOString() },
  });
};

export const warnMember = (data: StaffDecisionData, state: Registered): ModerationDecision =>
  accept({ type: 'MemberWarned', data: { memberId: state.memberId, staffId: data.staffId, reason: data.reason, warnedAt: data.at.toISOString() } });

/** Disabled by staff: the same event as the member's own, naming who and why. A disabled profile records nothing again. */
export const disableByStaff = (data: StaffDecisionData, state: Registered): ModerationDecision =>
  state.profileEnabled
    ? accept({ type: 'ProfileDisabled', data: { memberId: state.memberId, disabledAt: data.at.toISOString(), staffId: data.staffId, reason: data.reason } })
    : accept();
