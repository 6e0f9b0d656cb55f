import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { DirectDebitRequest, DirectDebitStarted, StartedPayment } from '../../../io/entities/payment';
import { directDebitMachine, type DirectDebitEvent, type DirectDebitField } from '../../../machines/direct-debit/direct-debit.machine';
import {
  selectCodeProblem, selectDirectDebitPackage, selectDirectDebitPriceChanged, selectDirectDebitProblems, selectDirectDebitStep,
} from '../../../machines/direct-debit/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { httpError, offer, pack } from './fixtures';

const filled: Record<DirectDebitField, string> = {
  account_holder: 'Sanne de Vries', iban: 'NL91 ABNA 0417 1643 00', street: 'Keizersgracht', house_number: '12', zip: '1015 CS',
  city: 'Amsterdam', phone: '+31612345678',
};
const mandate: DirectDebitStarted = { mandate_id: 'mandate-1', phone_hint: '78' };
const started: StartedPayment = { payment_id: 'pay-9', checkout_url: '/transactions/pay-9' };

/** The form on a server double: the right code is 123456; `refuse` answers the mandate with an error. */
const running = (refuse?: unknown) => {
  const mandates: DirectDebitRequest[] = [];
  const confirmations: string[] = [];
  const checkouts: string[] = [];
  const actor = createActor(
    directDebitMachine.provide({
      actors: {
        loadOffer: fromPromise(async () => offer),
        startMandate: fromPromise<DirectDebitStarted, DirectDebitRequest>(async ({ input }) => {
          mandates.push(input);
          if (refuse !== undefined) throw refuse;
          return mandate;
        }),
        confirmMandate: fromPromise<StartedPayment, { mandateId: string; code: string }>(async ({ input }) => {
          confirmations.push(input.code);
          if (input.code !== '123456') throw httpError(422, 'sms_code_invalid', 'sms_code');
          return started;
        }),
        goToCheckout: fromPromise<void, string>(async ({ input }) => {
          checkouts.push(input);
        }),
      },
    }),
    { input: { packageId: 'eur-25', discountCode: 'STAYWITHUS' } },
  ).start();
  const fill = (values: Partial<Record<DirectDebitField, string>> = filled) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'dd.field', field: field as DirectDebitField, value });
  };
  return { actor, mandates, confirmations, checkouts, fill };
};

/** The whole form filled in, both boxes ticked, and sent. */
const submitFilledForm = (actor: { send: (event: DirectDebitEvent) => void }): void => {
  for (const [field, value] of Object.entries(filled)) actor.send({ type: 'dd.field', field: field as DirectDebitField, value });
  actor.send({ type: 'dd.consent', given: true });
  actor.send({ type: 'dd.waiver', given: true });
  actor.send({ type: 'dd.submit' });
};

