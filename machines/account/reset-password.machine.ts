import { isRight } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import type { BodyOf } from '../../io/contract';
import { PasswordReset } from '../../io/entities/account';
import { actorError } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { isMailToken, isRefusal } from './failure';

type NewPassword = BodyOf<'resetPassword'>;

/** A field's problem: the password's length (the contract's 8 to 200 characters), or the repeat that differs. */
export type NewPasswordProblem = { readonly field: 'password'; readonly code: 'length' } | { readonly field: 'repeat'; readonly code: 'mismatch' };

export interface ResetPasswordContext {
  readonly token: string | null;
  readonly password: string;
  readonly repeat: string;
  readonly problem: NewPasswordProblem | null;
  /** The last send failed for no reason the member can fix: 'Er is een fout opgetreden, …'. */
  readonly failed: boolean;
  readonly request: NewPassword | null;
}

export type ResetPasswordEvent = { type: 'reset.password'; value: string } | { type: 'reset.repeat'; value: string } | { type: 'reset.submit' };

/** The request, or the first problem: the length first (the field above), then the repeat ('De opgegeven wachtwoorden zijn niet gelijk.'). */
const checkNewPassword = ({ token, password, repeat }: ResetPasswordContext): Pick<ResetPasswordContext, 'request' | 'problem'> => {
  const decoded = PasswordReset.decode({ token, password });
  if (!isRight(decoded)) return { request: null, problem: { field: 'password', code: 'length' } };
  if (repeat !== password) return { request: null, problem: { field: 'repeat', code: 'mismatch' } };
  return { request: decoded.right, problem: null };
};

/**
 * /reset-password/do?token=…: the new password twice, then PUT reset-password.php, whose answer is the
 * member, logged in (the implementation starts the app's session). A missing or malformed token, and one
 * the server calls used or expired (link_invalid), end in 'Link verlopen of invalide, vraag een nieuwe e-mail aan'.
 */
export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent, input: {} as { token: string | null } },
  actors: {
    resetPassword: promiseNotProvided<void, NewPassword>('resetPassword'),
  },
  actions: {
    setPassword: assign(({ event }) => {
      assertEvent(event, 'reset.password');
      return { password: event.value, problem: null, failed: false };
    }),
    setRepeat: assign(({ event }) => {
      assertEvent(event, 'reset.repeat');
      return { repeat: event.value, problem: null, failed: false };
    }),
    check: assign(({ context }) => ({ ...checkNewPassword(context), failed: false })),
    storeFailure: assign((_, error: unknown) =>
      isRefusal(error, 'invalid_input') ? { problem: { field: 'password', code: 'length' } as const } : { failed: true },
    ),
  },
  guards: {
    hasToken: ({ context }) => isMailToken(context.token),
    isChecked: ({ context }) => context.request !== null,
    isLinkInvalid: (_, error: unknown) => isRefusal(error, 'link_invalid'),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, password: '', repeat: '', problem: null, failed: false, request: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasToken', target: 'editing' }, { target: 'linkInvalid' }],
    },
    editing: {
      on: {
        'reset.password': { actions: 'setPassword' },
        'reset.repeat': { actions: 'setRepeat' },
        'reset.submit': { target: 'checking', actions: 'check' },
      },
    },
    checking: {
      always: [{ guard: 'isChecked', target: 'sending' }, { target: 'editing' }],
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => {
          if (context.request === null) throw new Error('new password sent without a checked form');
          return context.request;
        },
        onDone: 'done',
        onError: [
          { guard: { type: 'isLinkInvalid', params: actorError }, target: 'linkInvalid' },
          { target: 'editing', actions: { type: 'storeFailure', params: actorError } },
        ],
      },
    },
    // The member is logged in: the screen goes on to the members.
    done: { type: 'final' },
    linkInvalid: { type: 'final' },
  },
});
