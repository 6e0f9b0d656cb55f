import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AdminCatalogues, type AdminCatalogue } from '../../io/entities/catalogue-admin';
import type { DiscountRule } from '../../io/entities/site-catalogue';
import { AuditLog } from '../../io/entities/staff';
import { ApiError } from '../../io/errors';
import { allPaymentMethods } from '../../server/modules/discounts/catalogue';
import { logIn, useTestApp } from './support/app';
import { bodyOf } from './support/body';
import { drivers } from './support/database';
import { newMember, pathOf, startPayment, webhookRelay } from './support/payments';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const catalogueOf = async (app: FastifyInstance, staff: string, domain = 'localhost'): Promise<AdminCatalogue> => {
  const site = bodyOf(AdminCatalogues, await send(app, 'GET', '/api/staff/catalogue', staff)).sites.find((entry) => entry.domain === domain);
  if (site === undefined) throw new Error(`the admin does not see ${domain}`);
  return site;
};

const aCode = (code: string, rule: Partial<DiscountRule> = {}): DiscountRule => ({
  code, percentage: 15, validity: 'unlimited', country: null, minimumOrderValue: 0, expires: null, active: true, paymentMethods: [...allPaymentMethods], ...rule,
});

/** Creates a code on the site, based on the configuration just read. */
const createCode = async (app: FastifyInstance, staff: string, rule: DiscountRule, domain = 'localhost') => {
  const site = await catalogueOf(app, staff, domain);
  return send(app, 'POST', '/api/staff/catalogue/codes', staff, { domain, basedOn: site.configuredAt, rule });
};

describe.each(drivers)('discount codes from the staff console on %s', (driver) => {
  const relay = webhookRelay(() => t.app);
  const t = useTestApp(driver, { demoMembers: 3, payments: { webhookSender: relay.send } });
  const credits = (cookie: string, code: string) => t.app.inject({ method: 'GET', url: `/api/credits.php?code=${code}`, headers: { cookie } });

  it('creates a code members of the site get at once with the discounted prices, refuses it twice, ends it, and audits it', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const before = await catalogueOf(t.app, staff);
    t.clock.advance(1000);
    expect((await createCode(t.app, staff, aCode('AUTUMN15'))).statusCode).toBe(200);
    const member = await logIn(t.app);
    const offer = bodyOf(contract.getCredits.response, await credits(member, 'autumn15'));
    expect(offer.discount).toMatchObject({ code: 'AUTUMN15', value_percentage: 15 });
    expect(offer.packages.map((pkg) => pkg.discounted_amount)).toEqual(offer.packages.map((pkg) => Math.round(pkg.amount * 0.85)));
    const checked = await t.app.inject({ method: 'GET', url: '/api/discountcode.php?code=AUTUMN15', headers: { cookie: member } });
    expect(bodyOf(contract.discountCode.response, checked)).toMatchObject({ code: 'AUTUMN15', value_percentage: 15, status: 'active' });

    const again = await createCode(t.app, staff, aCode('AUTUMN15', { percentage: 20 }));
    expect([again.statusCode, bodyOf(ApiError, again)]).toEqual([409, { error: 'conflict', field: 'code' }]);
    const stale = await send(t.app, 'POST', '/api/staff/catalogue/codes', staff, { domain: 'localhost', basedOn: before.configuredAt, rule: aCode('WINTER15') });
    expect([stale.statusCode, bodyOf(ApiError, stale)]).toEqual([409, { error: 'conflict' }]);
    const refused = await createCode(t.app, staff, aCode('WINTER15', { percentage: 95 }));
    expect([refused.statusCode, bodyOf(ApiError, refused)]).toEqual([400, { error: 'invalid_input', field: 'rule.percentage' }]);

    const now = await catalogueOf(t.app, staff);
    t.clock.advance(1000);
    const ended = await send(t.app, 'POST', '/api/staff/catalogue/codes/expire', staff, { domain: 'localhost', basedOn: now.configuredAt, code: 'AUTUMN15' });
    expect(ended.statusCode).toBe(200);
    expect((await catalogueOf(t.app, staff)).codes.find((entry) => entry.rule.code === 'AUTUMN15')?.rule.expires).toBe(t.clock.now().toISOString());
    expect(bodyOf(ApiError, await credits(member, 'AUTUMN15'))).toEqual({ error: 'discount_not_found', field: 'code' });
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=SiteConfigured', staff));
    expect(audit.entries.slice(0, 2).map((entry) => [entry.action, entry.staffName])).toEqual([['SiteConfigured', 'Demo Staff'], ['SiteConfigured', 'Demo Staff']]);
  });

  it('counts the paid payments that used a code and what they brought in', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    expect((await createCode(t.app, staff, aCode('PAY20', { percentage: 20, validity: 'once', country: 'NL' }))).statusCode).toBe(200);
    const payer = await newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * 3_600_000), country: 'NL' });
    const started = await startPayment(t.app, payer.cookie, { package_id: 'eur-25', method: 'ideal', code: 'pay20' });
    const paid = await t.app.inject({ method: 'POST', url: pathOf(started.checkout_url), payload: 'outcome=paid', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    await relay.settled();
    const use = (await catalogueOf(t.app, staff)).codes.find((entry) => entry.rule.code === 'PAY20');
    expect(use).toMatchObject({ paidPayments: 1, revenue: [{ currency: 'EUR', amount: 2399 }] });
  });

  it('shows and changes only the codes of the admin\'s own sites', async () => {
    await addEnrolledStaff(t.db, 'flirt-codes@staff.test', ['site_admin'], t.clock.now(), ['flirt.localhost']);
    const admin = await logInStaff(t.app, t.clock, 'flirt-codes@staff.test', 'staff-password', staffSecret);
    const { sites } = bodyOf(AdminCatalogues, await send(t.app, 'GET', '/api/staff/catalogue', admin));
    expect(sites.map((site) => site.domain)).toEqual(['flirt.localhost']);
    const basedOn = sites[0]?.configuredAt;
    const elsewhere = await send(t.app, 'POST', '/api/staff/catalogue/codes', admin, { domain: 'localhost', basedOn, rule: aCode('FLIRTY') });
    expect(elsewhere.statusCode).toBe(404);
    const endElsewhere = await send(t.app, 'POST', '/api/staff/catalogue/codes/expire', admin, { domain: 'localhost', basedOn, code: 'FLIRT10' });
    expect(endElsewhere.statusCode).toBe(404);
    expect((await createCode(t.app, admin, aCode('FLIRTY'), 'flirt.localhost')).statusCode).toBe(200);
  });
});