describe('direct-debit machine', () => {
  it('reaches every declared transition', () => {
    const base = directDebitMachine.provide({ actors: { loadOffer: pending(), startMandate: pending(), confirmMandate: pending(), goToCheckout: pending() } });
    const events = [
      done('loadOffer', offer),
      done('loadOffer', { ...offer, packages: [] }),
      failed('loadOffer', { kind: 'network' }),
      { type: 'dd.retry' as const },
      failed('goToCheckout', new Error('not a checkout address')),
      ...Object.entries(filled).map(([field, value]) => ({ type: 'dd.field' as const, field: field as DirectDebitField, value })),
      { type: 'dd.consent' as const, given: true },
      { type: 'dd.waiver' as const, given: true },
      { type: 'dd.submit' as const },
      done('startMandate', mandate),
      failed('startMandate', httpError(409, 'direct_debit_limit')),
      failed('startMandate', httpError(429, 'direct_debit_blocked')),
      failed('startMandate', httpError(400, 'invalid_input', 'iban')),
      failed('startMandate', httpError(409, 'price_changed')),
      { type: 'dd.code' as const, value: '123456' },
      { type: 'dd.confirm' as const },
      { type: 'dd.back' as const },
      done('confirmMandate', started),
      failed('confirmMandate', httpError(422, 'sms_code_invalid', 'sms_code')),
      failed('confirmMandate', httpError(429, 'direct_debit_blocked')),
      failed('confirmMandate', httpError(409, 'direct_debit_limit')),
      failed('confirmMandate', httpError(409, 'price_changed')),
    ];
    const order = Object.keys(filled) as DirectDebitField[];
    const exploration = exploreEveryTransition(base, {
      input: { packageId: 'eur-25', discountCode: null },
      events,
      // The fields are filled in one order only (each once): the same transitions, 8 form states instead of 256.
      bound: (snapshot, event) => {
        if (event.type !== 'dd.field') return true;
        const values = (snapshot as SnapshotFrom<typeof directDebitMachine>).context.values;
        return order.find((field) => values[field] === '') === (event as Record<string, unknown>)['field'];
      },
      check: (snapshot: SnapshotFrom<typeof directDebitMachine>) => expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1),
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('names each empty field, the missing consent and the missing withdrawal waiver, and sends nothing', async () => {
    const s = running();
    await flush();
    s.fill({ account_holder: 'Sanne', iban: 'NL91' });
    s.actor.send({ type: 'dd.submit' });
    expect(selectDirectDebitProblems(s.actor.getSnapshot())).toEqual({
      iban: 'invalid', street: 'required', house_number: 'required', zip: 'required', city: 'required', phone: 'required', consent: 'required',
      withdrawal_waiver: 'required',
    });
    expect(s.mandates).toEqual([]);
    s.actor.send({ type: 'dd.field', field: 'street', value: 'Dam' });
    expect(selectDirectDebitProblems(s.actor.getSnapshot()).street).toBeUndefined();
    s.actor.send({ type: 'dd.waiver', given: true });
    expect(selectDirectDebitProblems(s.actor.getSnapshot()).withdrawal_waiver).toBeUndefined();
  });

  it("takes the mandate, says 'Code ongeldig' for a wrong code, and pays with the right one, once", async () => {
    const s = running();
    await flush();
    s.fill();
    s.actor.send({ type: 'dd.consent', given: true });
    s.actor.send({ type: 'dd.waiver', given: true });
    s.actor.send({ type: 'dd.submit' });
    await flush();
    expect(s.mandates).toEqual([{ package_id: 'eur-25', ...filled, consent: true, withdrawal_waiver: true, code: 'STAYWITHUS', amount: 1995 }]);
    expect(selectDirectDebitStep(s.actor.getSnapshot())).toBe('code');
    s.actor.send({ type: 'dd.code', value: '000000' });
    s.actor.send({ type: 'dd.confirm' });
    await flush();
    expect(selectCodeProblem(s.actor.getSnapshot())).toBe('invalid');
    s.actor.send({ type: 'dd.code', value: '123456' });
    s.actor.send({ type: 'dd.confirm' });
    s.actor.send({ type: 'dd.confirm' });
    await flush();
    expect(s.confirmations).toEqual(['000000', '123456']);
    expect(s.checkouts).toEqual([started.checkout_url]);
  });

  it('loads the price again when the site changed it, keeps what was typed, and sends the new price', async () => {
    const mandates: DirectDebitRequest[] = [];
    const offers = [offer, { ...offer, packages: [pack('eur-25', 25, 2495, true)] }];
    const actor = createActor(
      directDebitMachine.provide({
        actors: {
          loadOffer: fromPromise(async () => offers.shift() ?? offer),
          startMandate: fromPromise<DirectDebitStarted, DirectDebitRequest>(async ({ input }) => {
            mandates.push(input);
            if (mandates.length === 1) throw httpError(409, 'price_changed');
            return mandate;
          }),
          confirmMandate: pending(),
          goToCheckout: pending(),
        },
      }),
      { input: { packageId: 'eur-25', discountCode: null } },
    ).start();
    await flush();
    submitFilledForm(actor);
    await flush(10);
    const snapshot = actor.getSnapshot();
    expect(selectDirectDebitStep(snapshot)).toBe('form');
    expect(selectDirectDebitPriceChanged(snapshot)).toBe(true);
    expect(selectDirectDebitPackage(snapshot)?.discounted_amount).toBe(2495);
    expect(snapshot.context.values).toEqual(filled);
    actor.send({ type: 'dd.submit' });
    await flush();
    expect(mandates.map((request) => request.amount)).toEqual([1995, 2495]);
    expect(selectDirectDebitStep(actor.getSnapshot())).toBe('code');
    expect(selectDirectDebitPriceChanged(actor.getSnapshot())).toBe(false);
  });

  it('brings the form back, as typed, at the new price when the prices changed before the SMS code was confirmed', async () => {
    const offers = [offer, { ...offer, packages: [pack('eur-25', 25, 2495, true)] }];
    const actor = createActor(
      directDebitMachine.provide({
        actors: {
          loadOffer: fromPromise(async () => offers.shift() ?? offer),
          startMandate: fromPromise<DirectDebitStarted, DirectDebitRequest>(async () => mandate),
          confirmMandate: fromPromise<StartedPayment, { mandateId: string; code: string }>(async () => Promise.reject(httpError(409, 'price_changed'))),
          goToCheckout: pending(),
        },
      }),
      { input: { packageId: 'eur-25', discountCode: null } },
    ).start();
    await flush();
    submitFilledForm(actor);
    await flush();
    actor.send({ type: 'dd.code', value: '123456' });
    actor.send({ type: 'dd.confirm' });
    await flush(10);
    const snapshot = actor.getSnapshot();
    expect(selectDirectDebitStep(snapshot)).toBe('form');
    expect(selectDirectDebitPriceChanged(snapshot)).toBe(true);
    expect(selectDirectDebitPackage(snapshot)?.discounted_amount).toBe(2495);
    expect(snapshot.context).toMatchObject({ values: filled, mandate: null, code: '' });
  });

  it('shows the server’s refusal of a field on that field, and the blocked and limit notices', async () => {
    const iban = running(httpError(400, 'invalid_input', 'iban'));
    await flush();
    iban.fill();
    iban.actor.send({ type: 'dd.consent', given: true });
    iban.actor.send({ type: 'dd.waiver', given: true });
    iban.actor.send({ type: 'dd.submit' });
    await flush();
    expect(selectDirectDebitProblems(iban.actor.getSnapshot())).toEqual({ iban: 'invalid' });
    for (const [error, step] of [['direct_debit_blocked', 'blocked'], ['direct_debit_limit', 'limit']] as const) {
      const s = running(httpError(error === 'direct_debit_blocked' ? 429 : 409, error));
      await flush();
      s.fill();
      s.actor.send({ type: 'dd.consent', given: true });
      s.actor.send({ type: 'dd.waiver', given: true });
      s.actor.send({ type: 'dd.submit' });
      await flush();
      expect(selectDirectDebitStep(s.actor.getSnapshot())).toBe(step);
    }
  });
});
