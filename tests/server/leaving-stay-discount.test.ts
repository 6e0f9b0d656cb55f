import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { company, rendezvous } from '../../server/demo/sites';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { joinMember, leavingPassword } from './support/leaving';

const day = 86_400_000;

describe.each(drivers)('the stay discount on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const stay = (cookie: string) => t.app.inject({ method: 'PUT', url: '/api/stay-discount.php', headers: { cookie }, payload: {} });
  const check = (cookie: string, code: string) => t.app.inject({ method: 'GET', url: `/api/discountcode.php?code=${code}`, headers: { cookie } });
  const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });

  it("is the member's own once-code worth the company's delete_discount for 30 days, the same on every call", async () => {
    const member = await joinMember(t, 'stays@leaving.test');
    const first = bodyOf(contract.getStayDiscount.response, await stay(member.cookie));
    expect(first).toMatchObject({
      user_id: member.id, value_percentage: company.delete_discount, validity: 'once', status: 'active', expired: false,
      expires: new Date(t.clock.now().getTime() + 30 * day).toISOString(),
    });
    expect(first.code).toMatch(/^STAY-[A-Z2-9]{8}$/);
    t.clock.advance(day);
    expect(bodyOf(contract.getStayDiscount.response, await stay(member.cookie)).code).toBe(first.code);
    const issued = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'StayDiscountIssued'", [`discounts-${String(member.id)}`]);
    expect(issued[0]?.n).toBe(1);

    expect(bodyOf(contract.discountCode.response, await check(member.cookie, first.code.toLowerCase()))).toMatchObject({ code: first.code, value_percentage: company.delete_discount });
    const other = await joinMember(t, 'not-theirs@leaving.test');
    expect(refusal(await check(other.cookie, first.code))).toEqual({ status: 404, body: { error: 'discount_not_found' } });

  });

  it('is unusable once its 30 days are over, and still the same code', async () => {
    const member = await joinMember(t, 'late@leaving.test');
    const first = bodyOf(contract.getStayDiscount.response, await stay(member.cookie));
    t.clock.advance(30 * day);
    const freshCookie = await logIn(t.app, member.email, leavingPassword); // the old session ran out meanwhile
    expect(bodyOf(contract.getStayDiscount.response, await stay(freshCookie))).toMatchObject({ code: first.code, expired: true, status: 'inactive' });
    expect(refusal(await check(freshCookie, first.code))).toEqual({ status: 404, body: { error: 'discount_not_found' } });
  });

  it("is not_found where the company's delete_discount is 0", async () => {
    await t.db.transaction((tx) =>
      runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: rendezvous, company: { ...company, delete_discount: 0 }, at: t.clock.now() } }),
    );
    const member = await joinMember(t, 'no-offer@leaving.test');
    expect(refusal(await stay(member.cookie))).toEqual({ status: 404, body: { error: 'not_found' } });
  });
});
