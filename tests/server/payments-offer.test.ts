import { startingCatalogue } from '../../server/modules/sites/starting-catalogue';
import { startingCodes } from '../../server/modules/discounts/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { runDiscountCommand } from '../../server/modules/discounts/commands';
import { currencies, findPackage, packagesIn } from '../../server/modules/payments/packages';
import { useTestApp } from './support/app';
import { bodyOf } from './support/body';
import { drivers } from './support/database';
import { newMember } from './support/payments';

const hourMs = 3_600_000;

describe('credit packages', () => {
  it('has four packages per currency, cheaper per credit the bigger they are, one of them popular, each found by its id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), (currency) => {
        const packages = packagesIn(startingCatalogue, currency);
        expect(packages).toHaveLength(4);
        expect(packages.filter((pkg) => pkg.popular)).toHaveLength(1);
        for (const [smaller, bigger] of packages.slice(0, -1).map((pkg, i) => [pkg, packages[i + 1]] as const)) {
          if (bigger === undefined) throw new Error('no bigger package');
          expect(bigger.credits).toBeGreaterThan(smaller.credits);
          expect(bigger.amount / bigger.credits).toBeLessThan(smaller.amount / smaller.credits);
        }
        for (const pkg of packages) expect(findPackage(startingCatalogue, pkg.id)).toEqual(pkg);
      }),
    );
  });
});

describe.each(drivers)('the credits offer and the price list on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });
  const getCredits = (cookie: string, code?: string) =>
    t.app.inject({ method: 'GET', url: `/api/credits.php${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`, headers: { cookie } });
  const offerOf = async (cookie: string, code?: string) => {
    const response = await getCredits(cookie, code);
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf(contract.getCredits.response, response);
  };
  /** A member who signed up 5 hours ago: the time bonus is over. */
  const settledMember = (country = 'NL') => newMember(t.db, { signedUpAt: new Date(t.clock.now().getTime() - 5 * hourMs), country });

  it('offers a member the packages of their country’s currency and the methods of their country, without discount once the bonus is over', async () => {
    const cases = [
      { country: 'NL', currency: 'EUR', methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'directdebit', 'transfer'] },
      { country: 'BE', currency: 'EUR', methods: ['bancontact', 'creditcard', 'paypal', 'applepay', 'transfer'] },
      { country: 'DE', currency: 'EUR', methods: ['creditcard', 'paypal', 'sofort', 'giropay', 'directdebit', 'applepay', 'transfer'] },
      { country: 'AT', currency: 'EUR', methods: ['eps', 'creditcard', 'paypal', 'sofort', 'transfer'] },
      { country: 'PL', currency: 'PLN', methods: ['blik', 'creditcard', 'paypal', 'transfer'] },
      { country: 'GB', currency: 'GBP', methods: ['creditcard', 'paypal', 'applepay', 'transfer'] },
      { country: 'CH', currency: 'CHF', methods: ['creditcard', 'paypal', 'applepay', 'transfer'] },
      // Canada's currency (CAD) has no packages: EUR.
      { country: 'CA', currency: 'EUR', methods: ['creditcard', 'paypal', 'applepay', 'transfer'] },
    ];
    for (const { country, currency, methods } of cases) {
      const { cookie } = await settledMember(country);
      const offer = await offerOf(cookie);
      expect(offer.packages.map((pkg) => pkg.currency), country).toEqual([currency, currency, currency, currency]);
      expect(offer.methods, country).toEqual(methods);
      expect(offer.packages.every((pkg) => pkg.discounted_amount === pkg.amount)).toBe(true);
      expect(offer).toMatchObject({ discount: null, first_purchase: true, refund_days: 14, last_order: null });
    }
  });

  it('gives a new member the 25 % time bonus on every package', async () => {
    const { cookie } = await newMember(t.db, { signedUpAt: t.clock.now() });
    t.clock.advance(60_000);
    const offer = await offerOf(cookie);
    expect(offer.discount).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, currency: 'EUR' });
    expect(offer.packages.map((pkg) => [pkg.id, pkg.amount, pkg.discounted_amount])).toEqual([
      ['eur-10', 1499, 1124], ['eur-25', 2999, 2249], ['eur-60', 5999, 4499], ['eur-120', 9999, 7499],
    ]);
  });

  it('applies a typed code when no time bonus runs, and keeps the time bonus over a typed code while it runs', async () => {
    const { cookie } = await settledMember();
    const withCode = await offerOf(cookie, ' flirt10');
    expect(withCode.discount).toMatchObject({ code: 'FLIRT10', value_percentage: 10 });
    expect(withCode.packages.map((pkg) => pkg.discounted_amount)).toEqual([1349, 2699, 5399, 8999]);
    const fresh = await newMember(t.db, { signedUpAt: t.clock.now() });
    expect((await offerOf(fresh.cookie, 'STAYWITHUS')).discount).toMatchObject({ code: 'TIMEBONUS25' });
  });

  it('answers an unknown code 404 and a used one 409, naming the field code', async () => {
    const { id, cookie } = await settledMember();
    const unknown = await getCredits(cookie, 'NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(ApiError, unknown)).toEqual({ error: 'discount_not_found', field: 'code' });
    // FLIRT10 is for the Netherlands only: unknown to a German member.
    const german = await settledMember('DE');
    expect(bodyOf(ApiError, await getCredits(german.cookie, 'FLIRT10'))).toEqual({ error: 'discount_not_found', field: 'code' });
    await t.db.transaction((tx) =>
      runDiscountCommand(tx, {
        type: 'RedeemDiscount',
        data: { member: { id, paidUser: false, signupDate: t.clock.now(), country: 'NL', currency: 'EUR' }, code: 'STAYWITHUS', siteCodes: startingCodes, paymentId: 'earlier', at: t.clock.now() },
      }),
    );
    const used = await getCredits(cookie, 'STAYWITHUS');
    expect(used.statusCode).toBe(409);
    expect(bodyOf(ApiError, used)).toEqual({ error: 'discount_used', field: 'code' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/credits.php' });
    expect(response.statusCode).toBe(403);
  });

  it('lists a visitor the prices of their GeoIP country, or of the country asked for, without discount', async () => {
    const prices = async (url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      return bodyOf(contract.getPrices.response, response);
    };
    const polish = await prices('/api/prices.php', { 'x-geoip-country': 'PL' });
    expect(polish.packages.map((pkg) => [pkg.id, pkg.amount, pkg.discounted_amount, pkg.popular])).toEqual([
      ['pln-10', 6499, 6499, false], ['pln-25', 12999, 12999, false], ['pln-60', 25999, 25999, true], ['pln-120', 42999, 42999, false],
    ]);
    expect(polish).toMatchObject({ methods: ['blik', 'creditcard', 'paypal', 'transfer'], refund_days: 14 });
    expect((await prices('/api/prices.php?country=GB', { 'x-geoip-country': 'PL' })).packages[0]?.currency).toBe('GBP');
    // No GeoIP and a language that names no country: EUR and the methods offered everywhere.
    const anywhere = await prices('/api/prices.php', { 'accept-language': 'en' });
    expect(anywhere.packages[0]?.currency).toBe('EUR');
    expect(anywhere.methods).toEqual(['creditcard', 'paypal', 'applepay', 'transfer']);
    expect((await t.app.inject({ method: 'GET', url: '/api/prices.php?country=nl' })).statusCode).toBe(400);
  });
});
