import { isLeft } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import { decode } from '../../io/codec/decode';
import { StaffLoginRequest, TotpCode, type QueueCounts, type StaffLoginAnswer, type StaffProfile, type TotpEnrollment } from '../../io/entities/staff';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';

/** How often the navigation's queue counts are read while the console is open. */
export const queueCountsEveryMs = 30_000;

export const staffLoginFields = ['email', 'password', 'code'] as const;
export type StaffLoginField = (typeof staffLoginFields)[number];
export type StaffLoginValues = Record<StaffLoginField, string>;

/**
 * Why the login form shows an error: a field left empty or not a 6-digit code, the one answer for a wrong
 * address, password or code, the account locked (for `minutes`), too many logins from this address (for
 * `minutes`), or the server out of reach.
 */
export type StaffLoginProblem =
  | { readonly kind: 'fields'; readonly fields: ReadonlyArray<StaffLoginField> }
  | { readonly kind: 'refused' }
  | { readonly kind: 'locked'; readonly minutes: number }
  | { readonly kind: 'slowed'; readonly minutes: number }
  | { readonly kind: 'unavailable' };

/** What the console says on its login screen: the session ended by itself, or the staff member logged out. */
export type StaffNotice = 'expired' | 'loggedOut' | null;

export interface StaffConsoleContext {
  readonly staff: StaffProfile | null;
  readonly values: StaffLoginValues;
  /** The authenticator to add (the first login), shown as a QR code until its first code is typed. */
  readonly enrollment: TotpEnrollment | null;
  readonly problem: StaffLoginProblem | null;
  readonly notice: StaffNotice;
  readonly counts: QueueCounts | null;
}

export type StaffConsoleEvent =
  | { type: 'login.field'; field: StaffLoginField; value: string }
  | { type: 'login.submit' }
  | { type: 'logout' }
  | { type: 'counts.refresh' }
  | { type: 'session.ended' }
  | { type: 'retry' }
  | { type: 'timer.elapsed' };

const emptyValues: StaffLoginValues = { email: '', password: '', code: '' };

/** The request, or the fields that stop it: both others always, the code once an authenticator is being added. */
export const checkStaffLogin = (values: StaffLoginValues, enrolling: boolean): { request: StaffLoginRequest } | { fields: StaffLoginField[] } => {
  const code = values.code.trim();
  const fields: StaffLoginField[] = [];
  if (values.email.trim() === '') fields.push('email');
  if (values.password === '') fields.push('password');
  if ((enrolling || code !== '') && !TotpCode.is(code)) fields.push('code');
  const decoded = decode(StaffLoginRequest, { email: values.email.trim(), password: values.password, ...(code === '' ? {} : { code }) });
  if (fields.length > 0 || isLeft(decoded)) return { fields: fields.length > 0 ? fields : ['email'] };
  return { request: decoded.right };
};

const loginProblemOf = (error: unknown): StaffLoginProblem => {
  const failure = httpFailureOf(error);
  if (failure.kind !== 'http') return { kind: 'unavailable' };
  if (failure.status === 429) {
    const minutes = typeof failure.body?.minutes === 'number' ? failure.body.minutes : 15;
    return failure.body?.error === 'rate_limited' ? { kind: 'slowed', minutes } : { kind: 'locked', minutes };
  }
  return failure.status === 401 ? { kind: 'refused' } : { kind: 'unavailable' };
};

const requestOf = (context: StaffConsoleContext): StaffLoginRequest => {
  const checked = checkStaffLogin(context.values, context.enrollment !== null);
  if (!('request' in checked)) throw new Error('staff login sent without a checked form');
  return checked.request;
};

/**
 * The staff console (issue 14): who is signed in, the login with its authenticator step, and the open
 * queues' counts in the navigation, read every 30 seconds and after each decision. A staff call that
 * finds the session gone (30 idle minutes) brings the login back with a notice; nothing else is kept.
 */
