import { isLeft } from 'fp-ts/Either';
import { assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { CreditCorrectionRequest, RefundRequest, type MemberAccount, type MemberHit } from '../../io/entities/support';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** What support last heard: a search or account that could not be read, a change refused, or one made. */
export type SupportNote = 'failed' | 'corrected' | 'refunded' | 'insufficient' | 'refundRefused' | 'activationSent' | 'activationLimited' | null;

export interface SupportContext {
  readonly query: string;
  readonly hits: ReadonlyArray<MemberHit> | null;
  readonly memberId: number | null;
  readonly account: MemberAccount | null;
  /** The correction form as typed: credits (signed, e.g. "-3") and the reason. */
  readonly correction: { readonly credits: string; readonly reason: string };
  /** The payment being refunded and why. */
  readonly refund: { readonly paymentId: string; readonly reason: string } | null;
  readonly invalid: 'query' | 'credits' | 'reason' | null;
  readonly note: SupportNote;
}

export type SupportEvent =
  | { type: 'support.query'; value: string }
  | { type: 'support.search' }
  | { type: 'support.open'; memberId: number }
  | { type: 'support.correction'; field: 'credits' | 'reason'; value: string }
  | { type: 'support.correct' }
  | { type: 'support.refund'; paymentId: string }
  | { type: 'support.refundReason'; value: string }
  | { type: 'support.confirmRefund' }
  | { type: 'support.cancel' }
  | { type: 'support.resendActivation' };

export const checkCorrection = (memberId: number, form: SupportContext['correction']): { request: CreditCorrectionRequest } | { invalid: 'credits' | 'reason' } => {
  const credits = /^[+-]?\d{1,5}$/.test(form.credits.trim()) ? Number(form.credits.trim()) : Number.NaN;
  const decoded = decode(CreditCorrectionRequest, { memberId, credits, reason: form.reason.trim() });
  if (isLeft(decoded)) return { invalid: decoded.left.issues.some((issue) => issue.path === 'credits') ? 'credits' : 'reason' };
  return { request: decoded.right };
};

const correctionOf = (context: SupportContext): CreditCorrectionRequest => {
  const checked = context.memberId === null ? null : checkCorrection(context.memberId, context.correction);
  if (checked === null || !('request' in checked)) throw new Error('a correction sent without a checked form');
  return checked.request;
};

const refundOf = (context: SupportContext): RefundRequest => {
  const decoded = decode(RefundRequest, { paymentId: context.refund?.paymentId, reason: context.refund?.reason.trim() });
  if (isLeft(decoded)) throw new Error('a refund sent without a reason');
  return decoded.right;
};

const refusal = (error: unknown, fallback: SupportNote): SupportNote => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return 'failed';
  if (failure.body?.error === 'rate_limited') return 'activationLimited';
  return failure.body?.error === 'insufficient_credits' ? 'insufficient' : fallback;
};

const emptyCorrection = { credits: '', reason: '' };

/**
 * Support in the staff console (issue 14): find a member by e-mail, name or number, read their account
 * (status, the credits ledger and its sum, payments with what the return policy refunds now), correct
 * credits with a reason, resend the activation mail, and refund a payment within its refund days. Every change
 * to the account reloads it.
 */
export const supportMachine = setup({
  types: { context: {} as SupportContext, events: {} as SupportEvent },
  actors: {
    lookUp: promiseNotProvided<MemberHit[], string>('lookUp'),
    loadAccount: promiseNotProvided<MemberAccount, number>('loadAccount'),
    correct: promiseNotProvided<void, CreditCorrectionRequest>('correct'),
    refund: promiseNotProvided<void, RefundRequest>('refund'),
    resendActivation: promiseNotProvided<void, number>('resendActivation'),
  },
  guards: {
    queryGiven: ({ context }) => context.query.trim() !== '',
    correctionValid: ({ context }) => context.memberId !== null && 'request' in checkCorrection(context.memberId, context.correction),
    refundReasonGiven: ({ context }) => (context.refund?.reason.trim() ?? '') !== '',
  },
}).createMachine({
  id: 'support',
  context: { query: '', hits: null, memberId: null, account: null, correction: emptyCorrection, refund: null, invalid: null, note: null },
  on: {
    'support.query': { actions: assign({ query: ({ event }) => event.value, invalid: null }) },
    'support.search': [{ guard: 'queryGiven', target: '.searching' }, { actions: assign({ invalid: 'query' }) }],
    'support.open': { target: '.loadingAccount', actions: assign({ memberId: ({ event }) => event.memberId, correction: emptyCorrection, refund: null, note: null }) },
  },
  initial: 'idle',
  states: {
    idle: {},
    searching: {
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => context.query.trim(),
        onDone: { target: 'idle', actions: assign({ hits: ({ event }) => event.output, note: null }) },
        onError: { target: 'idle', actions: assign({ note: 'failed' }) },
      },
    },
    loadingAccount: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => context.memberId ?? 0,
        onDone: { target: 'account', actions: assign({ account: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: assign({ note: 'failed' }) },
      },
    },
    account: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'support.correction': { actions: assign({ correction: ({ context, event }) => ({ ...context.correction, [event.field]: event.value }), invalid: null }) },
            'support.correct': [
              { guard: 'correctionValid', target: 'correcting' },
              {
                actions: assign({
                  invalid: ({ context }) => {
                    const checked = context.memberId === null ? null : checkCorrection(context.memberId, context.correction);
                    return checked !== null && 'invalid' in checked ? checked.invalid : null;
                  },
                }),
              },
            ],
            'support.resendActivation': { target: 'resending', actions: assign({ note: null }) },
            'support.refund': { target: 'askingRefund', actions: assign({ refund: ({ event }) => ({ paymentId: event.paymentId, reason: '' }), invalid: null, note: null }) },
          },
        },
        correcting: {
          invoke: {
            id: 'correct',
            src: 'correct',
            input: ({ context }) => correctionOf(context),
            onDone: { target: '#support.loadingAccount', actions: assign({ correction: emptyCorrection, note: 'corrected' }) },
            onError: { target: 'viewing', actions: assign({ note: ({ event }) => refusal(event.error, 'failed') }) },
          },
        },
        resending: {
          invoke: {
            id: 'resendActivation',
            src: 'resendActivation',
            input: ({ context }) => context.memberId ?? 0,
            onDone: { target: 'viewing', actions: assign({ note: 'activationSent' }) },
            onError: { target: 'viewing', actions: assign({ note: ({ event }) => refusal(event.error, 'failed') }) },
          },
        },
        askingRefund: {
          on: {
            'support.refundReason': { actions: assign({ refund: ({ context, event }) => (context.refund === null ? null : { ...context.refund, reason: event.value }), invalid: null }) },
            'support.confirmRefund': [{ guard: 'refundReasonGiven', target: 'refunding' }, { actions: assign({ invalid: 'reason' }) }],
            'support.cancel': { target: 'viewing', actions: assign({ refund: null, invalid: null }) },
          },
        },
        refunding: {
          invoke: {
            id: 'refund',
            src: 'refund',
            input: ({ context }) => refundOf(context),
            onDone: { target: '#support.loadingAccount', actions: assign({ refund: null, note: 'refunded' }) },
            onError: { target: 'askingRefund', actions: assign({ note: ({ event }) => refusal(event.error, 'refundRefused') }) },
          },
        },
      },
    },
  },
});
