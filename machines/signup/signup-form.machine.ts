import { assertEvent, assign, setup, type ErrorActorEvent } from 'xstate';
import type { SignupRequest } from '../../io/entities/account';
import type { Locale } from '../../io/entities/locale';
import type { TrackingRecord } from '../../io/entities/signup';
import type { User } from '../../io/entities/user';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import {
  emailSuggestion,
  emptySignupDraft,
  fieldOfPath,
  firstProblemField,
  problemsOf,
  refusalProblem,
  requestOf,
  signupsOpen,
  type SignupDraft,
  type SignupField,
  type SignupProblems,
} from './form-rules';

export interface SignupFormInput {
  /** settings.signups (spec §6). */
  readonly policy: string;
  readonly language: Locale;
  /** The browser's calendar day, YYYY-MM-DD (the age rule's "today"). */
  readonly today: string;
}

/** A failure that names no field: the server could not be reached, or asked to slow down. */
export type SignupFailure = 'unavailable' | 'rate_limited';

export interface SignupFormContext extends SignupFormInput {
  readonly tracking: TrackingRecord;
  readonly draft: SignupDraft;
  /** Shown from the first submit on (and kept current as the member types); a refused field's too. */
  readonly problems: SignupProblems;
  readonly submitted: boolean;
  readonly suggestion: string | null;
  readonly passwordShown: boolean;
  readonly failure: SignupFailure | null;
  /** Counts refused submits: the view moves the focus to `focus` on each. */
  readonly attempt: number;
  readonly focus: SignupField | null;
  /** The new member, from the signup's answer. */
  readonly user: User | null;
  /** A complete draft was submitted while the tracking record was still being read: sent once it is. */
  readonly submitWaiting: boolean;
}

export type SignupFormEvent =
  | { type: 'form.edit'; field: SignupField; value: string }
  /** The e-mail field was left: time for 'Bedoelde je …?'. */
  | { type: 'form.emailLeft' }
  | { type: 'form.acceptSuggestion' }
  | { type: 'form.togglePassword' }
  | { type: 'form.submit' }
  /** From the account-exists notice: back to the form (another address). */
  | { type: 'form.back' }
  /** The page has moved on to the steps: now the shell may learn who is here (not before, or a visitor-only page would send the new member elsewhere first). */
  | { type: 'form.navigated' };

/** What the fields do wherever the form is on screen. */
const draftEditing = {
  'form.edit': { actions: 'edit' },
  'form.emailLeft': { actions: 'suggest' },
  'form.acceptSuggestion': { guard: 'hasSuggestion', actions: 'acceptSuggestion' },
  'form.togglePassword': { actions: 'togglePassword' },
} as const;

const errorParams = ({ event }: { event: ErrorActorEvent }) => event.error;

const apiErrorOf = (error: unknown) => {
  const failure = httpFailureOf(error);
  return failure.kind === 'http' ? (failure.body ?? null) : null;
};

/**
 * The signup form (spec §3, §5, §6): invite-only unless the site's policy lets this visitor in; the
 * fields checked by the rules the server applies too; sent once; the server's refusals shown at their
 * field, an existing account as the notice offering login (spec §8). Done with the new member, logged in.
 */
