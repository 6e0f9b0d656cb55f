import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { notificationTypes, type NotificationSettings, type NotificationType } from '../../../io/entities/account';
import { notificationsMachine, type EmailChanges } from '../../../machines/notifications/notifications.machine';
import {
  selectEmailChoices, selectEmailStoppedReasons, selectNotificationsFailure, selectNotificationsSaving,
} from '../../../machines/notifications/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { notificationSettings } from './fixtures';

const stopped = notificationSettings({}, ['bounce']);

/** A request the test lets through or refuses when it chooses, so it can flip switches while one is on its way. */
const deferred = () => {
  const waiting: Array<{ input: EmailChanges; resolve: () => void; reject: () => void }> = [];
  return { waiting, logic: (answer: (input: EmailChanges) => NotificationSettings) =>
    fromPromise<NotificationSettings, EmailChanges>(({ input }) =>
      new Promise((resolve, reject) => {
        waiting.push({ input, resolve: () => resolve(answer(input)), reject: () => reject({ kind: 'network' }) });
      }),
    ) };
};

describe('notifications machine', () => {
  it('reaches every declared transition; one request at a time', () => {
    const exploration = exploreEveryTransition(
      notificationsMachine.provide({ actors: { loadNotifications: pending(), saveNotifications: pending(), resumeEmail: pending() } }),
      {
        events: [
          done('loadNotifications', stopped),
          failed('loadNotifications', { kind: 'network' }),
          { type: 'notifications.retry' },
          { type: 'notifications.switch', notification: 'like', on: false },
          { type: 'notifications.switch', notification: 'news', on: false },
          done('saveNotifications', notificationSettings({ like: false }, ['bounce'])),
          failed('saveNotifications', { kind: 'network' }),
          { type: 'notifications.resume' },
          done('resumeEmail', notificationSettings()),
          failed('resumeEmail', { kind: 'network' }),
        ],
        check: (snapshot: SnapshotFrom<typeof notificationsMachine>) => {
          expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
        },
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('shows a switch at once, sends switches flipped meanwhile in the next request, and rolls every unconfirmed one back on failure', async () => {
    const server = deferred();
    const held = { ...notificationSettings() };
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => held),
          saveNotifications: server.logic((input) => notificationSettings({ ...held.email, ...input })),
          resumeEmail: pending(),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'notifications.switch', notification: 'promotions', on: false });
    expect(selectEmailChoices(actor.getSnapshot())?.promotions).toBe(false);
    expect(selectNotificationsSaving(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'notifications.switch', notification: 'news', on: false });
    actor.send({ type: 'notifications.switch', notification: 'weekly_updates', on: false });
    expect(server.waiting.map((request) => request.input)).toEqual([{ promotions: false }]);
    server.waiting[0]?.resolve();
    await flush();
    expect(server.waiting.map((request) => request.input)).toEqual([{ promotions: false }, { news: false, weekly_updates: false }]);
    server.waiting[1]?.reject();
    await flush();
    const shown = selectEmailChoices(actor.getSnapshot());
    expect([shown?.promotions, shown?.news, shown?.weekly_updates]).toEqual([false, true, true]);
    expect(selectNotificationsFailure(actor.getSnapshot())).toBe('change');
    expect(selectNotificationsSaving(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'notifications.switch', notification: 'news', on: false });
    expect(selectNotificationsFailure(actor.getSnapshot())).toBeNull();
  });

  it('turns stopped e-mail back on with resume, and only while it is stopped', async () => {
    const resumed: string[] = [];
    const actor = createActor(
      notificationsMachine.provide({
        actors: {
          loadNotifications: fromPromise(async () => stopped),
          saveNotifications: pending(),
          resumeEmail: fromPromise(async () => {
            resumed.push('resume');
            return notificationSettings();
          }),
        },
      }),
    ).start();
    await flush();
    expect(selectEmailStoppedReasons(actor.getSnapshot())).toEqual(['bounce']);
    actor.send({ type: 'notifications.resume' });
    await flush();
    expect(selectEmailStoppedReasons(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'notifications.resume' });
    await flush();
    expect(resumed).toEqual(['resume']);
  });

  it('ends showing exactly what the server holds, whatever the member flips and whichever saves fail', async () => {
    const flip = fc.record({ type: fc.constantFrom<NotificationType>(...notificationTypes), on: fc.boolean() });
    // Each step: flip some switches, then the oldest request on its way is answered (ok or failed).
    const step = fc.record({ flips: fc.array(flip, { maxLength: 3 }), succeeds: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        let held = notificationSettings();
        const server = deferred();
        const actor = createActor(
          notificationsMachine.provide({
            actors: {
              loadNotifications: fromPromise(async () => held),
              saveNotifications: server.logic((input) => {
                held = { ...held, email: { ...held.email, ...input } };
                return held;
              }),
              resumeEmail: pending(),
            },
          }),
        ).start();
        await flush();
        const answer = async (succeeds: boolean) => {
          const request = server.waiting.shift();
          if (request === undefined) return;
          if (succeeds) request.resolve();
          else request.reject();
          await flush();
        };
        for (const { flips, succeeds } of steps) {
          for (const { type, on } of flips) actor.send({ type: 'notifications.switch', notification: type, on });
          await answer(succeeds);
        }
        while (server.waiting.length > 0) await answer(true);
        expect(selectNotificationsSaving(actor.getSnapshot())).toBe(false);
        expect(selectEmailChoices(actor.getSnapshot())).toEqual(held.email);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});
