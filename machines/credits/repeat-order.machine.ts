import { assign, setup } from 'xstate';
import type { CreditsOffer, LastOrder, StartedPayment } from '../../io/entities/payment';
import type { PaymentMethod } from '../../io/entities/payment-method';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface RepeatOrderContext {
  readonly order: LastOrder | null;
  readonly checkoutUrl: string | null;
}

export type RepeatOrderEvent = { type: 'repeat.retry' };


/**
 * /credits/repeat-order: the last package again with the last method, in one step (the offer says what
 * they were, while they are still offered). A member without one is sent to /credits.
 * A direct debit needs its mandate and SMS code again: it goes to /directdebit with that package.
 */
export const repeatOrderMachine = setup({
  types: { context: {} as RepeatOrderContext, events: {} as RepeatOrderEvent },
  actors: {
    loadOffer: promiseNotProvided<CreditsOffer, { code: string | null }>('loadOffer'),
    startPayment: promiseNotProvided<StartedPayment, { packageId: string; method: PaymentMethod; code: string | null }>('startPayment'),
    goToCheckout: promiseNotProvided<void, string>('goToCheckout'),
  },
  actions: {
    // The server names the last order only while its package and method are still offered.
    storeOrder: assign((_, offer: CreditsOffer) => ({ order: offer.last_order })),
    storeCheckout: assign((_, started: StartedPayment) => ({ checkoutUrl: started.checkout_url })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    hasNoOrder: ({ context }) => context.order === null,
    isDirectDebit: ({ context }) => context.order?.method === 'directdebit',
  },
}).createMachine({
  id: 'repeatOrder',
  context: { order: null, checkoutUrl: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: { code: null },
        onDone: { target: 'deciding', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    deciding: {
      always: [{ guard: 'hasNoOrder', target: 'noOrder' }, { guard: 'isDirectDebit', target: 'directDebit' }, { target: 'starting' }],
    },
    starting: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ packageId: context.order?.package_id ?? '', method: context.order?.method ?? 'creditcard', code: null }),
        onDone: { target: 'leaving', actions: { type: 'storeCheckout', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    leaving: {
      invoke: { id: 'goToCheckout', src: 'goToCheckout', input: ({ context }) => context.checkoutUrl ?? '', onError: 'failed' },
    },
    failed: { on: { 'repeat.retry': 'loading' } },
    noOrder: { type: 'final' },
    directDebit: { type: 'final' },
  },
});
