import { fromPromise } from 'xstate';
import type { DirectDebitRequest, DirectDebitStarted, StartedPayment } from '../../io/entities/payment';
import { offerActor } from '../credits/implementations';
import type { Implementations } from '../shared/feature';
import { checkoutActor } from '../shared/checkout-actor';
import type { Platform } from '../shared/platform';
import type { directDebitMachine } from './direct-debit.machine';

/** The mandate, its SMS code, and the way to the payment's own page. */
export const createDirectDebitImplementations = ({ call, goToCheckout }: Pick<Platform, 'call' | 'goToCheckout'>): Implementations<typeof directDebitMachine> => ({
  actors: {
    loadOffer: offerActor(call),
    startMandate: fromPromise<DirectDebitStarted, DirectDebitRequest>(({ input, signal }) => call('startDirectDebit', { body: input, signal })),
    confirmMandate: fromPromise<StartedPayment, { mandateId: string; code: string }>(({ input, signal }) =>
      call('confirmDirectDebit', { body: { mandate_id: input.mandateId, sms_code: input.code }, signal }),
    ),
    goToCheckout: checkoutActor(goToCheckout),
  },
});