export const signupFormMachine = setup({
  types: {
    context: {} as SignupFormContext,
    events: {} as SignupFormEvent,
    input: {} as SignupFormInput,
  },
  actors: {
    readTracking: promiseNotProvided<TrackingRecord>('readTracking'),
    signup: promiseNotProvided<User, SignupRequest>('signup'),
    startSession: promiseNotProvided<void, User>('startSession'),
  },
  actions: {
    storeTracking: assign((_, tracking: TrackingRecord) => ({ tracking })),
    storeUser: assign((_, user: User) => ({ user })),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'form.edit');
      const draft = { ...context.draft, [event.field]: event.value };
      return {
        draft,
        problems: context.submitted ? problemsOf(draft, context.today) : context.problems,
        suggestion: event.field === 'email' ? null : context.suggestion,
        failure: null,
      };
    }),
    // Asked for when the e-mail field is left, not at every key.
    suggest: assign({ suggestion: ({ context }) => emailSuggestion(context.draft.email) }),
    acceptSuggestion: assign(({ context }) => {
      const draft = { ...context.draft, email: context.suggestion ?? context.draft.email };
      return { draft, suggestion: null, problems: context.submitted ? problemsOf(draft, context.today) : context.problems };
    }),
    togglePassword: assign({ passwordShown: ({ context }) => !context.passwordShown }),
    refuseDraft: assign(({ context }) => {
      const problems = problemsOf(context.draft, context.today);
      return { submitted: true, problems, attempt: context.attempt + 1, focus: firstProblemField(problems), failure: null };
    }),
    markSubmitted: assign({ submitted: true, problems: {}, failure: null, submitWaiting: false }),
    markSubmitWaiting: assign({ submitWaiting: true }),
    markRefusedField: assign(({ context }, error: unknown) => {
      const field = fieldOfPath(apiErrorOf(error)?.field ?? '') ?? 'email';
      return { problems: { [field]: refusalProblem(field, context.draft, context.today) }, attempt: context.attempt + 1, focus: field };
    }),
    markFailure: assign((_, error: unknown) => ({ failure: apiErrorOf(error)?.error === 'rate_limited' ? 'rate_limited' : 'unavailable' }) as const),
  },
  guards: {
    open: ({ context }) => signupsOpen(context.policy, context.tracking),
    hasSuggestion: ({ context }) => context.suggestion !== null,
    draftHasProblems: ({ context }) => firstProblemField(problemsOf(context.draft, context.today)) !== null,
    openWithSubmitWaiting: ({ context }) => context.submitWaiting && signupsOpen(context.policy, context.tracking),
    isClosed: (_, error: unknown) => apiErrorOf(error)?.error === 'signup_closed',
    isExisting: (_, error: unknown) => apiErrorOf(error)?.error === 'account_exists',
    namesAField: (_, error: unknown) => {
      const body = apiErrorOf(error);
      return body?.error === 'invalid_input' && fieldOfPath(body.field ?? '') !== null;
    },
  },
}).createMachine({
  id: 'signupForm',
  context: ({ input }) => ({
    ...input,
    tracking: {},
    draft: emptySignupDraft,
    problems: {},
    submitted: false,
    suggestion: null,
    passwordShown: false,
    failure: null,
    attempt: 0,
    focus: null,
    user: null,
    submitWaiting: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readTracking',
        src: 'readTracking',
        onDone: { target: 'deciding', actions: { type: 'storeTracking', params: ({ event }) => event.output } },
        // No record to read: the policy alone decides.
        onError: 'deciding',
      },
      // A site open to all shows its form already (selectFormChecking): what is typed or submitted counts.
      on: {
        ...draftEditing,
        'form.submit': [{ guard: 'draftHasProblems', actions: 'refuseDraft' }, { actions: 'markSubmitWaiting' }],
      },
    },
    deciding: {
      always: [
        { guard: 'openWithSubmitWaiting', target: 'sending', actions: 'markSubmitted' },
        { guard: 'open', target: 'editing' },
        { target: 'closed' },
      ],
    },
    /** Invite only (spec §6, §8). */
    closed: {},
    editing: {
      on: {
        ...draftEditing,
        'form.submit': [{ guard: 'draftHasProblems', actions: 'refuseDraft' }, { target: 'sending', actions: 'markSubmitted' }],
      },
    },
    sending: {
      tags: ['busy', 'inProgress'],
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ context }) => {
          const built = requestOf(context.draft, context.language, context.tracking);
          // sending is entered only for a draft without problems, and the rules cover every field of the codec.
          if (!built.ok) throw new Error(`signup: the ${built.field} field passed the rules but not the codec`);
          return built.request;
        },
        onDone: { target: 'signedUp', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isClosed', params: errorParams }, target: 'closed' },
          { guard: { type: 'isExisting', params: errorParams }, target: 'accountExists' },
          { guard: { type: 'namesAField', params: errorParams }, target: 'editing', actions: { type: 'markRefusedField', params: errorParams } },
          { target: 'editing', actions: { type: 'markFailure', params: errorParams } },
        ],
      },
    },
    /** Spec §8: an account has this address; the notice offers login and says nothing more. */
    accountExists: {
      on: { 'form.back': 'editing' },
    },
    /** The account is made: the page moves on to the steps, then the session starts. */
    signedUp: {
      tags: ['inProgress', 'signedUp'],
      on: { 'form.navigated': 'starting' },
    },
    starting: {
      tags: ['inProgress', 'signedUp'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => {
          if (context.user === null) throw new Error('starting a session without the signup answer');
          return context.user;
        },
        onDone: 'done',
        onError: 'done',
      },
    },
    done: { type: 'final', tags: ['inProgress', 'signedUp'] },
  },
});
