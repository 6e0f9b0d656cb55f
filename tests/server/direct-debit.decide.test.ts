import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, type MandateForm } from '../../server/modules/direct-debit/decide';
import { evolve, initialState, type MandateEvent } from '../../server/modules/direct-debit/events';
import { nextAllowedAt, requestLimit, type DirectDebitHistory } from '../../server/modules/direct-debit/rules';
import { deciderSpec } from './support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');
const iso = (date: Date): string => date.toISOString();
const later = (ms: number): Date => new Date(at.getTime() + ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const spec = deciderSpec({ initialState, evolve }, decide);
const none: DirectDebitHistory = { requests: [], debits: [], blockedUntil: null };

const form: MandateForm = {
  package_id: 'credits-100', account_holder: ' A. de Vries ', iban: 'nl91 abna 0417 1643 00', street: 'Oudegracht', house_number: '12a',
  zip: '3511 AB', city: 'Utrecht', phone: '06-12345678',
};
const request = (change: Partial<MandateForm> = {}, history = none, memberCountry = 'NL') =>
  ({ type: 'RequestMandate', data: { mandateId: 'm1', memberId: 7, memberCountry, site: 'localhost', form: { ...form, ...change }, codeHash: '$argon2id$h', history, at } }) as const;

const requested: MandateEvent = {
  type: 'MandateRequested',
  data: {
    mandateId: 'm1', memberId: 7, site: 'localhost', packageId: 'credits-100', accountHolder: 'A. de Vries', iban: 'NL91ABNA0417164300', street: 'Oudegracht',
    houseNumber: '12a', zip: '3511 AB', city: 'Utrecht', phone: '+31612345678', codeHash: '$argon2id$h', codeExpiresAt: iso(later(10 * minute)), requestedAt: iso(at),
  },
};
const confirm = (codeMatches: boolean, when = at, history = none, memberId = 7) =>
  ({ type: 'ConfirmMandate', data: { memberId, codeMatches, history, at: when } }) as const;
const wrong = (attempt: number): MandateEvent => ({ type: 'MandateCodeRejected', data: { mandateId: 'm1', memberId: 7, attempt, rejectedAt: iso(at) } });
const confirmed: MandateEvent = { type: 'MandateConfirmed', data: { mandateId: 'm1', memberId: 7, confirmedAt: iso(at) } };
const paid: MandateEvent = { type: 'MandatePaymentBegun', data: { mandateId: 'm1', memberId: 7, paymentId: 'tr_1', checkoutUrl: 'https://x/t/tr_1', begunAt: iso(at) } };

describe('requesting a mandate', () => {
  it('records the form with the IBAN in electronic form, the phone in E.164, the texts trimmed and the code valid for 10 minutes', () => {
    spec.given([]).when(request()).then([requested]);
  });

  it('keeps the discount code applied on /credits, as typed; the mandate holds it for its payment (none: null)', () => {
    const withCode: MandateEvent = { ...requested, data: { ...requested.data, discountCode: 'staywithus' } };
    spec.given([]).when(request({ code: 'staywithus' })).then([withCode]);
    expect([evolve(initialState(), withCode), evolve(initialState(), requested)]).toMatchObject([{ discountCode: 'staywithus' }, { discountCode: null }]);
    expect(evolve(evolve(initialState(), withCode), confirmed)).toMatchObject({ status: 'confirmed', discountCode: 'staywithus' });
  });

  it('refuses a wrong IBAN checksum, an IBAN outside SEPA, and a field of spaces, naming the field', () => {
    spec.given([]).when(request({ iban: 'NL91ABNA0417164301' })).thenRejects({ reason: 'invalid_input', field: 'iban' });
    spec.given([]).when(request({ iban: 'BR1800360305000010009795493C1' })).thenRejects({ reason: 'invalid_input', field: 'iban' });
    spec.given([]).when(request({ city: '  ' })).thenRejects({ reason: 'invalid_input', field: 'city' });
  });

  it('reads a phone number without a country code in the member\'s country, and takes only numbers an SMS reaches', () => {
    spec.given([]).when(request({}, none, 'GB')).thenRejects({ reason: 'invalid_input', field: 'phone' });
    const british = spec.given([]).when(request({ phone: '07400 123456' }, none, 'GB')).decision;
    expect(british.kind === 'accepted' && british.events[0]?.type === 'MandateRequested' && british.events[0].data.phone).toBe('+447400123456');
    // A number with its country code is read as such wherever the member lives; a US number may be mobile or fixed.
    const american = spec.given([]).when(request({ phone: '+1 650 253 0000' }, none, 'NL')).decision;
    expect(american.kind).toBe('accepted');
    for (const phone of ['020 123 4567', '0800 0123', '085 123 4567', '06 12345678 ext. 3']) {
      spec.given([]).when(request({ phone })).thenRejects({ reason: 'invalid_input', field: 'phone' });
    }
  });

  it('refuses a blocked member until the block ends', () => {
    const blocked = { ...none, blockedUntil: later(hour) };
    spec.given([]).when(request({}, blocked)).thenRejects({ reason: 'blocked', until: later(hour) });
    spec.given([]).when(request({}, { ...none, blockedUntil: at })).then([requested]);
  });

  it('refuses a 4th mandate within 24 hours, and a start past 3 debits in 30 days, saying when the next is possible', () => {
    const requests = [later(-23 * hour), later(-2 * hour), later(-hour)];
    spec.given([]).when(request({}, { ...none, requests })).thenRejects({ reason: 'limit', until: later(hour) });
    spec.given([]).when(request({}, { ...none, requests: [later(-day), ...requests.slice(1)] })).then([requested]);
    const debits = [later(-29 * day), later(-10 * day), later(-day)];
    spec.given([]).when(request({}, { ...none, debits })).thenRejects({ reason: 'limit', until: later(day) });
    // Both limits reached: the later of the two.
    spec.given([]).when(request({}, { ...none, requests, debits })).thenRejects({ reason: 'limit', until: later(day) });
  });

  it('refuses a stream that already holds a mandate', () => {
    spec.given([requested]).when(request()).thenRejects({ reason: 'exists' });
  });
});

describe('confirming a mandate with its code', () => {
  it('confirms with the right code within 10 minutes; after them any code is invalid', () => {
    spec.given([requested]).when(confirm(true)).then([confirmed]);
    spec.given([requested]).when(confirm(true, later(10 * minute - 1))).then([{ ...confirmed, data: { ...confirmed.data, confirmedAt: iso(later(10 * minute - 1)) } }]);
    spec.given([requested]).when(confirm(true, later(10 * minute))).thenRejects({ reason: 'code_invalid' });
  });

  it('counts wrong codes; the 5th voids the mandate and blocks the member for 24 hours', () => {
    spec.given([requested]).when(confirm(false)).then([wrong(1)]);
    spec.given([requested, wrong(1), wrong(2), wrong(3)]).when(confirm(false)).then([wrong(4)]);
    spec.given([requested, wrong(1), wrong(2), wrong(3), wrong(4)]).when(confirm(false)).then([
      wrong(5),
      { type: 'MandateVoided', data: { mandateId: 'm1', memberId: 7, voidedAt: iso(at), blockedUntil: iso(later(day)) } },
    ]);
    // Four wrong codes leave the right one working.
    spec.given([requested, wrong(1), wrong(2), wrong(3), wrong(4)]).when(confirm(true)).then([confirmed]);
  });

  it('a void mandate is blocked while its block lasts, and invalid after', () => {
    const voided: MandateEvent = { type: 'MandateVoided', data: { mandateId: 'm1', memberId: 7, voidedAt: iso(at), blockedUntil: iso(later(day)) } };
    const given = [requested, wrong(1), wrong(2), wrong(3), wrong(4), wrong(5), voided];
    spec.given(given).when(confirm(true, at, { ...none, blockedUntil: later(day) })).thenRejects({ reason: 'blocked', until: later(day) });
    spec.given(given).when(confirm(true, later(day), { ...none, blockedUntil: later(day) })).thenRejects({ reason: 'code_invalid' });
  });

  it('another member\'s mandate, or none, is not found', () => {
    spec.given([requested]).when(confirm(true, at, none, 8)).thenRejects({ reason: 'not_found' });
    spec.given([]).when(confirm(true)).thenRejects({ reason: 'not_found' });
  });

  it('refuses past 3 debits in 30 days, whatever the code, counting no attempt', () => {
    const debits = [later(-20 * day), later(-3 * day), later(-hour)];
    spec.given([requested]).when(confirm(true, at, { ...none, debits })).thenRejects({ reason: 'limit', until: later(10 * day) });
    spec.given([requested]).when(confirm(false, at, { ...none, debits })).thenRejects({ reason: 'limit', until: later(10 * day) });
  });

  it('a confirmed mandate, paid or not, records nothing more with its code; a wrong code is invalid and not counted', () => {
    spec.given([requested, confirmed]).when(confirm(true, later(day))).then([]);
    spec.given([requested, confirmed, paid]).when(confirm(true)).then([]);
    spec.given([requested, confirmed, paid]).when(confirm(false)).thenRejects({ reason: 'code_invalid' });
  });

  it('a mandate whose payment was refused answers the refusal again', () => {
    const refused: MandateEvent = { type: 'MandatePaymentRefused', data: { mandateId: 'm1', memberId: 7, reason: 'unknown_package', refusedAt: iso(at) } };
    spec.given([requested, confirmed, refused]).when(confirm(true)).thenRejects({ reason: 'refused', refusal: 'unknown_package' });
    spec.given([requested, confirmed, refused]).when(confirm(false)).thenRejects({ reason: 'code_invalid' });
  });
});

describe('recording the payment\'s outcome', () => {
  const payment = { type: 'RecordPayment', data: { paymentId: 'tr_1', checkoutUrl: 'https://x/t/tr_1', at } } as const;

  it('records the payment of a confirmed mandate once; the same payment again records nothing, a second one is refused', () => {
    spec.given([requested, confirmed]).when(payment).then([paid]);
    spec.given([requested, confirmed, paid]).when(payment).then([]);
    spec.given([requested, confirmed, paid]).when({ ...payment, data: { ...payment.data, paymentId: 'tr_2' } }).thenRejects({ reason: 'not_chargeable' });
  });

  it('records a refusal of a confirmed mandate only; nothing is charged before the code', () => {
    const refusal = { type: 'RecordRefusal', data: { reason: 'method_not_offered', at } } as const;
    spec.given([requested, confirmed]).when(refusal).then([
      { type: 'MandatePaymentRefused', data: { mandateId: 'm1', memberId: 7, reason: 'method_not_offered', refusedAt: iso(at) } },
    ]);
    spec.given([requested]).when(refusal).thenRejects({ reason: 'not_chargeable' });
    spec.given([requested]).when(payment).thenRejects({ reason: 'not_chargeable' });
    spec.given([requested, confirmed, paid]).when(refusal).thenRejects({ reason: 'not_chargeable' });
  });
});

describe('a rolling limit (3 mandates in any 24 hours)', () => {
  it('lets a request through exactly when fewer than 3 were let through in the 24 hours before it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 * day }), { maxLength: 30 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b).map(later);
        const passed: Date[] = [];
        for (const time of times) {
          const next = nextAllowedAt(passed, requestLimit, time);
          const inLastDay = passed.filter((earlier) => time.getTime() - earlier.getTime() < day).length;
          expect(next === null).toBe(inLastDay < requestLimit.max);
          if (next === null) passed.push(time);
          // Told to wait: at that moment exactly, it would pass.
          else expect(nextAllowedAt(passed, requestLimit, next)).toBeNull();
        }
      }),
    );
  });
});
