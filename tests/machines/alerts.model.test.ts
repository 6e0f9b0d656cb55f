import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { User } from '../../io/entities/user';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { selectActivationModal, selectBarAlerts, selectCanEnablePush } from '../../machines/alerts/selectors';
import { hiddenOn } from '../../machines/alerts/visible-alerts';
import { routeTable } from '../../machines/shell/route-table';
import { aUser } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';
import { complete, noFlags, unconfirmed, withoutPhoto } from './alerts.fixtures';

const bounced = aUser({ ...complete, notifications_disabled: ['bounce'] });

const start = (options: { user: User | null; path?: string; search?: string; smartphone?: boolean; flags?: Partial<Record<LocalFlag, number>> }) => {
  const saved: LocalFlag[] = [];
  let pushRequests = 0;
  const actor = createActor(
    alertsMachine.provide({
      actors: {
        saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => {
          saved.push(input.flag);
          return true;
        }),
        requestPush: fromPromise<void, void>(async () => {
          pushRequests += 1;
        }),
      },
    }),
    { input: { flags: { ...noFlags, ...options.flags }, smartphone: options.smartphone ?? false } },
  ).start();
  actor.send({ type: 'session.changed', user: options.user });
  actor.send({ type: 'route.changed', path: options.path ?? '/members', search: options.search ?? '' });
  return { actor, saved, pushRequests: () => pushRequests, bar: () => selectBarAlerts(actor.getSnapshot()) };
};

describe('alerts machine', () => {
  it('reaches every declared transition; the add-photo warning never shows beside the activation reminder', () => {
    const exploration = exploreEveryTransition(alertsMachine.provide({ actors: { saveDismissal: pending(), requestPush: pending() } }), {
      input: { flags: noFlags, smartphone: true },
      events: [
        { type: 'session.changed', user: unconfirmed },
        { type: 'session.changed', user: bounced },
        { type: 'session.changed', user: null },
        { type: 'route.changed', path: '/members', search: '?api_signup_complete=1' },
        { type: 'route.changed', path: '/chats', search: '' },
        { type: 'push.stateChanged', state: 'not_subscribed' },
        { type: 'push.stateChanged', state: 'subscribed' },
        { type: 'alerts.dismiss', alert: 'addPhoto' },
        { type: 'alerts.dismiss', alert: 'push' },
        { type: 'alerts.closeActivationModal' },
        { type: 'alerts.enablePush' },
        done('requestPush', undefined),
        failed('requestPush', new Error('permission prompt dismissed')),
      ],
      check: (snapshot: SnapshotFrom<typeof alertsMachine>) => {
        const bar = selectBarAlerts(snapshot);
        const activation = bar.includes('activation') || selectActivationModal(snapshot);
        if (activation) expect(bar).not.toContain('addPhoto');
        if (snapshot.context.user === null) expect([bar, activation]).toEqual([[], false]);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('shows the activation reminder as a modal on a smartphone right after an API signup, as an alert otherwise', () => {
    const phone = start({ user: unconfirmed, search: '?api_signup_complete=1', smartphone: true });
    expect(selectActivationModal(phone.actor.getSnapshot())).toBe(true);
    expect(phone.bar()).toEqual([]);
    phone.actor.send({ type: 'alerts.closeActivationModal' });
    expect(selectActivationModal(phone.actor.getSnapshot())).toBe(false);
    expect(phone.bar()).toEqual(['activation']);

    const desktop = start({ user: unconfirmed, search: '?api_signup_complete=1', smartphone: false });
    expect(selectActivationModal(desktop.actor.getSnapshot())).toBe(false);
    expect(desktop.bar()).toEqual(['activation']);
  });

  it('keeps the activation reminder off the signup, settings and notifications screens', () => {
    const { actor, bar } = start({ user: unconfirmed, path: '/settings' });
    expect(bar()).toEqual([]);
    actor.send({ type: 'route.changed', path: '/chats', search: '' });
    expect(bar()).toEqual(['activation']);
  });

  it('hides a dismissed alert at once and stores the dismissal under its flag', async () => {
    const { actor, saved, bar } = start({ user: withoutPhoto });
    expect(bar()).toEqual(['addPhoto']);
    actor.send({ type: 'alerts.dismiss', alert: 'addPhoto' });
    expect(bar()).toEqual([]);
    await flush();
    expect(saved).toEqual(['hide-enrich-alert']);
    // A second dismissal of an alert no longer shown stores nothing.
    actor.send({ type: 'alerts.dismiss', alert: 'addPhoto' });
    await flush();
    expect(saved).toEqual(['hide-enrich-alert']);
  });

  it('starts with alerts dismissed on an earlier visit hidden', () => {
    const { bar } = start({ user: bounced, flags: { 'hide-disabled-notifications-alert': 1_700_000_000 } });
    expect(bar()).toEqual([]);
    expect(start({ user: bounced }).bar()).toEqual(['notificationsDisabled']);
  });

  it('offers push while it can be offered and asks for it once per click, not while a request runs', async () => {
    const { actor, bar, pushRequests } = start({ user: complete });
    expect(bar()).toEqual([]);
    actor.send({ type: 'push.stateChanged', state: 'not_subscribed' });
    expect(bar()).toEqual(['push']);
    actor.send({ type: 'alerts.enablePush' });
    expect(selectCanEnablePush(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'alerts.enablePush' });
    await flush();
    expect(pushRequests()).toBe(1);
    actor.send({ type: 'push.stateChanged', state: 'subscribed' });
    expect(bar()).toEqual([]);
    expect(selectCanEnablePush(actor.getSnapshot())).toBe(false);
  });

  it('stacks the add-photo, push and disabled-notifications alerts in that order', () => {
    const { actor, bar } = start({ user: aUser({ notifications_disabled: ['fbl'] }) });
    actor.send({ type: 'push.stateChanged', state: 'not_subscribed' });
    expect(bar()).toEqual(['addPhoto', 'push', 'notificationsDisabled']);
    actor.send({ type: 'route.changed', path: '/premium', search: '' });
    expect(bar()).toEqual(['notificationsDisabled']);
    actor.send({ type: 'route.changed', path: '/notifications', search: '' });
    expect(bar()).toEqual([]);
  });

  it('fails loudly when the app forgot to bind its actors', async () => {
    const push = createActor(alertsMachine.provide({ actors: { saveDismissal: pending() } }), { input: { flags: noFlags, smartphone: false } });
    push.subscribe({ error: () => undefined });
    push.start();
    push.send({ type: 'session.changed', user: complete });
    push.send({ type: 'push.stateChanged', state: 'not_subscribed' });
    push.send({ type: 'alerts.enablePush' });
    await flush();
    expect(push.getSnapshot().status).toBe('error');

    const dismissal = createActor(alertsMachine, { input: { flags: noFlags, smartphone: false } });
    dismissal.subscribe({ error: () => undefined });
    dismissal.start();
    dismissal.send({ type: 'session.changed', user: withoutPhoto });
    dismissal.send({ type: 'alerts.dismiss', alert: 'addPhoto' });
    await flush();
    expect(dismissal.getSnapshot().status).toBe('error');
  });

  it('names only routes that exist in the route table', () => {
    const ids = new Set<string>(routeTable.map((entry) => entry.id));
    const named = Object.values(hiddenOn).flatMap((routes) => [...routes]);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });
});
