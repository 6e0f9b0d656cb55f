import { assertEvent, assign, not, setup } from 'xstate';
import type { DiscountCode } from '../../io/entities/discount';
import { httpFailureOf } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import { bonusSecondsLeft, timeBonusModalDelayMs, unixSeconds } from './countdown';
import { isMembersArea } from '../shell/route-table';
import { welcomeDiscountOf, type TimeBonusContext, type TimeBonusEvent, type TimeBonusInput } from './types';

/** The modal is due: in the members area, 0 credits, and never closed in this browser. */
const modalWanted = (context: TimeBonusContext): boolean =>
  isMembersArea(context.path) && context.user?.credits === 0 && context.dismissedAt === null;

/**
 * Spec §4 "Time bonus": the welcome time bonus of a new, unpaid member (a countdown from 4 h after signup,
 * one tick a second) with its modal after 40 s in the members area; and, beside it, the welcome discount
 * code from the server. The session, route and time arrive as events; context changes are followed by
 * eventless transitions, so the ticker is invoked by one state only and can never run twice.
 */
export const timeBonusMachine = setup({
  types: {
    context: {} as TimeBonusContext,
    events: {} as TimeBonusEvent,
    input: {} as TimeBonusInput,
  },
  actors: {
    ticker: callbackNotProvided('ticker'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
    saveDismissal: promiseNotProvided<void, { at: number }>('saveDismissal'),
    loadWelcomeDiscount: promiseNotProvided<DiscountCode | null>('loadWelcomeDiscount'),
  },
  guards: {
    hasBonus: ({ context }) => bonusSecondsLeft(context.user, context.now) > 0,
    wantsModal: ({ context }) => modalWanted(context),
    leftMembersArea: ({ context }) => !isMembersArea(context.path),
    isUnpaidMember: ({ context }) => context.user !== null && !context.user.paid_user,
    isOtherMember: ({ context }) => context.user?.id !== context.welcomeFor,
  },
  actions: {
    storeSession: assign(({ event }) => {
      assertEvent(event, 'session.changed');
      return { user: event.user, now: event.now };
    }),
    storeNow: assign({
      now: ({ event }) => {
        assertEvent(event, 'clock.tick');
        return event.now;
      },
    }),
    storePath: assign({
      path: ({ event }) => {
        assertEvent(event, 'route.changed');
        return event.path;
      },
    }),
    // Closed now: the modal stays away even if the browser refuses to store the flag.
    markDismissed: assign({ dismissedAt: ({ context }) => unixSeconds(context.now) }),
    noteWelcomeMember: assign({ welcome: null, welcomeFor: ({ context }) => context.user?.id ?? null }),
    forgetWelcome: assign({ welcome: null, welcomeFor: null }),
    storeWelcome: assign({ welcome: (_, code: DiscountCode | null) => (code === null ? null : welcomeDiscountOf(code)) }),
    // Spec §8: a failed welcome load is ignored; only an unexpected error (a bug) is rethrown.
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
}).createMachine({
  id: 'timeBonus',
  context: ({ input }) => ({
    user: input.user ?? null,
    now: input.now ?? 0,
    path: input.path,
    dismissedAt: input.dismissedAt,
    welcome: null,
    welcomeFor: null,
  }),
  on: {
    'session.changed': { actions: 'storeSession' },
    'route.changed': { actions: 'storePath' },
    'clock.tick': { actions: 'storeNow' },
  },
  type: 'parallel',
  states: {
    bonus: {
      initial: 'inactive',
      states: {
        inactive: {
          always: { guard: 'hasBonus', target: 'counting' },
        },
        counting: {
          invoke: { id: 'ticker', src: 'ticker' },
          // Zero, logout, payment or age >= 4 h.
          always: { guard: not('hasBonus'), target: 'inactive' },
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'wantsModal', target: 'waiting' },
            },
            waiting: {
              invoke: { id: 'timer', src: 'timer', input: { ms: timeBonusModalDelayMs } },
              // Leaving the members area (or buying credits) cancels the timer.
              always: { guard: not('wantsModal'), target: 'idle' },
              on: { 'timer.elapsed': 'open' },
            },
            open: {
              on: { 'timeBonus.dismiss': { target: 'saving', actions: 'markDismissed' } },
              // Going elsewhere (the offer's link to /credits, the back button) closes it like the close button.
              always: { guard: 'leftMembersArea', target: 'saving', actions: 'markDismissed' },
            },
            saving: {
              invoke: {
                id: 'saveDismissal',
                src: 'saveDismissal',
                input: ({ context }) => ({ at: unixSeconds(context.now) }),
                onDone: 'idle',
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    welcome: {
      initial: 'none',
      states: {
        none: {
          entry: 'forgetWelcome',
          always: { guard: 'isUnpaidMember', target: 'member' },
        },
        // Loaded once per login; a paid member or a logout forgets it.
        member: {
          entry: 'noteWelcomeMember',
          always: [
            { guard: not('isUnpaidMember'), target: 'none' },
            { guard: 'isOtherMember', target: 'member', reenter: true },
          ],
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadWelcomeDiscount',
                src: 'loadWelcomeDiscount',
                onDone: { target: 'loaded', actions: { type: 'storeWelcome', params: ({ event }) => event.output } },
                onError: { target: 'unavailable', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
              },
            },
            loaded: {},
            unavailable: {},
          },
        },
      },
    },
  },
});
