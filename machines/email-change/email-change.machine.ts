import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { EmailChangeRequest, type EmailChangeOutcome } from '../../io/entities/account';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import type { User } from '../../io/entities/user';

export const emailChangeFields = ['email', 'password'] as const;
export type EmailChangeField = (typeof emailChangeFields)[number];
export type EmailChangeValues = Record<EmailChangeField, string>;
type Request = t.TypeOf<typeof EmailChangeRequest>;
export type EmailChanged = t.TypeOf<typeof EmailChangeOutcome>;

/**
 * A field's problem: empty; an address the rules refuse ('Nieuw e-mailadres invalide.'); an address with an
 * account on this site ('Dit e-mailadres heeft al een account op deze site.'); a password the server refused.
 */
export type EmailChangeProblem = 'required' | 'invalid' | 'taken' | 'wrong';
export type EmailChangeProblems = Partial<Record<EmailChangeField, EmailChangeProblem>>;

export interface EmailChangeContext {
  /** A confirmed member proves it is them with the password; one who has not confirmed corrects the address. */
  readonly needsPassword: boolean;
  readonly values: EmailChangeValues;
  readonly problems: EmailChangeProblems;
  readonly request: Request | null;
  readonly generalError: boolean;
  /** What the server did with the last address sent. */
  readonly outcome: EmailChanged | null;
}

export type EmailChangeEvent = { type: 'email.field'; field: EmailChangeField; value: string } | { type: 'email.submit' };

const emptyValues: EmailChangeValues = { email: '', password: '' };

/** The request, or the problems: the address as the request codec sees it, and the password when one is needed. */
export const checkEmailForm = (values: EmailChangeValues, needsPassword: boolean): { request: Request | null; problems: EmailChangeProblems } => {
  const problems: EmailChangeProblems = {};
  const email = values.email.trim();
  const decoded = decode(EmailChangeRequest, needsPassword ? { email, password: values.password } : { email });
  if (isLeft(decoded)) {
    for (const issue of decoded.left.issues) {
      const field = emailChangeFields.find((name) => name === issue.path);
      if (field !== undefined) problems[field] = values[field].trim() === '' ? 'required' : 'invalid';
    }
  }
  if (email === '') problems.email = 'required';
  if (needsPassword && values.password === '') problems.password = 'required';
  return { request: isLeft(decoded) || Object.keys(problems).length > 0 ? null : decoded.right, problems };
};

const acceptedRequest = (context: EmailChangeContext): Request => {
  if (context.request === null) throw new Error('e-mail change sent without a checked form');
  return context.request;
};

/** The server's refusal as a field's problem, or null for any other failure. */
const refusalOf = (error: unknown): EmailChangeProblems | null => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return null;
  switch (failure.body?.error) {
    case 'email_taken':
      return { email: 'taken' };
    case 'wrong_password':
      return { password: 'wrong' };
    case 'invalid_input':
      return failure.body.field === 'password' ? { password: 'invalid' } : { email: 'invalid' };
    default:
      return null;
  }
};

/**
 * Changing the e-mail address (spec §8): a confirmed member gives the new address and the password and
 * confirms the address by the mailed link; one who has not confirmed yet has it changed at once.
 */
export const emailChangeMachine = setup({
  types: { context: {} as EmailChangeContext, events: {} as EmailChangeEvent, input: {} as { status: User['status'] } },
  actors: {
    changeEmail: promiseNotProvided<EmailChanged, Request>('changeEmail'),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'email.field');
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, generalError: false };
    }),
    check: assign(({ context }) => ({ ...checkEmailForm(context.values, context.needsPassword), generalError: false, outcome: null })),
    storeOutcome: assign((_, outcome: EmailChanged) => ({ outcome, values: emptyValues, problems: {}, request: null })),
    storeFailure: assign((_, error: unknown) => {
      const problems = refusalOf(error);
      return problems === null ? { generalError: true } : { problems };
    }),
  },
  guards: {
    isComplete: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'emailChange',
  // Only a confirmed address is kept until the new one is confirmed, so only then the password guards the change.
  context: ({ input }) => ({ needsPassword: input.status === 'active', values: emptyValues, problems: {}, request: null, generalError: false, outcome: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.field': { actions: 'setField' },
        'email.submit': { target: 'checking', actions: 'check' },
      },
    },
    checking: {
      always: [{ guard: 'isComplete', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changeEmail',
        src: 'changeEmail',
        input: ({ context }) => acceptedRequest(context),
        onDone: { target: 'editing', actions: { type: 'storeOutcome', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: actorError } },
      },
    },
  },
});
