import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { PasswordChange } from '../../io/entities/account';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** The form's fields, in the order they show (the first refused one takes the focus). */
export const passwordFields = ['old_password', 'new_password', 'repeat_password'] as const;
export type PasswordField = (typeof passwordFields)[number];
export type PasswordValues = Record<PasswordField, string>;
type PasswordRequest = t.TypeOf<typeof PasswordChange>;

/**
 * A field's problem: empty; a new password the rules refuse (its length); the repeat unequal ('De opgegeven
 * wachtwoorden zijn niet gelijk.'); the old one refused by the server ('Controleer je oude wachtwoord.').
 */
export type PasswordProblem = 'required' | 'invalid' | 'mismatch' | 'wrong';
export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

export interface PasswordContext {
  readonly values: PasswordValues;
  readonly problems: PasswordProblems;
  readonly request: PasswordRequest | null;
  /** The server could not be reached or failed: nothing changed, try again. */
  readonly generalError: boolean;
}

export type PasswordEvent = { type: 'password.field'; field: PasswordField; value: string } | { type: 'password.submit' };

const emptyValues: PasswordValues = { old_password: '', new_password: '', repeat_password: '' };

/** The request, or the problems as the member sees them: the codec's rules, then the repeat. */
export const checkPasswordForm = (values: PasswordValues): { request: PasswordRequest | null; problems: PasswordProblems } => {
  const problems: PasswordProblems = {};
  const decoded = decode(PasswordChange, { old_password: values.old_password, new_password: values.new_password });
  if (isLeft(decoded)) {
    for (const issue of decoded.left.issues) {
      const field = passwordFields.find((name) => name === issue.path);
      if (field !== undefined) problems[field] = values[field] === '' ? 'required' : 'invalid';
    }
  }
  if (values.repeat_password === '') problems.repeat_password = 'required';
  else if (values.repeat_password !== values.new_password) problems.repeat_password = 'mismatch';
  const complete = !isLeft(decoded) && Object.keys(problems).length === 0;
  return { request: complete ? decoded.right : null, problems };
};

const acceptedRequest = (context: PasswordContext): PasswordRequest => {
  if (context.request === null) throw new Error('password change sent without a checked form');
  return context.request;
};

const errorCode = (error: unknown) => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' ? failure.body : null;
};

/**
 * Changing the password (spec §5): the old one, the new one twice. Checked before sending; the server checks
 * the old one and ends every other session of the member, which the success text says.
 */
export const passwordMachine = setup({
  types: { context: {} as PasswordContext, events: {} as PasswordEvent },
  actors: {
    changePassword: promiseNotProvided<void, PasswordRequest>('changePassword'),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'password.field');
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, generalError: false };
    }),
    check: assign(({ context }) => ({ ...checkPasswordForm(context.values), generalError: false })),
    storeFailure: assign((_, error: unknown) => {
      const body = errorCode(error);
      if (body?.error === 'wrong_password') return { problems: { old_password: 'wrong' as const } };
      if (body?.error === 'invalid_input' && body.field === 'new_password') return { problems: { new_password: 'invalid' as const } };
      return { generalError: true };
    }),
    clear: assign({ values: emptyValues, problems: {}, request: null }),
  },
  guards: {
    isComplete: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'password',
  context: { values: emptyValues, problems: {}, request: null, generalError: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.field': { actions: 'setField' },
        'password.submit': { target: 'checking', actions: 'check' },
      },
    },
    checking: {
      always: [{ guard: 'isComplete', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => acceptedRequest(context),
        onDone: { target: 'changed', actions: 'clear' },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: actorError } },
      },
    },
    // Said until the member types again.
    changed: {
      on: { 'password.field': { target: 'editing', actions: 'setField' } },
    },
  },
});
