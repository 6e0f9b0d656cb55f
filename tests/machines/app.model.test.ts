import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { attentionCount } from '../../machines/app/totals';
import { aChat, aSettings, aUser, someLikes } from '../support/fixtures';
import { done, failed, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const loggedOutAnswer = { kind: 'http', status: 403, body: { error: 'authentication_required' } };
const wrongPassword = { kind: 'http', status: 401, body: { error: 'login_failed' } };
const network = { kind: 'network' };
const data = { user: aUser({ credits: 3 }), chats: [aChat(1, 2)], likes: someLikes(1) };

const machine = appMachine.provide({
  actors: {
    loadUser: pending(),
    login: pending(),
    logout: pending(),
    loadMemberData: pending(),
    loadChatsAndLikes: pending(),
    timer: inert(),
    totalsSink: inert(),
    acknowledgeDelivery: pending(),
  },
});

describe('app machine, model-based', () => {
  it('reaches every declared transition, and every snapshot keeps the session invariants', () => {
    // Started as a page without an inlined session (loads it), and as one served to a member and to a visitor.
    const inputs = [{}, { session: { user: aUser() } }, { session: { user: null } }].map((extra) => ({ settings: aSettings(), pushSubscribed: false, ...extra }));
    const explorations = inputs.map((input) => exploreEveryTransition(machine, {
      input,
      events: [
        done('loadUser', aUser()),
        failed('loadUser', loggedOutAnswer),
        failed('loadUser', network),
        { type: 'session.retry' },
        { type: 'session.login', email: 'demo@rendezvous.test', password: 'secret' },
        { type: 'session.login', email: ' ', password: 'secret' },
        done('login', aUser()),
        failed('login', wrongPassword),
        { type: 'session.started', user: aUser(), notice: 'passwordReset' },
        { type: 'notice.dismiss' },
        { type: 'session.logout' },
        done('logout', undefined),
        failed('logout', network),
        { type: 'session.expired' },
        { type: 'timer.elapsed' },
        done('loadMemberData', data),
        failed('loadMemberData', network),
        { type: 'push.message' },
        { type: 'live.changed', signal: { type: 'reopened' } },
        { type: 'live.changed', signal: { type: 'message', conversation_id: 1, message_id: 9, from_me: false } },
        { type: 'credits.changed', credits: 7 },
        { type: 'user.changed', user: { ...aUser(), credits: 25, paid_user: true } },
        { type: 'session.started', user: aUser() },
        { type: 'chats.removed', target: { conversation_id: 1 } },
        done('loadChatsAndLikes', { chats: data.chats, likes: data.likes }),
        failed('loadChatsAndLikes', network),
        { type: 'push.subscriptionChanged', subscribed: true },
        { type: 'push.subscriptionChanged', subscribed: false },
        { type: 'settings.changed', settings: { ...aSettings(), message_credits: 3 } },
      ],
      // A session the server opened is tried from where nobody is logged in, and a greeted member only
      // dismisses the notice: the same transitions, without doubling every logged-in snapshot
      // (app.session-started.test.ts walks the rest).
      bound: (snapshot, event) => {
        const { user, notice } = (snapshot as SnapshotFrom<typeof machine>).context;
        if (notice !== null) return event.type === 'notice.dismiss';
        return event.type !== 'session.started' || user === null;
      },
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        const { user, chats, likes, loginError, notice } = snapshot.context;
        if (snapshot.matches('loggedIn')) {
          expect(user).not.toBeNull();
          expect(loginError).toBeNull();
        }
        if (snapshot.matches('loggedOut') || snapshot.matches('loading')) {
          expect(user).toBeNull();
          expect(chats).toEqual([]);
          expect(likes).toBeNull();
          expect(notice).toBeNull();
        }
        expect(attentionCount(chats, likes)).toBeGreaterThanOrEqual(0);
      },
    }));
    const missedByAll = explorations.map((exploration) => exploration.missed).reduce((left, right) => left.filter((name) => right.includes(name)));
    expect(explorations[0]?.declared).toBeGreaterThan(15);
    expect(missedByAll).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
  });
});
