import * as t from 'io-ts';
import { closed, closedPartial } from '../codec/closed';
import { boundedString, Id, IdFromString, IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { StaffReason } from './moderation';

/** Support's member search (issue 14): an e-mail address, a name, or a member number. */
export const MemberLookupQuery = closed({ q: boundedString(254, 1) }, 'MemberLookupQuery');

export const MemberHit = t.type({ id: Id, name: t.string, email: t.union([t.string, t.null]), site: t.string, profileStatus: t.string });
export type MemberHit = t.TypeOf<typeof MemberHit>;
export const MemberHits = t.type({ members: t.array(MemberHit) });

export const MemberAccountQuery = closed({ id: IdFromString }, 'MemberAccountQuery');

/** One line of the credits ledger: what changed the balance, by how much (signed), when and why. */
export const LedgerLine = t.type({ type: t.string, credits: t.number, at: IsoDateTime, detail: t.string });
export type LedgerLine = t.TypeOf<typeof LedgerLine>;

/** A payment as support sees it, with what the return policy gives back now (null: not refundable). */
export const SupportPayment = t.type({
  paymentId: t.string,
  amount: NonNegativeInt,
  currency: t.string,
  credits: NonNegativeInt,
  status: t.string,
  createdAt: IsoDateTime,
  refundableUntil: t.union([IsoDateTime, t.null]),
  refund: t.union([t.type({ amount: NonNegativeInt, credits: NonNegativeInt }), t.null]),
});
export type SupportPayment = t.TypeOf<typeof SupportPayment>;

export const MemberAccount = t.type({
  member: t.type({
    id: Id, name: t.string, email: t.union([t.string, t.null]), site: t.string, status: t.string, profileStatus: t.string,
    credits: NonNegativeInt, paidUser: t.boolean, language: t.string, signupDate: IsoDateTime, notificationsDisabled: t.array(t.string),
  }),
  ledger: t.array(LedgerLine),
  /** The ledger's sum: equal to the balance, or the books are wrong. */
  ledgerSum: t.number,
  payments: t.array(SupportPayment),
});
export type MemberAccount = t.TypeOf<typeof MemberAccount>;

const CorrectionCredits = t.refinement(t.number, (n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 10_000, 'CorrectionCredits');

/** A correction of the balance: credits added (negative: taken back), always with a reason. */
export const CreditCorrectionRequest = closed({ memberId: Id, credits: CorrectionCredits, reason: StaffReason }, 'CreditCorrectionRequest');
export type CreditCorrectionRequest = t.TypeOf<typeof CreditCorrectionRequest>;

/** A refund: the return policy's share unless `amount` (in cents) says otherwise; never more than was paid. */
export const RefundRequest = closedPartial({ paymentId: boundedString(100, 1), reason: StaffReason }, { amount: NonNegativeInt }, 'RefundRequest');
export type RefundRequest = t.TypeOf<typeof RefundRequest>;

/** Support resends the activation mail of a member whose address is not confirmed yet. */
export const ResendActivationRequest = closed({ memberId: Id }, 'ResendActivationRequest');

/** A member's data export asked through support (GDPR art. 15/20): whose, and why (the audit keeps it). */
export const DataExportRequest = closed({ memberId: Id, reason: StaffReason }, 'DataExportRequest');
export type DataExportRequest = t.TypeOf<typeof DataExportRequest>;

/**
 * A member's data export, the same file the member downloads at /api/export.php: whose, which site, when, and every
 * part the server holds (server/modules/leaving/export-sections.ts), each as read.
 */
export const MemberDataExport = t.intersection([t.type({ member_id: Id, site: t.string, exported_at: IsoDateTime }), t.UnknownRecord]);
export type MemberDataExport = t.TypeOf<typeof MemberDataExport>;

/** The export's file name, the member's own download and support's alike. */
export const exportFileName = (memberId: number): string => `rendezvous-export-${String(memberId)}.json`;

/** The account's erasure asked through support (GDPR art. 17): whose, and why. */
export const ErasureRequest = closed({ memberId: Id, reason: StaffReason }, 'ErasureRequest');
export type ErasureRequest = t.TypeOf<typeof ErasureRequest>;
