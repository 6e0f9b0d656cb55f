import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, invalidInput, ok, type Answer } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { minutesUntil } from '../login/routes';
import type { DirectDebitCheck, PaymentStarter } from '../payments/provider';
import { orderRejectionAnswer } from '../payments/rejection';
import type { SmsSender } from '../sms/sender';
import { confirmAndCharge } from './confirm';
import type { MandateRejection } from './decide';
import type { PaymentRefusal } from './events';
import { newCodeFor, startMandate } from './start';

export interface DirectDebitDeps {
  /** Begins a confirmed mandate's payment (server/modules/payments). */
  readonly beginPayment: PaymentStarter;
  /** Whether the payments module would accept the form's package and code for direct debit (server/modules/payments). */
  readonly checkOrder: DirectDebitCheck;
  readonly sms: SmsSender;
  /** How the SMS code is hashed (default argon2id, code.ts). */
  readonly hashCode?: (code: string) => Promise<string>;
}

/** Where the member reached us: the payment's redirect and webhook URLs are on it. */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** The payments module's refusals in its own words (the codes /credits shows). */
const refusalAnswer = (refusal: PaymentRefusal): Answer<never> => {
  switch (refusal) {
    case 'unknown_package':
      return fail(400, { error: 'unknown_package' });
    case 'method_not_offered':
      return fail(400, { error: 'method_not_offered' });
    case 'code_not_found':
      return fail(404, { error: 'discount_not_found' });
    case 'code_already_used':
      return fail(409, { error: 'discount_used' });
    case 'price_changed':
      return fail(409, { error: 'price_changed' });
  }
};

/** Codes, not text: the browser shows 'Code ongeldig' and the blocked / limit notice (spec §5, §8). */
const rejectionAnswer = (rejection: MandateRejection, reply: FastifyReply, now: Date): Answer<never> => {
  switch (rejection.reason) {
    case 'invalid_input':
      return invalidInput(rejection.field);
    case 'blocked':
      reply.header('Retry-After', String(Math.ceil((rejection.until.getTime() - now.getTime()) / 1000)));
      return fail(429, { error: 'direct_debit_blocked', minutes: minutesUntil(rejection.until, now) });
    case 'limit':
      return fail(409, { error: 'direct_debit_limit', minutes: minutesUntil(rejection.until, now) });
    case 'not_found':
      return fail(404, { error: 'not_found' });
    case 'code_invalid':
      return fail(422, { error: 'sms_code_invalid', field: 'sms_code' });
    case 'refused':
      return refusalAnswer(rejection.refusal);
    case 'exists':
    case 'not_chargeable':
      return fail(409, { error: 'conflict' });
  }
};

/**
 * Each request costs an argon2id hash (of a new code, or to check one typed): 10 a minute per session and 30 per
 * address, so that neither wrong codes on a mandate that counts none any more nor refused forms make it a way to
 * spend the server's CPU. Codes are not guessed through this: a mandate takes 5 wrong ones.
 */
const hashingLimits = [
  { max: 10, timeWindowMs: 60_000, per: 'session' },
  { max: 30, timeWindowMs: 60_000, per: 'address' },
] as const;

export const registerDirectDebitRoutes = (app: FastifyInstance, deps: DirectDebitDeps): void => {
  // The form (spec §3): a mandate waiting for the code sent by SMS. Before anything is kept or sent, the payments
  // module checks the package, that direct debit is offered to the member and the code, as it will price the
  // payment at confirmation (400 invalid_input package_id / method, 404 discount_not_found, 409 discount_used),
  // and the price the form showed (409 price_changed: the site's prices changed since it loaded).
  memberRoute(app, 'startDirectDebit', async ({ viewer, body, now, site, reply, db, transaction }) => {
    const { consent: _given, withdrawal_waiver: _waived, ...form } = body;
    const { amount } = form;
    const where = await site();
    const refused = await deps.checkOrder(db, {
      memberId: viewer.member.id, domain: where.domain, packageId: form.package_id, code: form.code ?? null,
      ...(amount === undefined ? {} : { shownAmount: amount }), at: now,
    });
    if (refused !== null) return orderRejectionAnswer(refused);
    // Hashing is slow by design: done before the transaction that takes the member's direct-debit lock.
    const code = await newCodeFor(deps.hashCode);
    const outcome = await transaction((tx) => startMandate(tx, deps.sms, { member: viewer.member, site: where, form, code, at: now }));
    if (outcome.kind === 'rejected') return rejectionAnswer(outcome.reason, reply, now);
    return ok({ mandate_id: outcome.mandateId, phone_hint: outcome.phoneHint });
  }, { rateLimit: hashingLimits });

  // The code: the mandate confirmed and its payment begun, once; asked again, the same payment.
  memberRoute(app, 'confirmDirectDebit', async ({ viewer, body, now, request, reply, db, transaction }) => {
    const confirmation = { memberId: viewer.member.id, mandateId: body.mandate_id, code: body.sms_code, origin: originOf(request), at: now };
    const outcome = await confirmAndCharge({ db, transaction }, deps.beginPayment, confirmation);
    switch (outcome.kind) {
      case 'paid':
        return ok({ payment_id: outcome.payment.paymentId, checkout_url: outcome.payment.checkoutUrl });
      case 'rejected':
        return rejectionAnswer(outcome.reason, reply, now);
      case 'busy':
        return fail(409, { error: 'conflict' });
      case 'unavailable':
        return fail(502, { error: 'provider_unavailable' });
    }
  }, { rateLimit: hashingLimits });
};
