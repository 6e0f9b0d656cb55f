import { assertEvent, assign, setup } from 'xstate';
import type { NotificationSettings, NotificationType } from '../../io/entities/account';
import { actorError, httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

/** Which e-mails the member wants, one switch per type (spec §3). */
export type EmailChoices = NotificationSettings['email'];
/** Switches changed and not yet confirmed by the server. */
export type EmailChanges = Partial<EmailChoices>;

export interface NotificationsContext {
  /** The settings as the server last answered them. */
  readonly confirmed: NotificationSettings | null;
  /** What the switches show: the confirmed choices with the member's changes on top (optimistic). */
  readonly shown: EmailChoices | null;
  /** The changes on their way to the server. */
  readonly sending: EmailChanges;
  /** Changes made while a save was on its way: sent when it answers. */
  readonly unsent: EmailChanges;
  /** What the last failure put back: the switches, or e-mail that stayed off. */
  readonly failure: 'change' | 'resume' | null;
}

export type NotificationsEvent =
  | { type: 'notifications.switch'; notification: NotificationType; on: boolean }
  | { type: 'notifications.resume' }
  | { type: 'notifications.retry' };

const noChanges: EmailChanges = {};

/**
 * The e-mail notification settings of /settings and /notifications (spec §2, §3, §4). A switch shows its new
 * position at once and is saved in the background, one request at a time (switches flipped meanwhile go in
 * the next one); a failed save puts every unconfirmed switch back and says so. E-mail stopped by a bounce,
 * a spam complaint or an unsubscribe comes back on with `resume`.
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    loadNotifications: promiseNotProvided<NotificationSettings>('loadNotifications'),
    saveNotifications: promiseNotProvided<NotificationSettings, EmailChanges>('saveNotifications'),
    resumeEmail: promiseNotProvided<NotificationSettings>('resumeEmail'),
  },
  actions: {
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    load: assign((_, settings: NotificationSettings) => ({ confirmed: settings, shown: settings.email })),
    record: assign(({ context, event }) => {
      assertEvent(event, 'notifications.switch');
      const change = { [event.notification]: event.on };
      return { unsent: { ...context.unsent, ...change }, shown: context.shown === null ? null : { ...context.shown, ...change }, failure: null };
    }),
    dispatch: assign(({ context }) => ({ sending: context.unsent, unsent: noChanges })),
    // The server's answer, with the switches flipped since the request left still on top.
    confirm: assign(({ context }, settings: NotificationSettings) => ({
      confirmed: settings,
      shown: { ...settings.email, ...context.unsent },
      sending: noChanges,
    })),
    rollBack: assign(({ context }) => ({ shown: context.confirmed?.email ?? null, sending: noChanges, unsent: noChanges, failure: 'change' as const })),
    clearFailure: assign({ failure: null }),
    failResume: assign({ failure: 'resume' as const }),
  },
  guards: {
    hasUnsent: ({ context }) => Object.keys(context.unsent).length > 0,
    emailStopped: ({ context }) => (context.confirmed?.disabled.length ?? 0) > 0,
  },
}).createMachine({
  id: 'notifications',
  context: { confirmed: null, shown: null, sending: noChanges, unsent: noChanges, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        onDone: { target: 'ready', actions: { type: 'load', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: actorError } },
      },
    },
    loadFailed: { on: { 'notifications.retry': 'loading' } },
    ready: {
      // A switch is recorded whatever is on its way; only an idle form sends it at once.
      on: { 'notifications.switch': { actions: 'record' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notifications.switch': { target: 'saving', actions: 'record' },
            'notifications.resume': { guard: 'emailStopped', target: 'resuming', actions: 'clearFailure' },
          },
        },
        saving: {
          tags: ['saving'],
          entry: 'dispatch',
          invoke: {
            id: 'saveNotifications',
            src: 'saveNotifications',
            input: ({ context }) => context.sending,
            onDone: { target: 'next', actions: { type: 'confirm', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: ['rollBack', { type: 'checkFailure', params: actorError }] },
          },
        },
        resuming: {
          tags: ['saving', 'resuming'],
          invoke: {
            id: 'resumeEmail',
            src: 'resumeEmail',
            onDone: { target: 'next', actions: { type: 'confirm', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: ['failResume', { type: 'checkFailure', params: actorError }] },
          },
        },
        next: {
          always: [{ guard: 'hasUnsent', target: 'saving' }, { target: 'idle' }],
        },
      },
    },
  },
});
