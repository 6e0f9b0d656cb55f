import { randomUUID } from 'node:crypto';
import type { CreditCorrectionRequest, LedgerLine, MemberAccount, MemberHit, RefundRequest, SupportPayment } from '../../../io/entities/support';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { readStream } from '../../events/event-store';
import { fail, ok, type Answer } from '../../http/answer';
import type { ServerDeps } from '../../http/deps';
import { resendActivationMail } from '../accounts/activation';
import { runAccountCommand } from '../accounts/commands';
import { creditPoolsOf, refundShare, type CreditPools } from '../accounts/credit-pools';
import { AccountEvent, accountStreamId } from '../accounts/events';
import type { RefundShare } from '../payments/decide';
import type { RefundOutcome } from '../payments/refund';
import { retryOnConflict } from '../retry';
import { onStaffSitesSql, worksOn, worksOnMember } from './read';

// A staff member limited to some sites sees only theirs.
const onSites = onStaffSitesSql('site');

/** Support's search (issue 14): a member number, an e-mail address (exactly), or a name (its start). */
export const lookUpMembers = async (q: Queryable, staff: StaffProfile, text: string): Promise<MemberHit[]> => {
  const query = text.trim();
  const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
  const rows = await q.query<{ id: string; name: string; email: string | null; site: string; profile_status: string }>(
    `SELECT id::text AS id, name, email, site, profile_status FROM members
      WHERE ${onSites} AND (id = $2 OR email = lower($3) OR name ILIKE $4) ORDER BY name, id LIMIT 50`,
    [staff.sites, id, query, `${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, email: row.email, site: row.site, profileStatus: row.profile_status }));
};

const ledgerLineOf = (event: AccountEvent, at: string): LedgerLine | null => {
  switch (event.type) {
    case 'CreditsPurchased':
      return { type: event.type, credits: event.data.credits, at, detail: event.data.paymentId };
    case 'CreditsGranted':
      return { type: event.type, credits: event.data.credits, at, detail: event.data.reason };
    case 'CreditsSpent':
      return { type: event.type, credits: -event.data.credits, at, detail: event.data.purpose.kind };
    case 'CreditsRefunded':
      return { type: event.type, credits: -event.data.credits, at, detail: event.data.paymentId };
    case 'CreditsCorrected':
      return { type: event.type, credits: event.data.credits, at, detail: event.data.reason };
    default:
      return null;
  }
};

const accountEventsOf = async (q: Queryable, memberId: number) => readStream(q, accountStreamId(memberId), AccountEvent);

interface PaymentRow {
  readonly payment_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly credits: number;
  readonly status: string;
  readonly created_at: Date;
  readonly refundable_until: Date | null;
}

const paymentsOf = async (q: Queryable, memberId: number, pools: CreditPools, now: Date): Promise<SupportPayment[]> =>
  (
    await q.query<PaymentRow>(
      'SELECT payment_id, amount, currency, credits, status, created_at, refundable_until FROM payments WHERE member_id = $1 ORDER BY created_at DESC',
      [memberId],
    )
  ).map((row) => {
    const refundable = row.status === 'paid' && row.refundable_until !== null && row.refundable_until.getTime() >= now.getTime();
    return {
      paymentId: row.payment_id, amount: row.amount, currency: row.currency, credits: row.credits, status: row.status, createdAt: row.created_at.toISOString(),
      refundableUntil: row.refundable_until?.toISOString() ?? null,
      refund: refundable ? refundShare(pools, { paymentId: row.payment_id, amount: row.amount, credits: row.credits }) : null,
    };
  });

interface MemberRowForSupport {
  readonly id: string; readonly name: string; readonly email: string | null; readonly site: string; readonly status: string; readonly profile_status: string;
  readonly credits: number; readonly paid_user: boolean; readonly language: string; readonly signup_date: Date; readonly notifications_disabled: string[];
}

/**
 * A member's account for support: status, the credits ledger with its sum beside the balance, and the
 * payments with what the return policy refunds now. Never the content of conversations.
 */
export const memberAccount = async (q: Queryable, staff: StaffProfile, memberId: number, now: Date): Promise<MemberAccount | null> => {
  const [row] = await q.query<MemberRowForSupport>(
    `SELECT id::text AS id, name, email, site, status, profile_status, credits, paid_user, language, signup_date, notifications_disabled
       FROM members WHERE id = $2 AND ${onSites}`,
    [staff.sites, memberId],
  );
  if (row === undefined) return null;
  const events = await accountEventsOf(q, memberId);
  const ledger = events.flatMap((event) => ledgerLineOf(event, event.metadata.occurredAt.toISOString()) ?? []);
  return {
    member: {
      id: Number(row.id), name: row.name, email: row.email, site: row.site, status: row.status, profileStatus: row.profile_status, credits: row.credits,
      paidUser: row.paid_user, language: row.language, signupDate: row.signup_date.toISOString(), notificationsDisabled: row.notifications_disabled,
    },
    ledger,
    ledgerSum: ledger.reduce((sum, line) => sum + line.credits, 0),
    payments: await paymentsOf(q, memberId, creditPoolsOf(events), now),
  };
};

/** A correction of the balance (issue 14): a ledger event naming who and why; taking back more than is held is refused. */
export const correctCredits = async (db: Database, staff: StaffProfile, body: CreditCorrectionRequest, at: Date): Promise<Answer<{ ok: true }>> =>
  retryOnConflict(() =>
    db.transaction(async (tx) => {
      if (!(await worksOnMember(tx, staff, body.memberId))) return fail(404, { error: 'not_found' });
      const decision = await runAccountCommand(tx, body.memberId, {
        type: 'CorrectCredits', data: { correctionId: `correction-${randomUUID()}`, credits: body.credits, staffId: staff.id, reason: body.reason, at },
      });
      return decision.kind === 'accepted' ? ok({ ok: true as const }) : fail(409, { error: 'insufficient_credits' });
    }),
  );

const refundRefusal = (reason: Exclude<RefundOutcome, { ok: true }>['reason']): Answer<never> => {
  switch (reason) {
    case 'provider_unavailable':
    case 'other_provider':
      return fail(503, { error: 'provider_unavailable' });
    case 'refund_exceeds_payment':
      return fail(400, { error: 'invalid_input', field: 'amount' });
    default:
      return fail(409, { error: 'conflict' });
  }
};

/**
 * Support's refund (issue 14) through the payment's provider: the return policy's share (the purchase's
 * unused credits, pro rata) unless the request names an amount; never more than was paid, only within the
 * refund days, once. The unused credits of the purchase leave the balance with it.
 */
export const refundForMember = async (
  db: Database,
  staff: StaffProfile,
  body: RefundRequest,
  refund: (paymentId: string, share: RefundShare) => Promise<RefundOutcome>,
): Promise<Answer<{ ok: true }>> => {
  const [payment] = await db.query<{ member_id: string; amount: number; credits: number; status: string }>(
    'SELECT member_id::text AS member_id, amount, credits, status FROM payments WHERE payment_id = $1',
    [body.paymentId],
  );
  if (payment === undefined || !(await worksOnMember(db, staff, Number(payment.member_id)))) return fail(404, { error: 'not_found' });
  const pools = creditPoolsOf(await accountEventsOf(db, Number(payment.member_id)));
  const share = refundShare(pools, { paymentId: body.paymentId, amount: payment.amount, credits: payment.credits });
  const outcome = await refund(body.paymentId, { amount: body.amount ?? share.amount, credits: share.credits, staffId: staff.id, reason: body.reason });
  return outcome.ok ? ok({ ok: true as const }) : refundRefusal(outcome.reason);
};

/**
 * A new activation mail for a member who has not confirmed the address yet (issue 14), sent as the member's own
 * resend is (within its daily limit), linking to the member's site. 409 for a confirmed address, 429 at the limit.
 */
export const resendActivationFor = async (deps: ServerDeps, staff: StaffProfile, memberId: number, now: Date): Promise<Answer<{ ok: true }>> => {
  const [row] = await deps.db.query<{ site: string }>('SELECT site FROM members WHERE id = $1', [memberId]);
  if (row === undefined || !worksOn(staff, row.site)) return fail(404, { error: 'not_found' });
  const site = await deps.sites.find(deps.db, [row.site], deps.defaultDomain);
  const outcome = await deps.db.transaction((tx) => resendActivationMail(tx, memberId, site, `https://${site.domain}`, now));
  if (outcome.kind === 'queued') return ok({ ok: true as const });
  return outcome.kind === 'limited' ? fail(429, { error: 'rate_limited' }) : fail(409, { error: 'conflict' });
};
