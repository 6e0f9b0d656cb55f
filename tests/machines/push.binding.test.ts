import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { enablePush, startPush } from '../../app/push-binding';
import { createAlertsImplementations } from '../../machines/alerts/implementations';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { selectBarAlerts } from '../../machines/alerts/selectors';
import { appMachine } from '../../machines/app/app.machine';
import type { MemberData, TotalsChanged } from '../../machines/app/types';
import { pushFeature } from '../../machines/push/feature';
import type { pushMachine } from '../../machines/push/push.machine';
import { selectPushBusy, selectPushFailed, selectPushState } from '../../machines/push/selectors';
import type { PushPort } from '../../machines/shared/platform';
import { aSettings, aUser, someLikes } from '../support/fixtures';
import { fakeCall, testPlatform } from '../support/platform';
import { noFlags } from './alerts.fixtures';
import { flush } from './support/actors';
import { createVirtualTime } from './support/virtual-time';

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys: { p256dh: 'BPk', auth: 'au' }, expirationTime: null };

/** A browser's push in memory: the permission, the subscription, and what the member answers to the prompt. */
const fakeBrowser = (start: { permission?: string; subscribed?: boolean; answer?: string; subscribes?: unknown } = {}) => {
  const state = { permission: start.permission ?? 'default', subscription: start.subscribed === true ? (subscription as unknown) : null };
  const changed$ = new Subject<void>();
  const port: PushPort = {
    read: async () => ({ supported: true, permission: state.permission, subscription: state.subscription }),
    requestPermission: async () => {
      state.permission = start.answer ?? 'granted';
      return state.permission;
    },
    subscribe: async () => {
      state.subscription = start.subscribes ?? subscription;
      changed$.next();
      return state.subscription;
    },
    unsubscribe: async () => {
      state.subscription = null;
      changed$.next();
    },
    changed$,
  };
  return { state, port };
};

/** The push machine on a fake browser, with the server's subscription call recorded. */
const pushOn = (browser: ReturnType<typeof fakeBrowser>, saved: unknown[] = []) =>
  pushFeature.provide(
    testPlatform({
      push: browser.port,
      call: fakeCall({
        savePushSubscription: async ({ body }) => {
          saved.push(body?.subscription);
          return { ok: true };
        },
      }),
    }),
  );

/** Until the machine has read the browser and nothing is under way. */
const settled = (actor: ActorRefFrom<typeof pushMachine>) =>
  waitFor(actor, (s) => !selectPushBusy(s) && selectPushState(s) !== 'unknown' && !s.matches('syncing'));

describe('push machine on the browser and the server', () => {
  it('tells the server again about a subscription the browser already has (this session now owns it)', async () => {
    const saved: unknown[] = [];
    const actor = createActor(pushOn(fakeBrowser({ permission: 'granted', subscribed: true }), saved), { input: { publicKey: 'BKey' } }).start();
    await settled(actor);
    expect(selectPushState(actor.getSnapshot())).toBe('subscribed');
    expect(saved).toEqual([subscription]);
  });

  it("tells the server 'denied' when the member refuses in the browser's prompt", async () => {
    const saved: unknown[] = [];
    const actor = createActor(pushOn(fakeBrowser({ answer: 'denied' }), saved), { input: { publicKey: 'BKey' } }).start();
    await settled(actor);
    await enablePush(actor);
    expect(selectPushState(actor.getSnapshot())).toBe('denied');
    expect(saved).toEqual(['denied']);
  });

  it('treats a subscription the browser answers in a shape it does not know as a failure, and saves nothing', async () => {
    const saved: unknown[] = [];
    const actor = createActor(pushOn(fakeBrowser({ subscribes: { endpoint: 42 } }), saved), { input: { publicKey: 'BKey' } }).start();
    await settled(actor);
    await enablePush(actor);
    expect(selectPushState(actor.getSnapshot())).toBe('not_subscribed');
    expect(selectPushFailed(actor.getSnapshot())).toBe(true);
    expect(saved).toEqual([]);
  });

  it('switches off: the server forgets this browser first, then the browser ends its subscription', async () => {
    const saved: unknown[] = [];
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const actor = createActor(pushOn(browser, saved), { input: { publicKey: 'BKey' } }).start();
    await settled(actor);
    actor.send({ type: 'push.disable' });
    await settled(actor);
    expect(saved).toEqual([subscription, false]);
    expect(browser.state.subscription).toBeNull();
    expect(selectPushState(actor.getSnapshot())).toBe('not_subscribed');
  });

  it('keeps every push machine of the page in step: one switches on, the others read it again', async () => {
    const browser = fakeBrowser();
    const settings = createActor(pushOn(browser), { input: { publicKey: 'BKey' } }).start();
    const shell = createActor(pushOn(browser), { input: { publicKey: 'BKey' } }).start();
    await settled(settings);
    await settled(shell);
    await enablePush(settings);
    await waitFor(shell, (s) => selectPushState(s) === 'subscribed');
    expect(selectPushState(settings.getSnapshot())).toBe('subscribed');
  });
});

const memberData: MemberData = { user: aUser(), chats: [], likes: someLikes(0) };

describe('the shell binding: push alert and refresh cadence', () => {
  it('offers push in the alert, subscribes from its button, then refreshes every 300 s instead of 60 s', async () => {
    const time = createVirtualTime();
    const loads: number[] = [];
    const app = createActor(
      appMachine.provide({
        actors: {
          loadUser: fromPromise(async () => aUser()),
          login: fromPromise(async () => aUser()),
          logout: fromPromise<void, void>(async () => undefined),
          loadMemberData: fromPromise(async () => {
            loads.push(time.now());
            return memberData;
          }),
          loadChatsAndLikes: fromPromise(async () => ({ chats: memberData.chats, likes: memberData.likes })),
          timer: time.timerActor,
          totalsSink: fromCallback<TotalsChanged, void>(() => undefined),
        },
      }),
      { input: { settings: aSettings(), pushSubscribed: false } },
    ).start();
    const saved: unknown[] = [];
    const machine = pushOn(fakeBrowser(), saved);
    let push: ReturnType<typeof startPush> | null = null;
    const alerts = createActor(
      alertsMachine.provide(
        createAlertsImplementations({ clock: testPlatform().clock, writeFlag: () => true, requestPush: () => (push === null ? Promise.resolve() : enablePush(push)) }),
      ),
      { input: { flags: noFlags, smartphone: false } },
    ).start();
    alerts.send({ type: 'session.changed', user: aUser() });
    push = startPush(machine, 'BKey', { alerts, app });
    await waitFor(alerts, (s) => selectBarAlerts(s).includes('push'));
    await time.advance(5_000 + 60_000);
    expect(loads).toEqual([5_000, 65_000]);

    alerts.send({ type: 'alerts.enablePush' });
    await waitFor(alerts, (s) => !selectBarAlerts(s).includes('push'));
    expect(saved).toEqual([subscription]);
    expect(app.getSnapshot().context.pushSubscribed).toBe(true);
    await flush();
    await time.advance(300_000);
    expect(loads).toEqual([5_000, 65_000, 365_000]);
  });
});
