import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { debitLimit, maxWrongCodes, requestLimit } from '../../server/modules/direct-debit/rules';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { minutes } from './support/clock';
import { drivers } from './support/database';
import {
  directDebitCalls, directDebitMember, fakePaymentStarter, openSession, otherCode, smsCodeFor, validPhone, type DirectDebitMember,
} from './support/direct-debit';
import { useMailDir } from './support/mail';

const hours = (n: number): number => minutes(n * 60);
const days = (n: number): number => hours(n * 24);

describe.each(drivers)('direct-debit blocks and limits on %s', (driver) => {
  const dir = useMailDir();
  const payments = fakePaymentStarter();
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir }, beginDirectDebitPayment: payments.begin });
  const calls = directDebitCalls(t);

  /** Starts a mandate (the test fails when refused) and answers its id and code. */
  const started = async (cookie: string): Promise<{ mandateId: string; code: string }> => {
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(cookie));
    return { mandateId: mandate_id, code: await smsCodeFor(dir, validPhone) };
  };

  /** Starts and confirms a mandate: one debit. */
  const debit = async (member: DirectDebitMember, cookie = member.cookie): Promise<void> => {
    const { mandateId, code } = await started(cookie);
    expect((await calls.confirm(cookie, mandateId, code)).statusCode).toBe(200);
  };

  it(`${String(maxWrongCodes)} wrong codes void the mandate and block the member from direct debit for 24 hours (429)`, async () => {
    const anna = await directDebitMember(t);
    const { mandateId, code } = await started(anna.cookie);
    const spare = await started(anna.cookie);
    for (let i = 1; i < maxWrongCodes; i += 1) expect((await calls.confirm(anna.cookie, mandateId, otherCode(code))).statusCode).toBe(422);
    t.clock.advance(minutes(1));
    const fifth = await calls.confirm(anna.cookie, mandateId, otherCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(bodyOf(ApiError, fifth)).toEqual({ error: 'direct_debit_blocked', minutes: 24 * 60 });
    expect(fifth.headers['retry-after']).toBe(String(24 * 3600));

    // Blocked: the right code, another pending mandate and a new start alike.
    for (const response of [
      await calls.confirm(anna.cookie, mandateId, code),
      await calls.confirm(anna.cookie, spare.mandateId, spare.code),
      await calls.start(anna.cookie),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(bodyOf(ApiError, response).error).toBe('direct_debit_blocked');
    }
    t.clock.advance(hours(24) - minutes(1));
    const cookie = await openSession(t, anna.id);
    expect(bodyOf(ApiError, await calls.start(cookie))).toEqual({ error: 'direct_debit_blocked', minutes: 1 });
    expect(payments.ordersFor(mandateId)).toEqual([]);

    t.clock.advance(minutes(1));
    // The void mandate stays void; direct debit works again.
    expect(bodyOf(ApiError, await calls.confirm(cookie, mandateId, code))).toEqual({ error: 'sms_code_invalid', field: 'sms_code' });
    expect((await calls.start(cookie)).statusCode).toBe(200);
  });

  it(`at most ${String(requestLimit.max)} mandates started in any 24 hours (409 direct_debit_limit with the minutes until the next)`, async () => {
    const bert = await directDebitMember(t);
    for (let i = 0; i < requestLimit.max; i += 1) {
      expect((await calls.start(bert.cookie)).statusCode).toBe(200);
      t.clock.advance(hours(1));
    }
    // The first was 3 hours ago: the next start is possible 21 hours from now.
    const refused = await calls.start(bert.cookie);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'direct_debit_limit', minutes: 21 * 60 });
    t.clock.advance(hours(21));
    expect((await calls.start(await openSession(t, bert.id))).statusCode).toBe(200);
  });

  it(`at most ${String(debitLimit.max)} debits in any 30 days: refused when starting, and when confirming one started before the limit was reached`, async () => {
    const cora = await directDebitMember(t);
    await debit(cora);
    t.clock.advance(days(1));
    await debit(cora, await openSession(t, cora.id));
    t.clock.advance(days(1));
    const cookie = await openSession(t, cora.id);
    const third = await started(cookie);
    const fourth = await started(cookie);
    expect((await calls.confirm(cookie, third.mandateId, third.code)).statusCode).toBe(200);

    // The first debit was 2 days ago: the next is possible in 28 days.
    const refused = await calls.confirm(cookie, fourth.mandateId, fourth.code);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'direct_debit_limit', minutes: 28 * 24 * 60 });
    expect(payments.ordersFor(fourth.mandateId)).toEqual([]);
    t.clock.advance(days(1));
    expect(bodyOf(ApiError, await calls.start(await openSession(t, cora.id)))).toEqual({ error: 'direct_debit_limit', minutes: 27 * 24 * 60 });

    t.clock.advance(days(27));
    expect((await calls.start(await openSession(t, cora.id))).statusCode).toBe(200);
  });

  it('a mandate whose payment was refused is no debit', async () => {
    const dirk = await directDebitMember(t);
    for (let i = 0; i < debitLimit.max; i += 1) {
      const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(dirk.cookie));
      payments.refuseOnce('code_already_used');
      expect((await calls.confirm(dirk.cookie, mandate_id, await smsCodeFor(dir, validPhone))).statusCode).toBe(409);
    }
    t.clock.advance(days(1));
    await debit(dirk, await openSession(t, dirk.id));
  });
});
