import { startingCodes } from '../../server/modules/discounts/catalogue';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { hashPassword } from '../../server/modules/accounts/password';
import { discountMemberOf } from '../../server/modules/discounts/member';
import { runDiscountCommand } from '../../server/modules/discounts/commands';
import { nextId } from '../../server/modules/ids';
import { findMember } from '../../server/modules/members/find';
import { rendezvous } from '../../server/demo/sites';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

const password = 'discount-test-password';

describe.each(drivers)('GET /api/discountcode.php on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });

  /** A member who signs up now (in `country`) and logs in; answers the session cookie and the id. */
  const signUp = async (country = 'NL') => {
    const id = await nextId(t.db, 'member_id_seq');
    const email = `new-${id}@rendezvous.test`;
    const passwordHash = await hashPassword(password);
    await t.db.transaction((tx) =>
      runAccountCommand(tx, id, {
        type: 'RegisterMember',
        data: {
          memberId: id, site: 'localhost', email, passwordHash, name: `New ${id}`, gender: 'male', birthDate: '1990-01-01', country,
          region: '', city: '', language: 'nl', fictional: false, at: t.clock.now(),
        },
      }),
    );
    return { id, cookie: await logIn(t.app, email, password) };
  };
  const get = (query: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/discountcode.php${query}`, headers: cookie === undefined ? {} : { cookie } });
  const redeem = async (id: number, code: string, paymentId: string) => {
    const row = await findMember(t.db, id);
    if (row === undefined) throw new Error(`no member ${id}`);
    return t.db.transaction((tx) => runDiscountCommand(tx, { type: 'RedeemDiscount', data: { member: discountMemberOf(row, rendezvous), code, siteCodes: startingCodes, paymentId, at: t.clock.now() } }));
  };

  it('answers a new member the welcome discount, expiring 14400 s after signup, without writing anything', async () => {
    const { id, cookie } = await signUp();
    const signedUpAt = t.clock.now();
    t.clock.advance(60_000);
    const before = await countEvents(t.db);
    const response = await get('?welcome=true', cookie);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(contract.welcomeDiscount.response, response)).toMatchObject({
      code: 'TIMEBONUS25', value_percentage: 25, status: 'active', validity: 'once', expired: false, user_id: id, currency: 'EUR',
      expires: new Date(signedUpAt.getTime() + 14_400_000).toISOString(),
    });
    expect(await countEvents(t.db)).toBe(before);
  });

  it('has no welcome discount (null, not an error) once the 4 hours are over, for a paid member, and after the bonus was used', async () => {
    const noWelcome = async (cookie: string) => {
      const response = await get('?welcome=true', cookie);
      expect(response.statusCode).toBe(200);
      expect(bodyOf(contract.welcomeDiscount.response, response)).toBeNull();
    };
    const late = await signUp();
    t.clock.advance(14_400_000);
    await noWelcome(late.cookie);
    expect((await get('?code=TIMEBONUS25', late.cookie)).statusCode).toBe(404);

    await noWelcome(await logIn(t.app, 'premium@rendezvous.test'));

    const used = await signUp();
    expect(await redeem(used.id, 'TIMEBONUS25', 'payment-1')).toMatchObject({ kind: 'accepted' });
    await noWelcome(used.cookie);
    const again = await get('?code=timebonus25', used.cookie);
    expect(again.statusCode).toBe(409);
    expect(bodyOf(ApiError, again)).toEqual({ error: 'discount_used' });
  });

  it('answers a configured code, 404 for an unknown one or one of another country, 409 once used', async () => {
    const { id, cookie } = await signUp();
    const found = await get('?code=%20staywithus', cookie);
    expect(found.statusCode).toBe(200);
    expect(bodyOf(contract.discountCode.response, found)).toMatchObject({ code: 'STAYWITHUS', value_percentage: 25, validity: 'once', user_id: null });
    const unknown = await get('?code=NOSUCHCODE', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(ApiError, unknown)).toEqual({ error: 'discount_not_found' });
    const german = await signUp('DE');
    expect((await get('?code=FLIRT10', german.cookie)).statusCode).toBe(404);
    expect(bodyOf(contract.discountCode.response, await get('?code=FLIRT10', cookie))).toMatchObject({ country: 'NL', validity: 'unlimited' });

    await redeem(id, 'STAYWITHUS', 'payment-2');
    expect((await get('?code=STAYWITHUS', cookie)).statusCode).toBe(409);
    await redeem(id, 'FLIRT10', 'payment-3');
    expect((await get('?code=FLIRT10', cookie)).statusCode).toBe(200);
  });

  it('keeps redemptions per member: another member may still use a code someone else used', async () => {
    const first = await signUp();
    const second = await signUp();
    await redeem(first.id, 'STAYWITHUS', 'payment-4');
    expect((await get('?code=STAYWITHUS', second.cookie)).statusCode).toBe(200);
  });

  it('needs a session, and exactly one of welcome and code', async () => {
    const anonymous = await get('?welcome=true');
    expect(anonymous.statusCode).toBe(403);
    expect(bodyOf(ApiError, anonymous)).toEqual({ error: 'authentication_required' });
    const { cookie } = await signUp();
    for (const [query, field] of [['', 'code'], ['?welcome=true&code=STAYWITHUS', 'welcome']] as const) {
      const response = await get(query, cookie);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    }
    for (const [query, field] of [['?welcome=yes', 'welcome'], ['?code=', 'code'], ['?coupon=X', 'coupon']] as const) {
      expect(bodyOf(ApiError, await get(query, cookie))).toEqual({ error: 'invalid_input', field });
    }
  });
});
