import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { hashSmsCode as hashCode } from '../../server/modules/direct-debit/code';
import { findMandate } from '../../server/modules/direct-debit/read';
import { savedSms } from '../../server/modules/sms/files';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';
import {
  directDebitCalls, directDebitMember, fakePaymentStarter, openSession, otherCode, smsCodeFor, validForm, validIban, validPhone,
} from './support/direct-debit';
import { postPayment } from './support/payments';
import { useMailDir } from './support/mail';

describe.each(drivers)('direct debit with an SMS code on %s', (driver) => {
  const dir = useMailDir();
  const payments = fakePaymentStarter();
  /** Runs before each SMS code is hashed, when a test sets it. */
  let hashWatcher: (() => Promise<void>) | null = null;
  const hashSmsCode = async (code: string): Promise<string> => {
    await hashWatcher?.();
    return hashCode(code);
  };
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir }, beginDirectDebitPayment: payments.begin, hashSmsCode });
  const calls = directDebitCalls(t);

  const smsCount = async (): Promise<number> => (await savedSms(dir, 10_000)).length;

  it('records a mandate waiting for its code and sends the code by SMS in the member\'s language; only the IBAN\'s end is shown', async () => {
    const anna = await directDebitMember(t);
    const response = await calls.start(anna.cookie);
    expect(response.statusCode).toBe(200);
    const started = bodyOf(contract.startDirectDebit.response, response);
    expect(started.phone_hint).toBe('78');
    expect(response.body).not.toContain('0417');

    const mandate = await findMandate(t.db, started.mandate_id);
    expect(mandate).toMatchObject({ member_id: anna.id, site: 'localhost', package_id: 'eur-10', iban: validIban, phone: validPhone, status: 'pending' });
    expect(mandate).toMatchObject({ account_holder: 'A. de Vries', street: 'Oudegracht', house_number: '12a', zip: '3511 AB', city: 'Utrecht' });

    const [sms] = (await savedSms(dir, 10_000)).filter((message) => message.to === validPhone);
    expect(sms?.text).toMatch(/^Je code voor de incassomachtiging bij Rendezvous \(rekening eindigend op 4300\): \d{6}\. De code is 10 minuten geldig\.$/);
    const code = await smsCodeFor(dir, validPhone);
    // Only a hash of the code is kept.
    const [event] = await t.db.query<{ data: { codeHash: string } }>(`SELECT data FROM events WHERE stream_id = $1`, [`mandate-${started.mandate_id}`]);
    expect(event?.data.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(event?.data)).not.toContain(code);
  });

  it('reads a phone number in the member\'s country, and writes the SMS in their language', async () => {
    const bert = await directDebitMember(t, { country: 'DE', language: 'en' });
    const dutchNumber = await calls.start(bert.cookie, { ...validForm, phone: '06 12345678' });
    expect(bodyOf(ApiError, dutchNumber)).toEqual({ error: 'invalid_input', field: 'phone' });
    const response = await calls.start(bert.cookie, { ...validForm, phone: '0151 23456789', iban: 'DE89 3704 0044 0532 0130 00' });
    expect(bodyOf(contract.startDirectDebit.response, response).phone_hint).toBe('89');
    const [sms] = (await savedSms(dir, 10_000)).filter((message) => message.to === '+4915123456789');
    expect(sms?.text).toMatch(/^Your code for the direct debit mandate at Rendezvous \(account ending in 3000\): \d{6}\./);
  });

  it.each([
    ['a wrong checksum', { iban: 'NL91 ABNA 0417 1643 01' }, 'iban'],
    ['an IBAN of a country outside SEPA (Turkey)', { iban: 'TR33 0006 1005 1978 6457 8413 26' }, 'iban'],
    ['an account number that is no IBAN', { iban: '0417164300 ABNA' }, 'iban'],
    ['a phone number too short', { phone: '06 1234' }, 'phone'],
    ['a fixed line, which takes no SMS', { phone: '020 123 4567' }, 'phone'],
    ['a premium-rate number', { phone: '0900 1234567' }, 'phone'],
    ['a phone number with text around it', { phone: '06 12345678 (mobiel)' }, 'phone'],
    ['a street of spaces only', { street: '   ' }, 'street'],
  ])('refuses %s: 400 naming the field, nothing recorded and no SMS', async (_name, change, field) => {
    const cora = await directDebitMember(t);
    const [events, messages] = [await countEvents(t.db), await smsCount()];
    const response = await calls.start(cora.cookie, { ...validForm, ...change });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    expect(await countEvents(t.db)).toBe(events);
    expect(await smsCount()).toBe(messages);
  });

  it('needs the consent (the form\'s checkbox): false or missing is 400 consent', async () => {
    const dirk = await directDebitMember(t);
    const { consent: _consent, ...withoutConsent } = validForm;
    for (const payload of [{ ...validForm, consent: false }, withoutConsent]) {
      const response = await calls.start(dirk.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field: 'consent' });
    }
  });

  it.each([
    ['a package of another currency', { package_id: 'gbp-10' }, 'NL', 400, { error: 'invalid_input', field: 'package_id' }],
    ['a package that does not exist', { package_id: 'credits-100' }, 'NL', 400, { error: 'invalid_input', field: 'package_id' }],
    ['direct debit where it is not offered (Belgium)', {}, 'BE', 400, { error: 'invalid_input', field: 'method' }],
    ['a discount code that does not exist', { code: 'NOSUCHCODE' }, 'NL', 404, { error: 'discount_not_found', field: 'code' }],
  ] as const)('refuses %s as the payments module would, before any SMS: nothing recorded', async (_name, change, country, status, error) => {
    const member = await directDebitMember(t, { country });
    const [events, messages] = [await countEvents(t.db), await smsCount()];
    const response = await calls.start(member.cookie, { ...validForm, ...change });
    expect(response.statusCode).toBe(status);
    expect(bodyOf(ApiError, response)).toEqual(error);
    expect(await countEvents(t.db)).toBe(events);
    expect(await smsCount()).toBe(messages);
  });

  it('refuses a once-usable code another payment of the member\'s under way carries (409 discount_used); the mandate keeps a usable one for its payment', async () => {
    const member = await directDebitMember(t);
    // The member's time bonus is over: STAYWITHUS is the discount.
    t.clock.advance(5 * 3_600_000);
    const cookie = await openSession(t, member.id);
    expect((await postPayment(t.app, cookie, { package_id: 'eur-10', method: 'ideal', code: 'STAYWITHUS' })).statusCode).toBe(200);
    const held = await calls.start(cookie, { ...validForm, code: 'STAYWITHUS' });
    expect(held.statusCode).toBe(409);
    expect(bodyOf(ApiError, held)).toEqual({ error: 'discount_used', field: 'code' });

    const other = await directDebitMember(t);
    t.clock.advance(5 * 3_600_000);
    const otherCookie = await openSession(t, other.id);
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(otherCookie, { ...validForm, code: 'staywithus' }));
    expect((await calls.confirm(otherCookie, mandate_id, await smsCodeFor(dir, validPhone))).statusCode).toBe(200);
    expect(payments.ordersFor(mandate_id).map((order) => order.code)).toEqual(['staywithus']);
  });

  it('refuses a form whose amount is not the price now (409 price_changed): nothing recorded, no SMS; the price shown now is taken', async () => {
    const { cookie } = await directDebitMember(t);
    const offer = bodyOf(contract.getCredits.response, await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { cookie } }));
    const shown = offer.packages.find((pkg) => pkg.id === validForm.package_id)?.discounted_amount ?? 0;
    const [events, messages] = [await countEvents(t.db), await smsCount()];
    const stale = await calls.start(cookie, { ...validForm, amount: shown + 100 });
    expect([stale.statusCode, bodyOf(ApiError, stale)]).toEqual([409, { error: 'price_changed' }]);
    expect([await countEvents(t.db), await smsCount()]).toEqual([events, messages]);
    expect((await calls.start(cookie, { ...validForm, amount: shown })).statusCode).toBe(200);
  });

  it('hashes the SMS code outside the transaction that holds the member\'s direct-debit lock', async () => {
    const member = await directDebitMember(t);
    const lockFree: boolean[] = [];
    hashWatcher = async () => {
      // Another connection asks for the member's lock; inside that transaction (on PGlite: its one connection) it would wait or fail.
      const [row] = await t.db.transaction((tx) =>
        tx.query<{ free: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS free', [`direct-debit:${String(member.id)}`]),
      );
      lockFree.push(row?.free === true);
    };
    try {
      expect((await calls.start(member.cookie)).statusCode).toBe(200);
    } finally {
      hashWatcher = null;
    }
    expect(lockFree).toEqual([true]);
  });

  it('a wrong code is \'Code ongeldig\' (422 on sms_code); the right one confirms and begins the payment once; confirming again answers the same payment', async () => {
    const emma = await directDebitMember(t);
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(emma.cookie));
    const code = await smsCodeFor(dir, validPhone);

    const wrong = await calls.confirm(emma.cookie, mandate_id, otherCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(bodyOf(ApiError, wrong)).toEqual({ error: 'sms_code_invalid', field: 'sms_code' });
    expect(payments.ordersFor(mandate_id)).toEqual([]);

    const right = await calls.confirm(emma.cookie, mandate_id, code);
    expect(right.statusCode).toBe(200);
    const payment = bodyOf(contract.confirmDirectDebit.response, right);
    expect(payments.ordersFor(mandate_id)).toEqual([
      { memberId: emma.id, domain: 'localhost', packageId: 'eur-10', method: 'directdebit', code: null, mandateId: mandate_id, origin: 'http://localhost:80', at: t.clock.now() },
    ]);
    expect(payment.checkout_url).toBe(`http://localhost:80/transactions/${payment.payment_id}`);
    expect(await findMandate(t.db, mandate_id)).toMatchObject({ status: 'paid', payment_id: payment.payment_id });

    const again = await calls.confirm(emma.cookie, mandate_id, code.replace(/^(\d{3})/, '$1 '));
    expect(again.statusCode).toBe(200);
    expect(bodyOf(contract.confirmDirectDebit.response, again)).toEqual(payment);
    expect(payments.ordersFor(mandate_id)).toHaveLength(1);
    // A wrong code on a confirmed mandate is still no code: nothing is answered of the payment.
    expect((await calls.confirm(emma.cookie, mandate_id, otherCode(code))).statusCode).toBe(422);
  });

  it('a code is valid for 10 minutes', async () => {
    const finn = await directDebitMember(t);
    const first = bodyOf(contract.startDirectDebit.response, await calls.start(finn.cookie));
    const firstCode = await smsCodeFor(dir, validPhone);
    t.clock.advance(10 * 60_000);
    const late = await calls.confirm(finn.cookie, first.mandate_id, firstCode);
    expect(late.statusCode).toBe(422);
    expect(bodyOf(ApiError, late)).toEqual({ error: 'sms_code_invalid', field: 'sms_code' });
    expect(payments.ordersFor(first.mandate_id)).toEqual([]);

    const second = bodyOf(contract.startDirectDebit.response, await calls.start(finn.cookie));
    const secondCode = await smsCodeFor(dir, validPhone);
    t.clock.advance(10 * 60_000 - 1_000);
    expect((await calls.confirm(finn.cookie, second.mandate_id, secondCode)).statusCode).toBe(200);
  });

  it('another member\'s mandate, or one that does not exist, is 404 and costs its owner no attempt', async () => {
    const gina = await directDebitMember(t);
    const hans = await directDebitMember(t);
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, await calls.start(gina.cookie));
    const code = await smsCodeFor(dir, validPhone);
    for (let i = 0; i < 6; i += 1) {
      const response = await calls.confirm(hans.cookie, mandate_id, i === 5 ? code : otherCode(code));
      expect(response.statusCode).toBe(404);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'not_found' });
    }
    expect((await calls.confirm(hans.cookie, 'no-such-mandate', code)).statusCode).toBe(404);
    expect(payments.ordersFor(mandate_id)).toEqual([]);
    expect(await t.db.query('SELECT status, wrong_codes FROM direct_debit_mandates WHERE id = $1', [mandate_id])).toEqual([{ status: 'pending', wrong_codes: 0 }]);
    expect((await calls.confirm(gina.cookie, mandate_id, code)).statusCode).toBe(200);
  });

  it('a retried start with the same Idempotency-Key records one mandate and sends one SMS', async () => {
    const ida = await directDebitMember(t);
    const messages = await smsCount();
    const first = await calls.start(ida.cookie, validForm, 'dd-1');
    const retry = await calls.start(ida.cookie, validForm, 'dd-1');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await smsCount()).toBe(messages + 1);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM direct_debit_mandates WHERE member_id = $1', [ida.id]))[0]?.n).toBe(1);
  });

  it('allows 10 starts and 10 confirmations a minute per session, 30 per address, then 429 rate_limited', async () => {
    const remoteAddress = '198.51.100.7';
    const statuses = async (request: () => Promise<{ statusCode: number }>, n: number): Promise<number[]> => {
      const seen: number[] = [];
      for (let i = 0; i < n; i += 1) seen.push((await request()).statusCode);
      return seen;
    };
    const jana = await directDebitMember(t);
    const start = (cookie: string) => () =>
      t.app.inject({ method: 'POST', url: '/api/directdebit.php', remoteAddress, payload: { ...validForm, iban: 'NL00 0000 0000 0000 00' }, headers: { cookie } });
    const confirm = (cookie: string) => () =>
      t.app.inject({ method: 'PUT', url: '/api/directdebit.php', remoteAddress, payload: { mandate_id: 'none', sms_code: '123456' }, headers: { cookie } });
    expect(await statuses(start(jana.cookie), 11)).toEqual([...Array<number>(10).fill(400), 429]);
    expect(await statuses(confirm(jana.cookie), 11)).toEqual([...Array<number>(10).fill(404), 429]);
    // Other sessions from the same address: 30 in all (the refused 11th counted for the session only).
    const others = [await directDebitMember(t), await directDebitMember(t), await directDebitMember(t)];
    const more = [...await statuses(start(others[0]?.cookie ?? ''), 10), ...await statuses(start(others[1]?.cookie ?? ''), 10)];
    expect(more).toEqual(Array<number>(20).fill(400));
    const refused = await start(others[2]?.cookie ?? '')();
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'rate_limited' });
  });

  it('needs a session', async () => {
    for (const response of [
      await t.app.inject({ method: 'POST', url: '/api/directdebit.php', payload: validForm }),
      await t.app.inject({ method: 'PUT', url: '/api/directdebit.php', payload: { mandate_id: 'x', sms_code: '123456' } }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
    }
  });
});
