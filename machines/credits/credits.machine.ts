import { and, assertEvent, assign, setup } from 'xstate';
import type { CreditsOffer, StartedPayment } from '../../io/entities/payment';
import type { PaymentMethod } from '../../io/entities/payment-method';
import { actorError, discountErrorOf, httpFailureOf, type DiscountErrorId } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/**
 * A payment to begin: the member's choice, and their withdrawal waiver (io/entities/payment.ts), which the
 * machines give only once the member ticked it.
 */
export interface PaymentStart {
  readonly packageId: string;
  readonly method: PaymentMethod;
  readonly code: string | null;
  /** The price the member was shown (minor units, after the discount): the server refuses another (price_changed). */
  readonly amount: number | null;
  readonly withdrawalWaiver: true;
}

/** What /credits starts from: /credits/{id}/{paymentmethod?} names a package and perhaps a method. */
export interface CreditsInput {
  readonly packageId: string | null;
  readonly method: PaymentMethod | null;
}

/**
 * Why a payment could not begin: the message the member sees (the choice is kept for another try).
 * 'priceChanged' and 'unknownPackage': the site's prices changed since the offer loaded, which is loaded again.
 */
export type StartError = 'methodNotOffered' | 'unknownPackage' | 'priceChanged' | 'provider' | 'general';

export interface CreditsContext {
  readonly offer: CreditsOffer | null;
  readonly packageId: string | null;
  readonly method: PaymentMethod | null;
  /** The code field as typed, and the code whose discount the offer shows (null: the time bonus or none). */
  readonly codeText: string;
  readonly appliedCode: string | null;
  readonly codeError: DiscountErrorId | null;
  readonly startError: StartError | null;
  /** The withdrawal waiver beside the pay button is ticked; `waiverMissing`: pay was pressed without it. */
  readonly waiver: boolean;
  readonly waiverMissing: boolean;
  /** The provider's page of the payment just begun. */
  readonly checkoutUrl: string | null;
}

export type CreditsEvent =
  | { type: 'credits.package'; id: string }
  | { type: 'credits.method'; method: PaymentMethod }
  | { type: 'credits.codeText'; text: string }
  | { type: 'credits.applyCode' }
  | { type: 'credits.waiver'; accepted: boolean }
  | { type: 'credits.pay' }
  | { type: 'credits.retry' };

/** The site's prices or packages changed since the offer was loaded: it is loaded again. */
export const offerIsStale = (error: unknown): boolean => ['priceChanged', 'unknownPackage'].includes(startErrorOf(error));

const startErrorOf = (error: unknown): StartError => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return 'general';
  // The server names a package or method it does not offer as the field it refused.
  if (failure.body?.error === 'invalid_input' && failure.body.field === 'package_id') return 'unknownPackage';
  if (failure.body?.error === 'invalid_input' && failure.body.field === 'method') return 'methodNotOffered';
  switch (failure.body?.error) {
    case 'method_not_offered':
      return 'methodNotOffered';
    case 'unknown_package':
      return 'unknownPackage';
    case 'price_changed':
      return 'priceChanged';
    case 'provider_unavailable':
      return 'provider';
    default:
      return 'general';
  }
};


/**
 * /credits: choose a package and a payment method offered in the member's country, optionally a discount
 * code ('Code niet gevonden' / 'Code reeds gebruikt', spec §5), then pay: the payment begins on the server and
 * the member leaves for the provider's checkout page. A direct debit goes to its own form (/directdebit).
 */
