import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { DirectDebitRequest, type CreditPackage, type CreditsOffer, type DirectDebitStarted, type StartedPayment } from '../../io/entities/payment';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** The form's text fields (spec §3 direct-debit form); consent is its checkbox. */
export const directDebitFields = ['account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
export type DirectDebitField = (typeof directDebitFields)[number];
export type DirectDebitValues = Record<DirectDebitField, string>;

/** A field's problem: empty, or refused (too short, too long, or by the server's IBAN and phone rules). */
export type FieldProblem = 'required' | 'invalid';
/** The form's checkboxes: the mandate's consent, and the withdrawal waiver of every purchase (io/entities/payment.ts). */
export type DirectDebitCheckbox = 'consent' | 'withdrawal_waiver';
export type FieldProblems = Partial<Record<DirectDebitField | DirectDebitCheckbox, FieldProblem>>;

export type CodeProblem = 'invalid' | 'general';

export interface DirectDebitContext {
  readonly packageId: string;
  /** The discount code applied on /credits: the debit is the price shown there. */
  readonly discountCode: string | null;
  /** The package as the offer prices it (with the code), shown above the form. */
  readonly package: CreditPackage | null;
  readonly values: DirectDebitValues;
  readonly consent: boolean;
  readonly waiver: boolean;
  readonly problems: FieldProblems;
  /** The form as the request codec accepted it, once it has no problems. */
  readonly request: DirectDebitRequest | null;
  /** The server could not take the mandate for another reason (network, server): try again. */
  readonly generalError: boolean;
  /** The site's prices changed since the form showed its price: the offer was loaded again, nothing was kept. */
  readonly priceChanged: boolean;
  readonly mandate: DirectDebitStarted | null;
  readonly code: string;
  readonly codeProblem: CodeProblem | null;
  readonly checkoutUrl: string | null;
}

export type DirectDebitEvent =
  | { type: 'dd.field'; field: DirectDebitField; value: string }
  | { type: 'dd.consent'; given: boolean }
  | { type: 'dd.waiver'; given: boolean }
  | { type: 'dd.submit' }
  | { type: 'dd.code'; value: string }
  | { type: 'dd.confirm' }
  | { type: 'dd.back' }
  | { type: 'dd.retry' };

const emptyValues: DirectDebitValues = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '' };

const requestOf = (context: DirectDebitContext) => ({
  package_id: context.packageId,
  ...Object.fromEntries(directDebitFields.map((field) => [field, context.values[field].trim()])),
  consent: context.consent,
  withdrawal_waiver: context.waiver,
  ...(context.discountCode === null ? {} : { code: context.discountCode }),
  // The price above the form: the server refuses another (409 price_changed), so the debit is what was agreed to.
  ...(context.package === null ? {} : { amount: context.package.discounted_amount }),
});

/** The form as the request, or its problems as the request codec sees them: an empty field is missing, anything else refused. */
export const checkForm = (context: DirectDebitContext): { request: DirectDebitRequest | null; problems: FieldProblems } => {
  const decoded = decode(DirectDebitRequest, requestOf(context));
  if (!isLeft(decoded)) return { request: decoded.right, problems: {} };
  const problems: FieldProblems = {};
  for (const issue of decoded.left.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field === 'consent' || field === 'withdrawal_waiver') problems[field] = 'required';
    const known = directDebitFields.find((name) => name === field);
    if (known !== undefined) problems[known] = context.values[known].trim() === '' ? 'required' : 'invalid';
  }
  return { request: null, problems };
};

/** The request the form became; submitting is reached only once there is one. */
const acceptedRequest = (context: DirectDebitContext): DirectDebitRequest => {
  if (context.request === null) throw new Error('direct debit submitted without a checked form');
  return context.request;
};

const serverError = (error: unknown) => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' ? { code: failure.body?.error, field: failure.body?.field } : { code: undefined, field: undefined };
};


/**
 * /directdebit (spec §3, §5, §8): the mandate form (account holder, IBAN, address, phone, consent), then the
 * SMS code the server sent ('Code ongeldig' for a wrong one); too many wrong codes or debits end in the
 * blocked or limit notice. A confirmed mandate's payment shows on its /transactions page.
 */
