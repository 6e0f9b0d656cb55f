import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { AccountDeletion, type DeletionReason } from '../../io/entities/account';
import type { DiscountCode } from '../../io/entities/discount';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

type Request = t.TypeOf<typeof AccountDeletion>;

/** A field's problem: no reason chosen, a comment or password missing or refused, a wrong password. */
export interface DeletionProblems {
  readonly reason?: 'required';
  readonly comment?: 'invalid';
  readonly password?: 'required' | 'invalid' | 'wrong';
}

export interface DeletionContext {
  /** The company's stay discount (a once-code), or null when it gives none (delete_discount 0) or it did not load. */
  readonly discount: DiscountCode | null;
  readonly reason: DeletionReason | null;
  readonly comment: string;
  readonly password: string;
  readonly problems: DeletionProblems;
  readonly request: Request | null;
  readonly generalError: boolean;
}

export type DeletionEvent =
  | { type: 'deletion.start' }
  | { type: 'deletion.next' }
  | { type: 'deletion.back' }
  | { type: 'deletion.cancel' }
  | { type: 'deletion.reason'; reason: DeletionReason }
  | { type: 'deletion.comment'; text: string }
  | { type: 'deletion.password'; text: string }
  | { type: 'deletion.submit' };

const fresh = { reason: null, comment: '', password: '', problems: {}, request: null, generalError: false } as const;

/** The request, or the problems as the request codec sees them (a comment is sent only when written). */
export const checkDeletion = (context: Pick<DeletionContext, 'reason' | 'comment' | 'password'>): { request: Request | null; problems: DeletionProblems } => {
  const comment = context.comment.trim();
  const decoded = decode(AccountDeletion, { reason: context.reason, password: context.password, ...(comment === '' ? {} : { comment }) });
  if (!isLeft(decoded)) return { request: decoded.right, problems: {} };
  const refused = new Set(decoded.left.issues.map((issue) => issue.path));
  return {
    request: null,
    problems: {
      ...(refused.has('reason') ? { reason: 'required' as const } : {}),
      ...(refused.has('comment') ? { comment: 'invalid' as const } : {}),
      ...(refused.has('password') ? { password: context.password === '' ? ('required' as const) : ('invalid' as const) } : {}),
    },
  };
};

const acceptedRequest = (context: DeletionContext): Request => {
  if (context.request === null) throw new Error('account deletion sent without a checked form');
  return context.request;
};

const isWrongPassword = (error: unknown): boolean => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' && failure.body?.error === 'wrong_password';
};

/** From any step before the last call: back to the button, everything typed forgotten. */
const cancel = { 'deletion.cancel': { target: '#deletion.closed', actions: 'reset' } } as const;

/**
 * Leaving (spec §2): first the alternatives (another address, invisible mode, a trial package, the company's
 * stay discount), then a reason of the 7 with an optional word, then the password; the account is deleted
 * and the member leaves for /account-deleted, their session ended.
 */
export const deletionMachine = setup({
  types: { context: {} as DeletionContext, events: {} as DeletionEvent },
  actors: {
    loadStayDiscount: promiseNotProvided<DiscountCode | null>('loadStayDiscount'),
    deleteAccount: promiseNotProvided<void, Request>('deleteAccount'),
    leaveAccount: promiseNotProvided<void>('leaveAccount'),
  },
  actions: {
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    storeDiscount: assign((_, discount: DiscountCode | null) => ({ discount })),
    reset: assign(fresh),
    setReason: assign(({ context, event }) => {
      assertEvent(event, 'deletion.reason');
      const { reason: _cleared, ...problems } = context.problems;
      return { reason: event.reason, problems };
    }),
    setComment: assign(({ context, event }) => {
      assertEvent(event, 'deletion.comment');
      const { comment: _cleared, ...problems } = context.problems;
      return { comment: event.text, problems };
    }),
    setPassword: assign(({ context, event }) => {
      assertEvent(event, 'deletion.password');
      const { password: _cleared, ...problems } = context.problems;
      return { password: event.text, problems, generalError: false };
    }),
    requireReason: assign({ problems: { reason: 'required' } }),
    check: assign(({ context }) => ({ ...checkDeletion(context), generalError: false })),
    refusePassword: assign({ problems: { password: 'wrong' }, password: '' }),
    fail: assign({ generalError: true }),
  },
  guards: {
    hasReason: ({ context }) => context.reason !== null,
    isComplete: ({ context }) => context.request !== null,
    commentRefused: ({ context }) => context.problems.comment !== undefined,
    isWrongPassword: (_, error: unknown) => isWrongPassword(error),
  },
}).createMachine({
  id: 'deletion',
  context: { discount: null, ...fresh },
  initial: 'closed',
  states: {
    closed: {
      on: { 'deletion.start': 'alternatives' },
    },
    alternatives: {
      on: { 'deletion.next': 'reason', ...cancel },
      initial: 'loadingDiscount',
      states: {
        // Asked each time the flow opens: the server answers the same code again.
        loadingDiscount: {
          invoke: {
            id: 'loadStayDiscount',
            src: 'loadStayDiscount',
            onDone: { target: 'shown', actions: { type: 'storeDiscount', params: ({ event }) => event.output } },
            // Without the code the other alternatives still stand.
            onError: { target: 'shown', actions: { type: 'checkFailure', params: actorError } },
          },
        },
        shown: {},
      },
    },
    reason: {
      on: {
        'deletion.reason': { actions: 'setReason' },
        'deletion.comment': { actions: 'setComment' },
        'deletion.next': [{ guard: 'hasReason', target: 'confirm' }, { actions: 'requireReason' }],
        'deletion.back': 'alternatives.shown',
        ...cancel,
      },
    },
    confirm: {
      on: {
        'deletion.password': { actions: 'setPassword' },
        'deletion.submit': { target: 'checking', actions: 'check' },
        'deletion.back': 'reason',
        ...cancel,
      },
    },
    checking: {
      always: [{ guard: 'isComplete', target: 'deleting' }, { guard: 'commentRefused', target: 'reason' }, { target: 'confirm' }],
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => acceptedRequest(context),
        onDone: 'deleted',
        onError: [
          { guard: { type: 'isWrongPassword', params: actorError }, target: 'confirm', actions: 'refusePassword' },
          { target: 'confirm', actions: ['fail', { type: 'checkFailure', params: actorError }] },
        ],
      },
    },
    // The account is gone: the page leaves for /account-deleted and the app forgets the member.
    deleted: {
      tags: ['busy'],
      invoke: { id: 'leaveAccount', src: 'leaveAccount' },
    },
  },
});
