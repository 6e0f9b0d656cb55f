import { assign, setup } from 'xstate';
import type { PaymentView } from '../../io/entities/payment';
import type { User } from '../../io/entities/user';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';

/** How often an unfinished payment is asked again, and for how long before the page says it takes longer. */
export const paymentPollMs = 2_000;
export const paymentPollLimit = 30;

export interface PaymentContext {
  readonly paymentId: string;
  readonly payment: PaymentView | null;
  /** Answers that said "not finished yet" in a row, and how many make the page say it takes longer. */
  readonly polls: number;
  readonly pollLimit: number;
}

export type PaymentEvent = { type: 'payment.retry' } | { type: 'timer.elapsed' };


/**
 * /transactions/{id}, where the provider sends the payer back (spec §4): loading → pending ('being
 * processed', asked again every 2 s) → completed (credits added: the shell is told the member's new
 * credits and premium status) or failed / cancelled / expired (retry with another method), or refunded.
 * The server asks the provider itself when its webhook has not come yet, so a reload never loses a payment.
 */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as { paymentId: string; pollLimit?: number } },
  actors: {
    loadPayment: promiseNotProvided<PaymentView, string>('loadPayment'),
    refreshMember: promiseNotProvided<User>('refreshMember'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
  },
  actions: {
    store: assign(({ context }, payment: PaymentView) => ({
      payment,
      polls: payment.status === 'open' || payment.status === 'pending' ? context.polls + 1 : 0,
    })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    restartPolls: assign({ polls: 0 }),
  },
  guards: {
    isPaid: ({ context }) => context.payment?.status === 'paid',
    isRefunded: ({ context }) => context.payment?.status === 'refunded',
    isUnsuccessful: ({ context }) => ['failed', 'canceled', 'expired'].includes(context.payment?.status ?? ''),
    pollsLeft: ({ context }) => context.polls < context.pollLimit,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ paymentId: input.paymentId, payment: null, polls: 0, pollLimit: input.pollLimit ?? paymentPollLimit }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => context.paymentId,
        onDone: { target: 'deciding', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    deciding: {
      always: [
        { guard: 'isPaid', target: 'completed' },
        { guard: 'isRefunded', target: 'refunded' },
        { guard: 'isUnsuccessful', target: 'failed' },
        { guard: 'pollsLeft', target: 'pending' },
        { target: 'slow' },
      ],
    },
    pending: {
      invoke: { id: 'timer', src: 'timer', input: { ms: paymentPollMs } },
      on: { 'timer.elapsed': 'loading' },
    },
    // Still not finished after a minute: said so, with a button to ask again (a bank transfer takes days).
    slow: {
      on: { 'payment.retry': { target: 'loading', actions: 'restartPolls' } },
    },
    completed: {
      initial: 'updatingMember',
      states: {
        updatingMember: {
          invoke: {
            id: 'refreshMember',
            src: 'refreshMember',
            onDone: 'done',
            // The credits are there; the navigation catches up on its next refresh.
            onError: 'done',
          },
        },
        done: { type: 'final' },
      },
    },
    failed: { type: 'final' },
    refunded: { type: 'final' },
    loadFailed: {
      on: { 'payment.retry': 'loading' },
    },
  },
});
