import { isRight } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import type { BodyOf } from '../../io/contract';
import { PasswordResetRequest } from '../../io/entities/account';
import type { Locale } from '../../io/entities/locale';
import { actorError } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { isRefusal } from './failure';

type ResetRequest = BodyOf<'requestPasswordReset'>;

/** Why the request was not sent: 'Ongeldige e-mail', the daily limit of reset mails, or any other failure. */
export type ResetRequestProblem = 'invalidEmail' | 'limited' | 'general';

export interface ResetRequestContext {
  readonly email: string;
  readonly problem: ResetRequestProblem | null;
  /** The request the form became at the last submit (with the interface language of that moment), or null. */
  readonly request: ResetRequest | null;
}

export type ResetRequestEvent = { type: 'reset.email'; value: string } | { type: 'reset.submit'; language: Locale };

/**
 * /reset-password: the address (checked by the contract's Email rule, 'Ongeldige e-mail'), sent with the
 * interface language, in which the mail is written. Whatever the address, the answer is the same (the
 * server never says whether an account uses it); only the daily limit of reset mails is refused
 * ('Te veel wachtwoordherstel mails verstuurd, …').
 */
export const resetRequestMachine = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent, input: {} as { email: string } },
  actors: {
    requestReset: promiseNotProvided<void, ResetRequest>('requestReset'),
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'reset.email');
        return event.value;
      },
      problem: null,
    }),
    check: assign(({ context, event }) => {
      assertEvent(event, 'reset.submit');
      const decoded = PasswordResetRequest.decode({ email: context.email.trim(), language: event.language });
      return isRight(decoded) ? { request: decoded.right, problem: null } : { request: null, problem: 'invalidEmail' as const };
    }),
    storeFailure: assign({
      problem: (_, error: unknown): ResetRequestProblem =>
        isRefusal(error, 'invalid_input') ? 'invalidEmail' : isRefusal(error, 'rate_limited') ? 'limited' : 'general',
    }),
  },
  guards: {
    isChecked: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'resetRequest',
  context: ({ input }) => ({ email: input.email, problem: null, request: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.email': { actions: 'setEmail' },
        'reset.submit': { target: 'checking', actions: 'check' },
      },
    },
    checking: {
      always: [{ guard: 'isChecked', target: 'sending' }, { target: 'editing' }],
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => {
          if (context.request === null) throw new Error('reset request sent without a checked form');
          return context.request;
        },
        onDone: 'sent',
        onError: { target: 'editing', actions: { type: 'storeFailure', params: actorError } },
      },
    },
    sent: { type: 'final' },
  },
});
