import { accept, reject, type Decision } from '../../events/decision';
import { purposeKey, type AccountEvent, type AccountState, type CreditsPurpose } from './events';

// The credits ledger: the balance is the sum of CreditsPurchased, CreditsGranted and CreditsSpent, never
// a number set by hand, and never below 0. Each grant, payment and purpose counts once, so a retried
// command (the same grant id, payment id or message) changes nothing.

export type CreditsRejection = 'no_credits' | 'insufficient_credits';

export interface GrantData {
  readonly grantId: string;
  readonly credits: number;
  readonly reason: 'signup' | 'correction';
  readonly at: Date;
}

export interface SpendData {
  readonly credits: number;
  readonly purpose: CreditsPurpose;
  readonly at: Date;
}

type Registered = Extract<AccountState, { status: 'registered' }>;
type CreditsDecision = Decision<AccountEvent, CreditsRejection>;

export const grantCredits = (data: GrantData, state: Registered): CreditsDecision => {
  if (state.grantIds.has(data.grantId)) return accept();
  if (data.credits <= 0) return reject('no_credits');
  return accept({
    type: 'CreditsGranted',
    data: { memberId: state.memberId, grantId: data.grantId, credits: data.credits, reason: data.reason, grantedAt: data.at.toISOString() },
  });
};

/** A free purpose (0 credits) records nothing; one already paid for is not charged again. */
export const spendCredits = (data: SpendData, state: Registered): CreditsDecision => {
  if (data.credits === 0 || state.paidFor.has(purposeKey(data.purpose))) return accept();
  if (data.credits < 0) return reject('no_credits');
  if (state.credits < data.credits) return reject('insufficient_credits');
  return accept({
    type: 'CreditsSpent',
    data: { memberId: state.memberId, credits: data.credits, purpose: data.purpose, spentAt: data.at.toISOString() },
  });
};
