import { accept, reject, type Decision } from '../../events/decision';
import { purposeKey, type AccountEvent, type AccountState, type CreditsPurpose } from './events';

// The credits ledger: the balance is the sum of CreditsPurchased, CreditsGranted and CreditsCorrected less
// CreditsSpent and CreditsRefunded, never a number set by hand, and never below 0. Each grant, payment, purpose and refund
// counts once, so a retried command (the same grant id, payment id, message or refund id) changes nothing.

export type CreditsRejection = 'no_credits' | 'insufficient_credits' | 'unknown_payment' | 'refund_exceeds_payment';

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

/** A payment given back (a refund or a chargeback): `credits` of what `paymentId` bought are taken back. */
export interface RefundData {
  readonly refundId: string;
  readonly paymentId: string;
  readonly credits: number;
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

/**
 * Takes back what a refunded payment bought, once per refund id, at most what is left of that payment.
 * Decision: the balance never goes below 0, so a member who already spent some of those credits loses
 * only what they still hold; the rest is recorded as `unrecovered` (for support, never a debt).
 */
export const refundCredits = (data: RefundData, state: Registered): CreditsDecision => {
  if (state.refundIds.has(data.refundId)) return accept();
  if (data.credits <= 0) return reject('no_credits');
  const left = state.refundable.get(data.paymentId);
  if (left === undefined) return reject('unknown_payment');
  if (data.credits > left) return reject('refund_exceeds_payment');
  const taken = Math.min(data.credits, state.credits);
  return accept({
    type: 'CreditsRefunded',
    data: {
      memberId: state.memberId, refundId: data.refundId, paymentId: data.paymentId, credits: taken, unrecovered: data.credits - taken,
      refundedAt: data.at.toISOString(),
    },
  });
};

export interface CorrectionData {
  readonly correctionId: string;
  /** Added, or taken back when negative. */
  readonly credits: number;
  readonly staffId: number;
  readonly reason: string;
  readonly at: Date;
}

/** Support's correction (issue 14): a ledger event of its own, once per id; taking back more than is held is refused. */
export const correctCredits = (data: CorrectionData, state: Registered): CreditsDecision => {
  if (state.grantIds.has(data.correctionId)) return accept();
  if (!Number.isInteger(data.credits) || data.credits === 0) return reject('no_credits');
  if (state.credits + data.credits < 0) return reject('insufficient_credits');
  return accept({
    type: 'CreditsCorrected',
    data: { memberId: state.memberId, correctionId: data.correctionId, credits: data.credits, staffId: data.staffId, reason: data.reason, correctedAt: data.at.toISOString() },
  });
};
