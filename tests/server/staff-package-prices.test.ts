import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../io/contract';
import { AdminCatalogues } from '../../io/entities/catalogue-admin';
import { AuditLog } from '../../io/entities/staff';
import type { PriceList } from '../../io/entities/site-catalogue';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { directDebitCalls, directDebitMember, smsCodeFor, validForm, validPhone } from './support/direct-debit';
import { useMailDir } from './support/mail';
import { newMember, postPayment } from './support/payments';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const hourMs = 3_600_000;

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const cataloguesOf = async (app: FastifyInstance, staff: string) => bodyOf(AdminCatalogues, await send(app, 'GET', '/api/staff/catalogue', staff)).sites;

/** Three euro packages: 10 credits cheaper than before, 25 gone, 200 new (and recommended). */
const newEuros: PriceList = [
  { credits: 10, amount: 999, popular: false },
  { credits: 60, amount: 5499, popular: false },
  { credits: 200, amount: 14999, popular: true },
];

describe.each(drivers)('credit packages from the staff console on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 5, sms: { dir } });
  const publish = async (staff: string, packages: PriceList, basedOn?: string) => {
    const site = (await cataloguesOf(t.app, staff)).find((entry) => entry.domain === 'localhost');
    return send(t.app, 'POST', '/api/staff/catalogue/packages', staff, { domain: 'localhost', basedOn: basedOn ?? site?.configuredAt, currency: 'EUR', packages });
  };

  it('shows each site\'s packages and which currency its countries pay in', async () => {
    const [flirt, localhost] = await cataloguesOf(t.app, await logInDemoStaff(t.app, t.clock));
    expect([flirt?.domain, localhost?.domain]).toEqual(['flirt.localhost', 'localhost']);
    expect(localhost?.catalogue.packages.EUR.map((pkg) => pkg.amount)).toEqual([1499, 2999, 5999, 9999]);
    expect(localhost?.countryCurrencies).toMatchObject({ NL: 'EUR', GB: 'GBP', PL: 'PLN' });
  });

  it('publishes a currency\'s packages: the next offer and payment use them, a package taken away cannot be bought, other sites keep theirs', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const member = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });
    expect((await publish(staff, newEuros)).statusCode).toBe(200);
    const offer = bodyOf(contract.getCredits.response, await send(t.app, 'GET', '/api/credits.php', member.cookie));
    expect(offer.packages.map((pkg) => [pkg.id, pkg.amount, pkg.popular])).toEqual([['eur-10', 999, false], ['eur-60', 5499, false], ['eur-200', 14999, true]]);
    const visitor = bodyOf(contract.getPrices.response, await t.app.inject({ method: 'GET', url: '/api/prices.php?country=NL', headers: { host: 'localhost' } }));
    expect(visitor.packages.map((pkg) => pkg.amount)).toEqual([999, 5499, 14999]);
    expect((await postPayment(t.app, member.cookie, { package_id: 'eur-200', method: 'ideal' })).statusCode).toBe(200);
    const gone = await postPayment(t.app, member.cookie, { package_id: 'eur-25', method: 'ideal' });
    expect([gone.statusCode, gone.json()]).toEqual([400, { error: 'invalid_input', field: 'package_id' }]);
    const [paid] = await t.db.query<{ package_id: string; credits: number; amount: number }>('SELECT package_id, credits, amount FROM payments WHERE member_id = $1', [member.id]);
    expect(paid).toEqual({ package_id: 'eur-200', credits: 200, amount: 14999 });
    const flirtMember = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs), site: 'flirt.localhost' });
    const flirtOffer = bodyOf(contract.getCredits.response, await t.app.inject({ method: 'GET', url: '/api/credits.php', headers: { host: 'flirt.localhost', cookie: flirtMember.cookie } }));
    expect(flirtOffer.packages.map((pkg) => pkg.amount)).toEqual([1499, 2999, 5999, 9999]);
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=SiteConfigured', staff));
    expect(audit.entries[0]).toMatchObject({ action: 'SiteConfigured', staffName: 'Demo Staff' });
  });

  it('charges only the price the member was shown: after a change the old one is refused (409 price_changed), nothing begun', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const member = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs) });
    const shown = bodyOf(contract.getCredits.response, await send(t.app, 'GET', '/api/credits.php', member.cookie)).packages.find((pkg) => pkg.id === 'eur-10');
    const dearer = newEuros.map((pkg) => ({ ...pkg, amount: pkg.amount + 1 }));
    expect((await publish(staff, dearer)).statusCode).toBe(200);
    const providerRows = async () => (await t.db.query('SELECT 1 FROM test_provider_payments')).length;
    const before = await providerRows();
    const stale = await postPayment(t.app, member.cookie, { package_id: 'eur-10', method: 'ideal', amount: shown?.discounted_amount ?? 0 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: 'price_changed' }]);
    expect(await t.db.query('SELECT 1 FROM payments WHERE member_id = $1', [member.id])).toEqual([]);
    expect(await providerRows()).toBe(before);
    // The price shown now begins the payment; so does an order without a price (a client from before this rule).
    expect((await postPayment(t.app, member.cookie, { package_id: 'eur-10', method: 'ideal', amount: 1000 })).statusCode).toBe(200);
    expect((await postPayment(t.app, member.cookie, { package_id: 'eur-60', method: 'ideal' })).statusCode).toBe(200);
    const amounts = await t.db.query<{ amount: number }>('SELECT amount FROM payments WHERE member_id = $1 ORDER BY amount', [member.id]);
    expect(amounts.map((row) => row.amount)).toEqual([1000, 5500]);
    expect(await providerRows()).toBe(before + 2);
  });

  it('debits a mandate only at the price its form showed: prices changed before its SMS code, the code is refused (409 price_changed), nothing debited', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const calls = directDebitCalls(t);
    const member = await directDebitMember(t);
    const priceOf = async () =>
      bodyOf(contract.getCredits.response, await send(t.app, 'GET', '/api/credits.php', member.cookie)).packages.find((pkg) => pkg.id === validForm.package_id)
        ?.discounted_amount;
    const shown = await priceOf();
    const started = await calls.start(member.cookie, { ...validForm, amount: shown });
    const { mandate_id } = bodyOf(contract.startDirectDebit.response, started);
    const [, localhost] = await cataloguesOf(t.app, staff);
    const dearer = (localhost?.catalogue.packages.EUR ?? []).map(({ credits, amount, popular }) => ({ credits, amount: amount + 100, popular }));
    expect((await publish(staff, dearer)).statusCode).toBe(200);
    const refused = await calls.confirm(member.cookie, mandate_id, await smsCodeFor(dir, validPhone));
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'price_changed' }]);
    expect(await t.db.query('SELECT 1 FROM payments WHERE member_id = $1', [member.id])).toEqual([]);
    // The form sent again at today's price is debited at it.
    const now = await priceOf();
    expect(now).toBeGreaterThan(shown ?? Infinity);
    const again = bodyOf(contract.startDirectDebit.response, await calls.start(member.cookie, { ...validForm, amount: now }));
    expect((await calls.confirm(member.cookie, again.mandate_id, await smsCodeFor(dir, validPhone))).statusCode).toBe(200);
    const amounts = await t.db.query<{ amount: number }>('SELECT amount FROM payments WHERE member_id = $1', [member.id]);
    expect(amounts.map((row) => row.amount)).toEqual([now]);
  });

  it('refuses a stale preview, a list that is not one, and a site of someone else', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const [, before] = await cataloguesOf(t.app, staff);
    t.clock.advance(1000);
    expect((await publish(staff, newEuros.map((pkg) => ({ ...pkg, amount: pkg.amount + 100 })))).statusCode).toBe(200);
    expect((await publish(staff, newEuros.slice(0, 2).map((pkg) => ({ ...pkg, popular: true })), before?.configuredAt)).statusCode).toBe(400);
    expect((await publish(staff, [...newEuros].reverse(), before?.configuredAt)).statusCode).toBe(400);
    const stale = await publish(staff, newEuros.slice(1), before?.configuredAt);
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: 'conflict' }]);
    await addEnrolledStaff(t.db, 'flirt-prices@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
    const flirtAdmin = await logInStaff(t.app, t.clock, 'flirt-prices@staff.test', 'staff-password', staffSecret);
    expect((await cataloguesOf(t.app, flirtAdmin)).map((site) => site.domain)).toEqual(['flirt.localhost']);
    expect((await publish(flirtAdmin, newEuros, new Date().toISOString())).statusCode).toBe(404);
  });
});
