import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { chargeClaimMs } from '../../server/modules/direct-debit/charge-claim';
import { findMandate } from '../../server/modules/direct-debit/read';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { directDebitCalls, directDebitMember, fakePaymentStarter, smsCodeFor, validForm, validPhone } from './support/direct-debit';
import { eventually } from './support/eventually';
import { useMailDir } from './support/mail';

describe.each(drivers)('a confirmed mandate\'s payment on %s', (driver) => {
  const dir = useMailDir();
  const payments = fakePaymentStarter();
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir }, beginDirectDebitPayment: payments.begin });
  const calls = directDebitCalls(t);

  /** A member with a mandate waiting for its code. */
  const pending = async (form: object = validForm) => {
    const member = await directDebitMember(t);
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(member.cookie, form));
    return { cookie: member.cookie, mandateId: mandate_id, code: await smsCodeFor(dir, validPhone) };
  };

  it('a refusal of the payments module at confirmation (the code used meanwhile) is recorded: 409 discount_used, answered again without asking again', async () => {
    const { cookie, mandateId, code } = await pending();
    payments.refuseOnce('code_already_used');
    for (let i = 0; i < 2; i += 1) {
      const response = await calls.confirm(cookie, mandateId, code);
      expect(response.statusCode).toBe(409);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'discount_used' });
    }
    expect(payments.ordersFor(mandateId)).toHaveLength(1);
    expect(await findMandate(t.db, mandateId)).toMatchObject({ status: 'refused', payment_id: null });
  });

  it('while the provider is unavailable: 502 provider_unavailable, nothing begun; the next confirmation begins the payment', async () => {
    const { cookie, mandateId, code } = await pending();
    payments.unavailableOnce();
    const first = await calls.confirm(cookie, mandateId, code);
    expect(first.statusCode).toBe(502);
    expect(bodyOf(ApiError, first)).toEqual({ error: 'provider_unavailable' });
    expect(await findMandate(t.db, mandateId)).toMatchObject({ status: 'confirmed', payment_id: null });

    const second = await calls.confirm(cookie, mandateId, code);
    expect(second.statusCode).toBe(200);
    expect(payments.ordersFor(mandateId)).toHaveLength(2);
    expect(await findMandate(t.db, mandateId)).toMatchObject({ status: 'paid', payment_id: bodyOf(contract.confirmDirectDebit.response, second).payment_id });
  });

  it('two confirmations at once begin one payment: the other is told to ask again (409 conflict), then gets the same payment', async () => {
    const { cookie, mandateId, code } = await pending();
    const release = payments.holdOnce();
    const first = calls.confirm(cookie, mandateId, code);
    await eventually('the payments module was asked', () => Promise.resolve(payments.ordersFor(mandateId).length === 1));
    const meanwhile = await calls.confirm(cookie, mandateId, code);
    expect(meanwhile.statusCode).toBe(409);
    expect(bodyOf(ApiError, meanwhile)).toEqual({ error: 'conflict' });
    release();
    const answered = bodyOf(contract.confirmDirectDebit.response, await first);
    expect(bodyOf(contract.confirmDirectDebit.response, await calls.confirm(cookie, mandateId, code))).toEqual(answered);
    expect(payments.ordersFor(mandateId)).toHaveLength(1);
  });

  it('when beginning the payment failed midway, it is not begun again until the claim has run out, then with the same mandate', async () => {
    const { cookie, mandateId, code } = await pending();
    payments.throwOnce();
    expect((await calls.confirm(cookie, mandateId, code)).statusCode).toBe(500);
    t.clock.advance(chargeClaimMs - 1_000);
    expect(bodyOf(ApiError, await calls.confirm(cookie, mandateId, code))).toEqual({ error: 'conflict' });
    expect(payments.ordersFor(mandateId)).toHaveLength(1);

    t.clock.advance(1_000);
    const later = await calls.confirm(cookie, mandateId, code);
    expect(later.statusCode).toBe(200);
    expect(payments.ordersFor(mandateId).map((order) => order.mandateId)).toEqual([mandateId, mandateId]);
  });
});
