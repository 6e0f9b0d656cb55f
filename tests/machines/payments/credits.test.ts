import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { CreditsOffer, StartedPayment } from '../../../io/entities/payment';
import type { PaymentMethod } from '../../../io/entities/payment-method';
import { creditsMachine, type PaymentStart } from '../../../machines/credits/credits.machine';
import { repeatOrderMachine } from '../../../machines/credits/repeat-order.machine';
import {
  selectChosenMethod, selectChosenPackage, selectCodeError, selectDirectDebitPath, selectNoLastOrder, selectOffer, selectRepeatDirectDebit,
  selectRepeatPackage, selectRepeatWaiverMissing, selectStartError, selectWaiverMissing,
} from '../../../machines/credits/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { httpError, offer, pack } from './fixtures';

const started: StartedPayment = { payment_id: 'pay-1', checkout_url: 'https://pay.example/checkout/1' };
type Order = PaymentStart;

/** The machine on fakes that behave like the server: codes are checked, the offer follows the code. */
const running = (
  input = { packageId: null as string | null, method: null as PaymentMethod | null },
  answers: { start?: () => Promise<StartedPayment>; offer?: () => CreditsOffer } = {},
) => {
  const orders: Order[] = [];
  const checkouts: string[] = [];
  const offers: Array<string | null> = [];
  const actor = createActor(
    creditsMachine.provide({
      actors: {
        loadOffer: fromPromise<CreditsOffer, { code: string | null }>(async ({ input: { code } }) => {
          offers.push(code);
          const current = answers.offer?.() ?? offer;
          return code?.toUpperCase() === 'STAYWITHUS'
            ? { ...current, discount: { code, country: null, user_id: null, expires: null, value_percentage: 25, currency: 'EUR', minimum_order_value: 0, status: 'active', validity: 'once', expired: false, paymentmethods: [] }, packages: current.packages.map((p) => ({ ...p, discounted_amount: Math.round(p.amount * 0.75) })) }
            : current;
        }),
        checkCode: fromPromise<void, string>(async ({ input }) => {
          // Like the server: codes are matched without regard to case.
          if (input.toUpperCase() === 'USEDONE') throw httpError(409, 'discount_used');
          if (input.toUpperCase() !== 'STAYWITHUS') throw httpError(404, 'discount_not_found');
        }),
        startPayment: fromPromise<StartedPayment, Order>(async ({ input: order }) => {
          orders.push(order);
          return answers.start === undefined ? started : answers.start();
        }),
        goToCheckout: fromPromise<void, string>(async ({ input: url }) => {
          checkouts.push(url);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, orders, checkouts, offers };
};

describe('credits machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(
      creditsMachine.provide({ actors: { loadOffer: pending(), checkCode: pending(), startPayment: pending(), goToCheckout: pending() } }),
      {
        input: { packageId: null, method: null },
        events: [
          done('loadOffer', offer),
          failed('loadOffer', { kind: 'network' }),
          { type: 'credits.retry' },
          { type: 'credits.package', id: 'eur-60' },
          { type: 'credits.package', id: 'nope' },
          { type: 'credits.method', method: 'directdebit' },
          { type: 'credits.method', method: 'creditcard' },
          { type: 'credits.method', method: 'blik' },
          { type: 'credits.codeText', text: 'STAYWITHUS' },
          { type: 'credits.applyCode' },
          done('checkCode', undefined),
          failed('checkCode', httpError(404, 'discount_not_found')),
          { type: 'credits.pay' },
          { type: 'credits.waiver', accepted: true },
          { type: 'credits.waiver', accepted: false },
          done('startPayment', started),
          failed('startPayment', httpError(502, 'provider_unavailable')),
          failed('startPayment', httpError(409, 'discount_used', 'code')),
          failed('startPayment', httpError(409, 'price_changed')),
          failed('loadOffer', httpError(409, 'discount_used', 'code')),
          failed('goToCheckout', new Error('not a checkout address')),
        ],
        check: (snapshot: SnapshotFrom<typeof creditsMachine>) => expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1),
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('chooses the popular package and the first method, or those the link names', async () => {
    const plain = running();
    await flush();
    expect(selectChosenPackage(plain.actor.getSnapshot())?.id).toBe('eur-25');
    expect(selectChosenMethod(plain.actor.getSnapshot())).toBe('ideal');
    const linked = running({ packageId: 'eur-60', method: 'creditcard' });
    await flush();
    expect(selectChosenPackage(linked.actor.getSnapshot())?.id).toBe('eur-60');
    expect(selectChosenMethod(linked.actor.getSnapshot())).toBe('creditcard');
    // An old link with a package or method the offer does not have falls back to the offer's own.
    const stale = running({ packageId: 'gbp-10', method: 'blik' });
    await flush();
    expect(selectChosenPackage(stale.actor.getSnapshot())?.id).toBe('eur-25');
    expect(selectChosenMethod(stale.actor.getSnapshot())).toBe('ideal');
  });

  it('pays the chosen package with the chosen method and the applied code, once, then leaves for the checkout page', async () => {
    const s = running();
    await flush();
    s.actor.send({ type: 'credits.codeText', text: ' staywithus ' });
    s.actor.send({ type: 'credits.applyCode' });
    await flush(10);
    expect(s.offers).toEqual([null, 'staywithus']);
    s.actor.send({ type: 'credits.package', id: 'eur-60' });
    s.actor.send({ type: 'credits.waiver', accepted: true });
    s.actor.send({ type: 'credits.pay' });
    s.actor.send({ type: 'credits.pay' });
    await flush(10);
    expect(s.orders).toEqual([{ packageId: 'eur-60', method: 'ideal', code: 'staywithus', amount: 2996, withdrawalWaiver: true }]);
    expect(s.checkouts).toEqual([started.checkout_url]);
  });

  it('begins no payment until the withdrawal waiver is ticked, and says so beside it', async () => {
    const s = running({ packageId: 'eur-10', method: 'creditcard' });
    await flush();
    s.actor.send({ type: 'credits.pay' });
    await flush();
    expect(selectWaiverMissing(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'credits.waiver', accepted: true });
    expect(selectWaiverMissing(s.actor.getSnapshot())).toBe(false);
    s.actor.send({ type: 'credits.waiver', accepted: false });
    s.actor.send({ type: 'credits.pay' });
    await flush();
    expect(s.orders).toEqual([]);
    s.actor.send({ type: 'credits.waiver', accepted: true });
    s.actor.send({ type: 'credits.pay' });
    await flush(10);
    expect(s.orders).toEqual([{ packageId: 'eur-10', method: 'creditcard', code: null, amount: 995, withdrawalWaiver: true }]);
  });

  it("says 'Code niet gevonden' or 'Code reeds gebruikt' and keeps the prices", async () => {
    const s = running();
    await flush();
    s.actor.send({ type: 'credits.codeText', text: 'NOPE' });
    s.actor.send({ type: 'credits.applyCode' });
    await flush();
    expect(selectCodeError(s.actor.getSnapshot())).toBe('discount.notFound');
    s.actor.send({ type: 'credits.codeText', text: 'USEDONE' });
    expect(selectCodeError(s.actor.getSnapshot())).toBeNull();
    s.actor.send({ type: 'credits.applyCode' });
    await flush();
    expect(selectCodeError(s.actor.getSnapshot())).toBe('discount.used');
    expect(selectOffer(s.actor.getSnapshot())?.discount).toBeNull();
    expect(s.offers).toEqual([null]);
  });

  it('keeps the choice when the payment cannot begin, and says why', async () => {
    const s = running({ packageId: 'eur-10', method: 'creditcard' }, { start: () => Promise.reject(httpError(502, 'provider_unavailable')) });
    await flush();
    s.actor.send({ type: 'credits.waiver', accepted: true });
    s.actor.send({ type: 'credits.pay' });
    await flush();
    expect(selectStartError(s.actor.getSnapshot())).toBe('provider');
    expect(selectChosenPackage(s.actor.getSnapshot())?.id).toBe('eur-10');
    expect(s.checkouts).toEqual([]);
    s.actor.send({ type: 'credits.method', method: 'ideal' });
    expect(selectStartError(s.actor.getSnapshot())).toBeNull();
  });

  /** The offer the page loaded, and after it the site's new prices: eur-10 taken away, the others dearer. */
  const pricesChangeAfterLoading = () => {
    const changed: CreditsOffer = { ...offer, packages: [pack('eur-25', 25, 2495, true), pack('eur-60', 60, 4495)] };
    let loads = 0;
    return () => (loads++ === 0 ? offer : changed);
  };

  it('loads the offer again when the prices changed since it loaded, says so, keeps the package and pays its new price', async () => {
    const starts = [() => Promise.reject(httpError(409, 'price_changed')), () => Promise.resolve(started)];
    const s = running({ packageId: 'eur-60', method: 'ideal' }, {
      offer: pricesChangeAfterLoading(),
      start: () => starts[s.orders.length - 1]?.() ?? Promise.reject(new Error('paid twice')),
    });
    await flush();
    s.actor.send({ type: 'credits.waiver', accepted: true });
    s.actor.send({ type: 'credits.pay' });
    await flush(10);
    expect(selectStartError(s.actor.getSnapshot())).toBe('priceChanged');
    expect(selectChosenPackage(s.actor.getSnapshot())).toMatchObject({ id: 'eur-60', discounted_amount: 4495 });
    expect(s.checkouts).toEqual([]);
    s.actor.send({ type: 'credits.pay' });
    await flush(10);
    expect(s.orders.map((order) => order.amount)).toEqual([3995, 4495]);
    expect(s.checkouts).toEqual([started.checkout_url]);
  });

  it('loads the offer again when the chosen package was taken away, and chooses the popular one', async () => {
    const s = running({ packageId: 'eur-10', method: 'ideal' }, {
      offer: pricesChangeAfterLoading(),
      start: () => Promise.reject(httpError(400, 'invalid_input', 'package_id')),
    });
    await flush();
    s.actor.send({ type: 'credits.waiver', accepted: true });
    s.actor.send({ type: 'credits.pay' });
    await flush(10);
    expect(selectStartError(s.actor.getSnapshot())).toBe('unknownPackage');
    expect(selectOffer(s.actor.getSnapshot())?.packages.map((p) => p.id)).toEqual(['eur-25', 'eur-60']);
    expect(selectChosenPackage(s.actor.getSnapshot())?.id).toBe('eur-25');
  });

  it('hands a direct debit to its form instead of beginning a payment', async () => {
    const s = running({ packageId: 'eur-25', method: 'directdebit' });
    await flush();
    s.actor.send({ type: 'credits.pay' });
    expect(selectDirectDebitPath(s.actor.getSnapshot())).toBe('/directdebit?package=eur-25');
    expect(s.orders).toEqual([]);
  });

  it('never begins a payment for a package or method the offer does not have, nor without the waiver ticked, whatever is clicked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ type: fc.constant('credits.package' as const), id: fc.constantFrom('eur-10', 'eur-25', 'eur-60', 'gbp-10', '') }),
            fc.record({ type: fc.constant('credits.method' as const), method: fc.constantFrom<PaymentMethod>('ideal', 'creditcard', 'blik', 'eps') }),
            fc.record({ type: fc.constant('credits.waiver' as const), accepted: fc.boolean() }),
            fc.constant({ type: 'credits.pay' as const }),
          ),
          { maxLength: 12 },
        ),
        async (events) => {
          const s = running();
          await flush();
          for (const event of events) s.actor.send(event);
          await flush(10);
          expect(s.orders.length).toBeLessThanOrEqual(1);
          if (!events.some((event) => event.type === 'credits.waiver' && event.accepted)) expect(s.orders).toEqual([]);
          for (const order of s.orders) {
            expect(offer.packages.map((p) => p.id)).toContain(order.packageId);
            expect(offer.methods).toContain(order.method);
          }
          s.actor.stop();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('repeat-order machine', () => {
  const repeat = (last: CreditsOffer['last_order']) => {
    const orders: Order[] = [];
    const actor = createActor(
      repeatOrderMachine.provide({
        actors: {
          loadOffer: fromPromise(async () => ({ ...offer, last_order: last })),
          startPayment: fromPromise<StartedPayment, Order>(async ({ input }) => {
            orders.push(input);
            return started;
          }),
          goToCheckout: pending(),
        },
      }),
    ).start();
    return { actor, orders };
  };

  it('buys the last package again with the last method, with one button once the waiver is ticked', async () => {
    const s = repeat({ package_id: 'eur-60', method: 'creditcard' });
    await flush(10);
    expect(selectRepeatPackage(s.actor.getSnapshot())?.id).toBe('eur-60');
    expect(s.orders).toEqual([]);
    s.actor.send({ type: 'repeat.pay' });
    await flush();
    expect(selectRepeatWaiverMissing(s.actor.getSnapshot())).toBe(true);
    expect(s.orders).toEqual([]);
    s.actor.send({ type: 'repeat.waiver', accepted: true });
    expect(selectRepeatWaiverMissing(s.actor.getSnapshot())).toBe(false);
    s.actor.send({ type: 'repeat.pay' });
    await flush(10);
    expect(s.orders).toEqual([{ packageId: 'eur-60', method: 'creditcard', code: null, amount: 3995, withdrawalWaiver: true }]);
  });

  it('sends a member without a last order (the server names none no longer offered) to /credits; a direct debit to its form', async () => {
    const never = repeat(null);
    await flush();
    expect(selectNoLastOrder(never.actor.getSnapshot())).toBe(true);
    const debit = repeat({ package_id: 'eur-25', method: 'directdebit' });
    await flush();
    expect(selectRepeatDirectDebit(debit.actor.getSnapshot())).toBe('eur-25');
    expect([...never.orders, ...debit.orders]).toEqual([]);
  });
});
