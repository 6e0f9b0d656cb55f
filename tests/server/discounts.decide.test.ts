import { describe, expect, it } from 'vitest';
import type { DiscountMember } from '../../server/modules/discounts/availability';
import { discountFor } from '../../server/modules/discounts/availability';
import { decide, type DiscountCommand } from '../../server/modules/discounts/decide';
import { evolve, initialState, type DiscountEvent } from '../../server/modules/discounts/events';
import { startingCodes } from '../../server/modules/discounts/catalogue';
import { deciderSpec } from './support/decider';

const signup = new Date('2026-11-22T09:00:00.000Z');
const later = (seconds: number) => new Date(signup.getTime() + seconds * 1000);
const member: DiscountMember = { id: 7, paidUser: false, signupDate: signup, country: 'NL', currency: 'EUR' };

const redeem = (code: string, paymentId: string, at: Date, who: DiscountMember = member): DiscountCommand => ({
  type: 'RedeemDiscount',
  data: { member: who, code, siteCodes: startingCodes, paymentId, at },
});
const redeemed = (code: string, paymentId: string, percentage: number, at: Date): DiscountEvent => ({
  type: 'DiscountRedeemed',
  data: { memberId: 7, code, paymentId, percentage, redeemedAt: at.toISOString() },
});

describe('discounts decider: redeemDiscount', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);

  it('redeems the welcome bonus inside the 4 h window of an unpaid member, once', () => {
    spec.given([]).when(redeem('TIMEBONUS25', 'p1', later(14_399))).then([redeemed('TIMEBONUS25', 'p1', 25, later(14_399))]);
    spec.given([redeemed('TIMEBONUS25', 'p1', 25, later(60))]).when(redeem('TIMEBONUS25', 'p2', later(120))).thenRejects('already_used');
  });

  it('refuses the welcome bonus at 4 h and to a paid member', () => {
    spec.given([]).when(redeem('TIMEBONUS25', 'p1', later(14_400))).thenRejects('not_found');
    spec.given([]).when(redeem('TIMEBONUS25', 'p1', later(60), { ...member, paidUser: true })).thenRejects('not_found');
  });

  it('matches codes without regard to case and spaces, and refuses unknown ones', () => {
    spec.given([]).when(redeem(' staywithus ', 'p1', later(60))).then([redeemed('STAYWITHUS', 'p1', 25, later(60))]);
    spec.given([]).when(redeem('NOPE', 'p1', later(60))).thenRejects('not_found');
  });

  it('lets an unlimited code be redeemed by every payment, a once code only by one', () => {
    const first = redeemed('FLIRT10', 'p1', 10, later(60));
    spec.given([first]).when(redeem('FLIRT10', 'p2', later(90))).then([redeemed('FLIRT10', 'p2', 10, later(90))]);
    spec.given([redeemed('STAYWITHUS', 'p1', 25, later(60))]).when(redeem('STAYWITHUS', 'p2', later(90))).thenRejects('already_used');
  });

  it('applies one code per payment: a retry records nothing, another code is refused', () => {
    const first = redeemed('STAYWITHUS', 'p1', 25, later(60));
    spec.given([first]).when(redeem('staywithus', 'p1', later(61))).then([]);
    spec.given([first]).when(redeem('FLIRT10', 'p1', later(61))).thenRejects('payment_already_discounted');
  });

  it('keeps a country code to its country', () => {
    spec.given([]).when(redeem('FLIRT10', 'p1', later(60), { ...member, country: 'DE' })).thenRejects('not_found');
  });
});

describe('discount availability', () => {
  it('answers the welcome bonus as the API shows it, expiring 14400 s after signup', () => {
    const availability = discountFor('TIMEBONUS25', member, initialState(), later(10), startingCodes);
    expect(availability).toMatchObject({
      kind: 'usable',
      discount: { code: 'TIMEBONUS25', user_id: 7, value_percentage: 25, status: 'active', validity: 'once', expired: false, expires: later(14_400).toISOString() },
    });
  });

  it('says used for a once code redeemed before, even when it could no longer be used anyway', () => {
    const state = [redeemed('TIMEBONUS25', 'p1', 25, later(60))].reduce(evolve, initialState());
    expect(discountFor('timebonus25', { ...member, paidUser: true }, state, later(20_000), startingCodes)).toEqual({ kind: 'used' });
  });

  it('treats an inactive or expired configured code as unknown', () => {
    const base = { percentage: 5, validity: 'once' as const, country: null, minimumOrderValue: 0, paymentMethods: ['ideal' as const] };
    const catalogue = [
      { ...base, code: 'OLD', expires: later(30).toISOString(), active: true },
      { ...base, code: 'OFF', expires: null, active: false },
    ];
    expect(discountFor('OLD', member, initialState(), later(29), catalogue).kind).toBe('usable');
    expect(discountFor('OLD', member, initialState(), later(30), catalogue)).toEqual({ kind: 'unknown' });
    expect(discountFor('OFF', member, initialState(), later(1), catalogue)).toEqual({ kind: 'unknown' });
  });
});