export const directDebitMachine = setup({
  types: { context: {} as DirectDebitContext, events: {} as DirectDebitEvent, input: {} as { packageId: string; discountCode: string | null } },
  actors: {
    loadOffer: promiseNotProvided<CreditsOffer, { code: string | null }>('loadOffer'),
    startMandate: promiseNotProvided<DirectDebitStarted, DirectDebitRequest>('startMandate'),
    confirmMandate: promiseNotProvided<StartedPayment, { mandateId: string; code: string }>('confirmMandate'),
    goToCheckout: promiseNotProvided<void, string>('goToCheckout'),
  },
  actions: {
    storePackage: assign(({ context }, offer: CreditsOffer) => ({ package: offer.packages.find((pack) => pack.id === context.packageId) ?? null })),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'dd.field');
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems };
    }),
    setConsent: assign(({ context, event }) => {
      assertEvent(event, 'dd.consent');
      const { consent: _cleared, ...problems } = context.problems;
      return { consent: event.given, problems };
    }),
    setWaiver: assign(({ context, event }) => {
      assertEvent(event, 'dd.waiver');
      const { withdrawal_waiver: _cleared, ...problems } = context.problems;
      return { waiver: event.given, problems };
    }),
    check: assign(({ context }) => ({ ...checkForm(context), generalError: false, priceChanged: false })),
    storeMandate: assign((_, mandate: DirectDebitStarted) => ({ mandate, code: '', codeProblem: null })),
    storeFormError: assign((_, error: unknown) => {
      const { field } = serverError(error);
      const known = directDebitFields.find((name) => name === field);
      return known === undefined ? { generalError: true } : { problems: { [known]: 'invalid' as const } };
    }),
    setCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'dd.code');
        return event.value;
      },
      codeProblem: null,
    }),
    storeCodeError: assign((_, error: unknown) => ({ codeProblem: serverError(error).code === 'sms_code_invalid' ? ('invalid' as const) : ('general' as const) })),
    storeCheckout: assign((_, started: StartedPayment) => ({ checkoutUrl: started.checkout_url })),
    markPriceChanged: assign({ priceChanged: true }),
    // The server refused the mandate for good: a new form (with its own code) is sent at the new price.
    dropMandate: assign({ mandate: null, code: '', codeProblem: null }),
  },
  guards: {
    hasPackage: ({ context }) => context.package !== null,
    isComplete: ({ context }) => context.request !== null,
    isLimit: (_, error: unknown) => serverError(error).code === 'direct_debit_limit',
    isBlocked: (_, error: unknown) => serverError(error).code === 'direct_debit_blocked',
    isPriceChanged: (_, error: unknown) => serverError(error).code === 'price_changed',
    hasCode: ({ context }) => context.code.trim() !== '',
  },
}).createMachine({
  id: 'directDebit',
  context: ({ input }) => ({
    packageId: input.packageId,
    discountCode: input.discountCode,
    package: null,
    values: emptyValues,
    consent: false,
    waiver: false,
    problems: {},
    request: null,
    generalError: false,
    priceChanged: false,
    mandate: null,
    code: '',
    codeProblem: null,
    checkoutUrl: null,
  }),
  initial: 'loadingOffer',
  states: {
    // The package's price first: the member agrees to a debit of a known amount.
    loadingOffer: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ code: context.discountCode }),
        onDone: { target: 'choosingPackage', actions: { type: 'storePackage', params: ({ event }) => event.output } },
        onError: { target: 'offerFailed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    choosingPackage: {
      always: [{ guard: 'hasPackage', target: 'editing' }, { target: 'unknownPackage' }],
    },
    offerFailed: { on: { 'dd.retry': 'loadingOffer' } },
    // An old link, or a code no longer usable: back to /credits.
    unknownPackage: { type: 'final' },
    editing: {
      on: {
        'dd.field': { actions: 'setField' },
        'dd.consent': { actions: 'setConsent' },
        'dd.waiver': { actions: 'setWaiver' },
        'dd.submit': { target: 'checking', actions: 'check' },
      },
    },
    checking: {
      always: [{ guard: 'isComplete', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'startMandate',
        src: 'startMandate',
        input: ({ context }) => acceptedRequest(context),
        onDone: { target: 'code', actions: { type: 'storeMandate', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isLimit', params: actorError }, target: 'limit' },
          { guard: { type: 'isBlocked', params: actorError }, target: 'blocked' },
          // The form keeps what was typed; the price shown is loaded again (a package taken away: back to /credits).
          { guard: { type: 'isPriceChanged', params: actorError }, target: 'loadingOffer', actions: 'markPriceChanged' },
          { target: 'editing', actions: { type: 'storeFormError', params: actorError } },
        ],
      },
    },
    code: {
      on: {
        'dd.code': { actions: 'setCode' },
        'dd.confirm': { guard: 'hasCode', target: 'confirming' },
        'dd.back': 'editing',
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmMandate',
        src: 'confirmMandate',
        input: ({ context }) => ({ mandateId: context.mandate?.mandate_id ?? '', code: context.code.trim() }),
        onDone: { target: 'leaving', actions: { type: 'storeCheckout', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isBlocked', params: actorError }, target: 'blocked' },
          // The 30-day limit is checked again when the mandate is confirmed.
          { guard: { type: 'isLimit', params: actorError }, target: 'limit' },
          // The site's prices changed after the form: nothing was debited; the form comes back, as typed, at the new price.
          { guard: { type: 'isPriceChanged', params: actorError }, target: 'loadingOffer', actions: ['markPriceChanged', 'dropMandate'] },
          { target: 'code', actions: { type: 'storeCodeError', params: actorError } },
        ],
      },
    },
    leaving: {
      tags: ['busy'],
      invoke: {
        id: 'goToCheckout',
        src: 'goToCheckout',
        input: ({ context }) => context.checkoutUrl ?? '',
        onError: { target: 'code', actions: assign({ codeProblem: 'general' as const }) },
      },
    },
    blocked: { type: 'final' },
    limit: { type: 'final' },
  },
});