export const creditsMachine = setup({
  types: {
    context: {} as CreditsContext,
    events: {} as CreditsEvent,
    input: {} as CreditsInput,
  },
  actors: {
    loadOffer: promiseNotProvided<CreditsOffer, { code: string | null }>('loadOffer'),
    checkCode: promiseNotProvided<void, string>('checkCode'),
    startPayment: promiseNotProvided<StartedPayment, PaymentStart>('startPayment'),
    goToCheckout: promiseNotProvided<void, string>('goToCheckout'),
  },
  actions: {
    storeOffer: assign(({ context }, offer: CreditsOffer) => ({
      offer,
      // A package or method the offer does not have (an old link) is not chosen; the popular one is.
      packageId: offer.packages.some((pack) => pack.id === context.packageId)
        ? context.packageId
        : (offer.packages.find((pack) => pack.popular)?.id ?? offer.packages[0]?.id ?? null),
      method: context.method !== null && offer.methods.includes(context.method) ? context.method : (offer.methods[0] ?? null),
    })),
    choosePackage: assign({
      packageId: ({ event }) => {
        assertEvent(event, 'credits.package');
        return event.id;
      },
      startError: null,
    }),
    chooseMethod: assign({
      method: ({ event }) => {
        assertEvent(event, 'credits.method');
        return event.method;
      },
      startError: null,
    }),
    storeCodeText: assign({
      codeText: ({ event }) => {
        assertEvent(event, 'credits.codeText');
        return event.text;
      },
      codeError: null,
    }),
    setWaiver: assign({
      waiver: ({ event }) => {
        assertEvent(event, 'credits.waiver');
        return event.accepted;
      },
      waiverMissing: false,
    }),
    markWaiverMissing: assign({ waiverMissing: true }),
    applyCode: assign(({ context }) => ({ appliedCode: context.codeText.trim(), codeError: null })),
    storeCodeError: assign((_, error: unknown) => ({ codeError: discountErrorOf(httpFailureOf(error)) ?? 'discount.notFound' })),
    storeStartError: assign((_, error: unknown) => ({ startError: startErrorOf(error) })),
    clearStartError: assign({ startError: null }),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    dropCode: assign({ appliedCode: null }),
    storeCheckout: assign((_, started: StartedPayment) => ({ checkoutUrl: started.checkout_url })),
  },
  guards: {
    offersPackage: ({ context, event }) => {
      assertEvent(event, 'credits.package');
      return context.offer?.packages.some((pack) => pack.id === event.id) ?? false;
    },
    offersMethod: ({ context, event }) => {
      assertEvent(event, 'credits.method');
      return context.offer?.methods.includes(event.method) ?? false;
    },
    hasCodeText: ({ context }) => context.codeText.trim() !== '',
    isCodeError: ({ context }, error: unknown) => context.appliedCode !== null && discountErrorOf(httpFailureOf(error)) !== null,
    isStartCodeError: (_, error: unknown) => discountErrorOf(httpFailureOf(error)) !== null,
    isOfferStale: (_, error: unknown) => offerIsStale(error),
    isDirectDebit: ({ context }) => context.method === 'directdebit' && context.packageId !== null,
    isChosen: ({ context }) => context.packageId !== null && context.method !== null,
    hasWaiver: ({ context }) => context.waiver,
  },
}).createMachine({
  id: 'credits',
  context: ({ input }) => ({
    offer: null,
    packageId: input.packageId,
    method: input.method,
    codeText: '',
    appliedCode: null,
    codeError: null,
    startError: null,
    waiver: false,
    waiverMissing: false,
    checkoutUrl: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ code: context.appliedCode }),
        onDone: { target: 'ready', actions: { type: 'storeOffer', params: ({ event }) => event.output } },
        onError: [
          // The code stopped being usable between its check and the offer: the offer without it, the code's error shown.
          { guard: { type: 'isCodeError', params: actorError }, target: 'loading', actions: [{ type: 'storeCodeError', params: actorError }, 'dropCode'] },
          { target: 'loadFailed', actions: { type: 'checkFailure', params: actorError } },
        ],
      },
    },
    loadFailed: {
      on: { 'credits.retry': 'loading' },
    },
    ready: {
      on: {
        'credits.package': { guard: 'offersPackage', actions: 'choosePackage' },
        'credits.method': { guard: 'offersMethod', actions: 'chooseMethod' },
        'credits.codeText': { actions: 'storeCodeText' },
        'credits.waiver': { actions: 'setWaiver' },
        'credits.applyCode': { guard: 'hasCodeText', target: 'checkingCode' },
        // A direct debit's form asks for the waiver beside its own button.
        'credits.pay': [
          { guard: 'isDirectDebit', target: 'directDebit' },
          { guard: and(['isChosen', 'hasWaiver']), target: 'starting', actions: 'clearStartError' },
          { guard: 'isChosen', actions: 'markWaiverMissing' },
        ],
      },
    },
    checkingCode: {
      tags: ['busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => context.codeText.trim(),
        // The code is good: the offer is asked again with it, so every price shows the discount.
        onDone: { target: 'loading', actions: 'applyCode' },
        onError: { target: 'ready', actions: { type: 'storeCodeError', params: actorError } },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({
          packageId: context.packageId ?? '', method: context.method ?? 'creditcard', code: context.appliedCode,
          amount: context.offer?.packages.find((pack) => pack.id === context.packageId)?.discounted_amount ?? null, withdrawalWaiver: true as const,
        }),
        onDone: { target: 'leaving', actions: { type: 'storeCheckout', params: ({ event }) => event.output } },
        onError: [
          // The code was used meanwhile (another payment): said on the code, and the prices without it.
          { guard: { type: 'isStartCodeError', params: actorError }, target: 'loading', actions: [{ type: 'storeCodeError', params: actorError }, 'dropCode'] },
          // The site's prices changed since the offer loaded: nothing was charged; the offer is loaded again and
          // the member, told so, pays at the new price (the chosen package stays chosen while it exists).
          { guard: { type: 'isOfferStale', params: actorError }, target: 'loading', actions: { type: 'storeStartError', params: actorError } },
          { target: 'ready', actions: { type: 'storeStartError', params: actorError } },
        ],
      },
    },
    // On the way to the provider's page; the payment waits on /transactions if the member comes back.
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'goToCheckout',
        src: 'goToCheckout',
        input: ({ context }) => context.checkoutUrl ?? '',
        onError: { target: 'ready', actions: assign({ startError: 'general' as const }) },
      },
    },
    // The direct-debit form takes over (the view goes to /directdebit with the package).
    directDebit: { type: 'final' },
  },
});
