import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { pushMachine } from '../../machines/push/push.machine';
import { selectCanDisablePush, selectCanEnablePush, selectPushBusy, selectPushState } from '../../machines/push/selectors';
import { done, failed, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys: { p256dh: 'p', auth: 'a' } };

const machine = pushMachine.provide({
  actors: {
    readPush: pending(),
    askPermission: pending(),
    subscribe: pending(),
    unsubscribe: pending(),
    saveSubscription: pending(),
    watchPush: inert(),
  },
});

const events = [
  { type: 'push.enable' },
  { type: 'push.disable' },
  { type: 'push.changed' },
  done('readPush', { kind: 'unsupported' }),
  done('readPush', { kind: 'denied' }),
  done('readPush', { kind: 'none' }),
  done('readPush', { kind: 'subscribed', subscription }),
  failed('readPush', new Error('no service worker')),
  done('askPermission', 'granted'),
  done('askPermission', 'denied'),
  done('askPermission', 'default'),
  failed('askPermission', new Error('prompt failed')),
  done('subscribe', subscription),
  failed('subscribe', new Error('push service unreachable')),
  done('saveSubscription', { ok: true }),
  failed('saveSubscription', { kind: 'network' }),
  done('unsubscribe', undefined),
  failed('unsubscribe', new Error('gone')),
];

type PushSnapshot = SnapshotFrom<typeof machine>;

describe('push machine, model-based', () => {
  it('reaches every transition; each state says exactly one push state, and nothing can be switched while busy', () => {
    const exploration = exploreEveryTransition(machine, {
      input: { publicKey: 'BPublicKey' },
      events,
      check: (snapshot: PushSnapshot) => {
        const stateTags = ['unknown', 'unsupported', 'denied', 'subscribed', 'not_subscribed'].filter((tag) => snapshot.hasTag(tag));
        expect(stateTags).toHaveLength(1);
        expect(selectPushState(snapshot)).toBe(stateTags[0]);
        if (selectPushBusy(snapshot)) expect(selectCanEnablePush(snapshot) || selectCanDisablePush(snapshot)).toBe(false);
        // A subscription is told to the server only once the browser made or had one.
        if (snapshot.matches('saving') || snapshot.matches('syncing')) expect(snapshot.context.subscription).toEqual(subscription);
        expect(selectCanEnablePush(snapshot)).toBe(snapshot.matches('notSubscribed'));
        expect(selectCanDisablePush(snapshot)).toBe(snapshot.matches('subscribed'));
      },
    });
    // Only the way without a key is left: the next test takes it.
    expect(exploration.missed).toEqual(['push.starting always #1']);
    expect(exploration.errors).toEqual([]);
  });

  it('is unsupported at once when the server has no key to subscribe with', () => {
    const exploration = exploreEveryTransition(machine, {
      input: { publicKey: '' },
      events,
      check: (snapshot: PushSnapshot) => expect(selectPushState(snapshot)).toBe('unsupported'),
    });
    expect(exploration.missed).not.toContain('push.starting always #1');
    expect(exploration.errors).toEqual([]);
  });
});
