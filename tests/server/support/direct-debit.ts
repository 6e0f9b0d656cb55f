import { startingCatalogue } from '../../../server/modules/sites/starting-catalogue';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Locale } from '../../../io/entities/locale';
import { hashSessionToken } from '../../../server/http/session';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { nextId } from '../../../server/modules/ids';
import { findPackage } from '../../../server/modules/payments/packages';
import type { PaymentOrder, PaymentOrderRejection, PaymentStarter } from '../../../server/modules/payments/provider';
import { savedSms } from '../../../server/modules/sms/files';
import type { TestApp } from './app';

/** The form of spec §3 as a Dutch member fills it in (a package of theirs: EUR); the IBAN and phone as people type them. */
export const validForm = {
  package_id: 'eur-10',
  account_holder: 'A. de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  street: 'Oudegracht',
  house_number: '12a',
  zip: '3511 AB',
  city: 'Utrecht',
  phone: '06 12345678',
  consent: true,
  withdrawal_waiver: true,
} as const;

export const validIban = 'NL91ABNA0417164300';
export const validPhone = '+31612345678';

/** A new session for the member, opened now on the test clock (the Cookie header value). */
export const openSession = async (t: TestApp, memberId: number): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const at = t.clock.now();
  await t.db.transaction((tx) =>
    runAccountCommand(tx, memberId, { type: 'StartSession', data: { sessionHash: hashSessionToken(token), expiresAt: new Date(at.getTime() + 86_400_000), at } }),
  );
  return `rdv_session=${token}`;
};

export interface DirectDebitMember {
  readonly id: number;
  /** A session opened when the member was made; open another with openSession after a day on the clock. */
  readonly cookie: string;
}

/** A member of the localhost site, Dutch by default, with a session. */
export const directDebitMember = async (t: TestApp, where: { country?: string; language?: Locale } = {}): Promise<DirectDebitMember> => {
  const id = await nextId(t.db, 'member_id_seq');
  await t.db.transaction((tx) =>
    runAccountCommand(tx, id, {
      type: 'RegisterMember',
      data: {
        memberId: id, site: 'localhost', email: null, passwordHash: null, name: `Payer ${String(id)}`, gender: 'female', birthDate: '1990-05-01',
        country: where.country ?? 'NL', region: '', city: '', language: where.language ?? 'nl', fictional: false, at: t.clock.now(),
      },
    }),
  );
  return { id, cookie: await openSession(t, id) };
};

/**
 * The direct-debit calls as a member, each from an address of its own: only the per-session rate limits (10 a
 * minute) count here, so the tests of one file do not add up to the per-address limit.
 */
export const directDebitCalls = (t: TestApp) => {
  let calls = 0;
  const remoteAddress = (): string => {
    calls += 1;
    return `10.${String((calls >> 16) & 255)}.${String((calls >> 8) & 255)}.${String(calls & 255)}`;
  };
  return {
    start: (cookie: string, payload: object = validForm, key?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({
        method: 'POST', url: '/api/directdebit.php', payload, remoteAddress: remoteAddress(),
        headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      }),
    confirm: (cookie: string, mandateId: string, code: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'PUT', url: '/api/directdebit.php', payload: { mandate_id: mandateId, sms_code: code }, remoteAddress: remoteAddress(), headers: { cookie } }),
  };
};

/** The newest code the demo's SMS store holds for a phone number. */
export const smsCodeFor = async (dir: string, phone: string): Promise<string> => {
  const sms = (await savedSms(dir, 1000)).find((message) => message.to === phone);
  const code = sms === undefined ? undefined : /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (code === undefined) throw new Error(`no SMS code for ${phone} in ${dir}`);
  return code;
};

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

type Answer = Awaited<ReturnType<PaymentStarter>>;

/**
 * The payments module as seen from here: it records every order, refuses a package the catalogue does not have,
 * and begins one payment per mandate (asked again with the same mandate, it answers that payment). The `…Once`
 * helpers make the next call answer otherwise (refused, unavailable, throw, or wait for a test to let it go on).
 */
export const fakePaymentStarter = () => {
  const orders: PaymentOrder[] = [];
  const byMandate = new Map<string, Answer>();
  const upcoming: Array<(order: PaymentOrder) => Promise<Answer> | 'as_usual'> = [];
  const usual = (order: PaymentOrder): Answer => {
    if (findPackage(startingCatalogue, order.packageId) === undefined) return { ok: false, error: 'unknown_package' };
    const known = order.mandateId === null ? undefined : byMandate.get(order.mandateId);
    if (known !== undefined) return known;
    const paymentId = `tr_test_${String(orders.length)}`;
    const answer: Answer = { ok: true, paymentId, checkoutUrl: `${order.origin}/transactions/${paymentId}` };
    if (order.mandateId !== null) byMandate.set(order.mandateId, answer);
    return answer;
  };
  const begin: PaymentStarter = async (order) => {
    orders.push(order);
    const special = upcoming.shift()?.(order) ?? 'as_usual';
    return special === 'as_usual' ? usual(order) : special;
  };
  return {
    begin,
    orders,
    ordersFor: (mandateId: string) => orders.filter((order) => order.mandateId === mandateId),
    /** The next call refuses the order for good (as the payments module does when the code was used meanwhile). */
    refuseOnce: (error: Exclude<PaymentOrderRejection, 'provider_unavailable'>) => upcoming.push(() => Promise.resolve({ ok: false, error })),
    /** The next call answers provider_unavailable. */
    unavailableOnce: () => upcoming.push(() => Promise.resolve({ ok: false, error: 'provider_unavailable' })),
    /** The next call throws (a process that died while asking, as far as the caller can tell). */
    throwOnce: () => upcoming.push(() => Promise.reject(new Error('payments module failed'))),
    /** The next call waits until the answered function is called, then answers as usual. */
    holdOnce: (): (() => void) => {
      let release = (): void => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      upcoming.push((order) => released.then(() => usual(order)));
      return () => release();
    },
  };
};