export const staffConsoleMachine = setup({
  types: {
    context: {} as StaffConsoleContext,
    events: {} as StaffConsoleEvent,
  },
  actors: {
    whoAmI: promiseNotProvided<StaffProfile>('whoAmI'),
    logIn: promiseNotProvided<StaffLoginAnswer, StaffLoginRequest>('logIn'),
    logOut: promiseNotProvided<void>('logOut'),
    loadCounts: promiseNotProvided<QueueCounts>('loadCounts'),
    watchSession: callbackNotProvided('watchSession'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
  },
  actions: {
    storeField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'login.field');
        return { ...context.values, [event.field]: event.value };
      },
    }),
    showFieldProblems: assign({
      problem: ({ context }): StaffLoginProblem | null => {
        const checked = checkStaffLogin(context.values, context.enrollment !== null);
        return 'fields' in checked ? { kind: 'fields', fields: checked.fields } : null;
      },
    }),
    showLoginProblem: assign({ problem: (_, error: unknown) => loginProblemOf(error), values: ({ context }) => ({ ...context.values, code: '' }) }),
    forgetForm: assign({ values: emptyValues, enrollment: null, problem: null, staff: null, counts: null }),
  },
  guards: {
    formComplete: ({ context }) => 'request' in checkStaffLogin(context.values, context.enrollment !== null),
    signedIn: (_, answer: StaffLoginAnswer) => 'staff' in answer,
  },
}).createMachine({
  id: 'staffConsole',
  context: { staff: null, values: emptyValues, enrollment: null, problem: null, notice: null, counts: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: [
        { id: 'watchSession', src: 'watchSession' },
        {
          id: 'whoAmI',
          src: 'whoAmI',
          onDone: { target: 'signedIn', actions: assign({ staff: ({ event }) => event.output }) },
          onError: 'unavailable',
        },
      ],
      // No staff session: the check's 404 is heard as the session's end.
      on: { 'session.ended': 'signedOut' },
    },
    unavailable: {
      on: { retry: 'checking' },
    },
    signedOut: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'login.field': { actions: 'storeField' },
            'login.submit': [{ guard: 'formComplete', target: 'submitting' }, { actions: 'showFieldProblems' }],
          },
        },
        submitting: {
          entry: assign({ problem: null }),
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: { type: 'signedIn', params: ({ event }) => event.output },
                target: '#staffConsole.signedIn',
                actions: assign({
                  staff: ({ event }) => ('staff' in event.output ? event.output.staff : null),
                  values: emptyValues,
                  enrollment: null,
                  notice: null,
                }),
              },
              {
                target: 'editing',
                actions: assign({
                  enrollment: ({ event }) => ('enrollment' in event.output ? event.output.enrollment : null),
                  values: ({ context }) => ({ ...context.values, code: '' }),
                }),
              },
            ],
            onError: { target: 'editing', actions: { type: 'showLoginProblem', params: actorError } },
          },
        },
      },
    },
    signedIn: {
      invoke: { id: 'watchSession', src: 'watchSession' },
      on: {
        'session.ended': { target: 'signedOut', actions: ['forgetForm', assign({ notice: 'expired' })] },
        logout: '.loggingOut',
      },
      initial: 'loadingCounts',
      states: {
        loadingCounts: {
          invoke: {
            id: 'loadCounts',
            src: 'loadCounts',
            onDone: { target: 'counted', actions: assign({ counts: ({ event }) => event.output }) },
            // The counts are a hint: a failed read waits for the next one.
            onError: 'counted',
          },
        },
        counted: {
          invoke: { id: 'timer', src: 'timer', input: { ms: queueCountsEveryMs } },
          on: { 'timer.elapsed': 'loadingCounts', 'counts.refresh': 'loadingCounts' },
        },
        loggingOut: {
          invoke: {
            id: 'logOut',
            src: 'logOut',
            onDone: { target: '#staffConsole.signedOut', actions: ['forgetForm', assign({ notice: 'loggedOut' })] },
            onError: 'counted',
          },
        },
      },
    },
  },
});
