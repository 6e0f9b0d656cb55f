import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../io/entities/staff';
import { MemberAccount, MemberHits } from '../../io/entities/support';
import type { Database } from '../../server/db/database';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { nextId } from '../../server/modules/ids';
import { findTestPayment } from '../../server/modules/payments/test-provider/store';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import type { TestClock } from './support/clock';
import { drivers } from './support/database';
import { accountOf, newMember, pathOf, providerIdOf, startPayment, webhookRelay } from './support/payments';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const dayMs = 24 * 3_600_000;

/** A paid purchase of 25 credits by a new member through the test checkout. */
const buy = async (app: FastifyInstance, db: Database, clock: TestClock, settled: () => Promise<void>) => {
  const member = await newMember(db, { signedUpAt: new Date(clock.now().getTime() - 3_600_000) });
  const started = await startPayment(app, member.cookie, { package_id: 'eur-25', method: 'ideal' });
  const paid = await app.inject({ method: 'POST', url: pathOf(started.checkout_url), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(paid.statusCode).toBe(303);
  await settled();
  return { member, paymentId: started.payment_id };
};

describe.each(drivers)('support in the staff console on %s', (driver) => {
  const relay = webhookRelay(() => t.app);
  const t = useTestApp(driver, { demoMembers: 3, payments: { webhookSender: relay.send } });
  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });
  const account = async (staff: string, memberId: number) => bodyOf(MemberAccount, await send('GET', `/api/staff/members/account?id=${String(memberId)}`, staff));

  it('finds a member by e-mail, name or number, on the staff member\'s sites only', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const found = async (cookie: string, q: string) => bodyOf(MemberHits, await send('GET', `/api/staff/members?q=${encodeURIComponent(q)}`, cookie)).members;
    const [byMail] = await found(staff, 'Premium@Rendezvous.test');
    expect(byMail).toMatchObject({ name: 'Premium', email: 'premium@rendezvous.test', site: 'localhost' });
    expect((await found(staff, 'Prem')).map((hit) => hit.id)).toContain(byMail?.id);
    expect((await found(staff, String(byMail?.id))).map((hit) => hit.id)).toEqual([byMail?.id]);
    await addEnrolledStaff(t.db, 'flirt-support@staff.test', ['support'], t.clock.now(), ['flirt.localhost']);
    const elsewhere = await logInStaff(t.app, t.clock, 'flirt-support@staff.test', 'staff-password', staffSecret);
    expect(await found(elsewhere, 'premium@rendezvous.test')).toEqual([]);
    expect((await send('GET', `/api/staff/members/account?id=${String(byMail?.id)}`, elsewhere)).statusCode).toBe(404);
  });

  it('corrects credits as ledger events with a reason: the balance equals the ledger\'s sum, never below 0', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const member = await newMember(t.db, { signedUpAt: t.clock.now() });
    const before = await account(staff, member.id);
    expect(before.ledgerSum).toBe(before.member.credits);
    expect((await send('POST', '/api/staff/members/credits', staff, { memberId: member.id, credits: 5, reason: 'Goodwill after an outage' })).statusCode).toBe(200);
    expect((await send('POST', '/api/staff/members/credits', staff, { memberId: member.id, credits: -3, reason: 'Double goodwill' })).statusCode).toBe(200);
    const tooMuch = await send('POST', '/api/staff/members/credits', staff, { memberId: member.id, credits: -(before.member.credits + 3), reason: 'x' });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([409, { error: 'insufficient_credits' }]);
    expect((await send('POST', '/api/staff/members/credits', staff, { memberId: member.id, credits: 0, reason: 'x' })).json()).toEqual({ error: 'invalid_input', field: 'credits' });
    const after = await account(staff, member.id);
    expect(after.ledger.filter((line) => line.type === 'CreditsCorrected').map((line) => [line.credits, line.detail])).toEqual([[5, 'Goodwill after an outage'], [-3, 'Double goodwill']]);
    expect(after.member.credits).toBe(before.member.credits + 2);
    expect(after.ledgerSum).toBe(after.member.credits);
    expect((await accountOf(t.db, member.id)).credits).toBe(after.ledgerSum);
    const audit = bodyOf(AuditLog, await send('GET', `/api/staff/audit?action=CreditsCorrected&member=${String(member.id)}`, staff));
    expect(audit.entries.map((entry) => [entry.staffName, entry.reason])).toEqual([['Demo Staff', 'Double goodwill'], ['Demo Staff', 'Goodwill after an outage']]);
  });

  it('refunds the unused share of a purchase inside refund_days, never more than paid, once; not after the window', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const { member, paymentId } = await buy(t.app, t.db, t.clock, relay.settled);
    const spent = await t.db.transaction((tx) =>
      runAccountCommand(tx, member.id, { type: 'SpendCredits', data: { credits: 10, purpose: { kind: 'message', conversationId: 1, messageId: 1 }, at: t.clock.now() } }),
    );
    expect(spent.kind).toBe('accepted');
    const listed = (await account(staff, member.id)).payments.find((payment) => payment.paymentId === paymentId);
    if (listed === undefined) throw new Error('the purchase is listed');
    // 15 of 25 credits unused: 15/25 of what was paid (after the welcome discount), rounded down to the cent.
    const share = Math.floor((listed.amount * 15) / 25);
    expect(listed.refund).toEqual({ amount: share, credits: 15 });

    const tooMuch = await send('POST', '/api/staff/payments/refund', staff, { paymentId, reason: 'Asked within 14 days', amount: listed.amount + 1 });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([400, { error: 'invalid_input', field: 'amount' }]);
    expect((await send('POST', '/api/staff/payments/refund', staff, { paymentId, reason: 'Asked within 14 days' })).statusCode).toBe(200);
    expect((await findTestPayment(t.db, await providerIdOf(t.db, paymentId)))?.amount_refunded).toBe(share);
    expect(await accountOf(t.db, member.id)).toEqual({ credits: 0, paid_user: true });
    const after = await account(staff, member.id);
    expect(after.ledgerSum).toBe(after.member.credits);
    expect(after.payments.find((payment) => payment.paymentId === paymentId)).toMatchObject({ status: 'refunded', refund: null });
    expect((await send('POST', '/api/staff/payments/refund', staff, { paymentId, reason: 'Again' })).statusCode).toBe(409);
    const audit = bodyOf(AuditLog, await send('GET', `/api/staff/audit?action=PaymentRefunded&member=${String(member.id)}`, staff));
    expect(audit.entries).toEqual([expect.objectContaining({ staffName: 'Demo Staff', reason: 'Asked within 14 days' })]);

    const late = await buy(t.app, t.db, t.clock, relay.settled);
    t.clock.advance(15 * dayMs);
    const closed = await send('POST', '/api/staff/payments/refund', await logInDemoStaff(t.app, t.clock), { paymentId: late.paymentId, reason: 'Too late' });
    expect([closed.statusCode, closed.json()]).toEqual([409, { error: 'conflict' }]);
    expect((await findTestPayment(t.db, await providerIdOf(t.db, late.paymentId)))?.amount_refunded).toBe(0);
  });

  it('resends the activation mail of a member who has not confirmed, linking to the member\'s site; a confirmed one answers 409', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const id = await nextId(t.db, 'member_id_seq');
    await t.db.transaction((tx) =>
      runAccountCommand(tx, id, {
        type: 'RegisterMember',
        data: {
          memberId: id, site: 'localhost', email: 'unconfirmed@example.test', passwordHash: null, name: 'Unconfirmed', gender: 'female', birthDate: '1991-02-03',
          country: 'NL', region: '', city: '', language: 'de', fictional: false, status: 'not_confirmed', at: t.clock.now(),
        },
      }),
    );
    expect((await send('POST', '/api/staff/members/activation', staff, { memberId: id })).statusCode).toBe(200);
    const mails = await t.db.query<{ language: string; text: string }>("SELECT language, text FROM mail_outbox WHERE kind = 'activation' AND to_address = 'unconfirmed@example.test'");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.language).toBe('de');
    expect(mails[0]?.text).toContain('https://localhost/api/activate.php?token=');
    const premium = Number((await t.db.query<{ id: string }>("SELECT id::text AS id FROM members WHERE email = 'premium@rendezvous.test'"))[0]?.id);
    expect((await send('POST', '/api/staff/members/activation', staff, { memberId: premium })).statusCode).toBe(409);
  });
});
