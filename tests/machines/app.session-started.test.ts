import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { User } from '../../io/entities/user';
import { appMachine } from '../../machines/app/app.machine';
import { selectChats, selectLoginError, selectSessionNotice, selectSessionPhase, selectUser } from '../../machines/app/selectors';
import type { Credentials, MemberData, TotalsChanged } from '../../machines/app/types';
import { aChat, aSettings, aUser, someLikes } from '../support/fixtures';
import { flush } from './support/actors';

const visitorAnswer = { kind: 'http', status: 403, body: { error: 'authentication_required' } };
const deletedAnswer = { kind: 'http', status: 403, body: { error: 'account_deleted' } };

/** The app with its calls answered at once; `login` answers each login. */
const startApp = (options: { loadUser: () => Promise<User>; login?: (credentials: Credentials) => Promise<User> }) => {
  const logins: Credentials[] = [];
  let member: User | null = null;
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadUser: fromPromise(options.loadUser),
        login: fromPromise<User, Credentials>(async ({ input }) => {
          logins.push(input);
          return (options.login ?? (async () => aUser()))(input);
        }),
        logout: fromPromise<void, void>(async () => undefined),
        loadMemberData: fromPromise<MemberData, void>(() => new Promise(() => undefined)),
        // Answers for the member the app holds once the load has begun (its conversation id is the member's id).
        loadChatsAndLikes: fromPromise<Omit<MemberData, 'user'>, void>(async () => {
          await Promise.resolve();
          return { chats: [aChat(member?.id ?? 0, 1)], likes: someLikes(0) };
        }),
        timer: fromCallback(() => undefined),
        totalsSink: fromCallback<TotalsChanged, void>(() => undefined),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed: false } },
  );
  actor.subscribe((snapshot) => {
    member = snapshot.context.user;
  });
  actor.start();
  return { actor, logins };
};

describe('a session the server opened (password reset, reactivation link)', () => {
  it('logs a visitor in, loads their lists and greets them until they dismiss the notice', async () => {
    const { actor } = startApp({ loadUser: () => Promise.reject(visitorAnswer) });
    await flush();
    expect(selectSessionPhase(actor.getSnapshot())).toBe('out');
    actor.send({ type: 'session.started', user: aUser({ id: 7 }), notice: 'passwordReset' });
    await flush();
    expect(selectSessionPhase(actor.getSnapshot())).toBe('in');
    expect(selectUser(actor.getSnapshot())?.id).toBe(7);
    expect(selectChats(actor.getSnapshot()).map((chat) => chat.conversation.id)).toEqual([7]);
    expect(selectSessionNotice(actor.getSnapshot())).toBe('passwordReset');
    actor.send({ type: 'notice.dismiss' });
    expect(selectSessionNotice(actor.getSnapshot())).toBeNull();
  });

  it("replaces another member's session: their chats go, the new member's load", async () => {
    const { actor } = startApp({ loadUser: async () => aUser({ id: 3 }) });
    await flush();
    expect(selectChats(actor.getSnapshot()).map((chat) => chat.conversation.id)).toEqual([3]);
    actor.send({ type: 'session.started', user: aUser({ id: 9 }), notice: 'reactivated' });
    expect(selectChats(actor.getSnapshot())).toEqual([]);
    await flush();
    expect(selectUser(actor.getSnapshot())?.id).toBe(9);
    expect(selectChats(actor.getSnapshot()).map((chat) => chat.conversation.id)).toEqual([9]);
    actor.send({ type: 'session.logout' });
    await flush();
    expect(selectSessionNotice(actor.getSnapshot())).toBeNull();
  });
});

describe('logging in to an account deleted but not final (spec §8)', () => {
  it('keeps the member out with the account_deleted notice, then reactivates with the same login and greets them back', async () => {
    const { actor, logins } = startApp({
      loadUser: () => Promise.reject(visitorAnswer),
      login: async (credentials) => (credentials.reactivate ? aUser() : Promise.reject(deletedAnswer)),
    });
    await flush();
    actor.send({ type: 'session.login', email: 'demo@rendezvous.test', password: 'secret' });
    await flush();
    expect(selectSessionPhase(actor.getSnapshot())).toBe('out');
    expect(selectLoginError(actor.getSnapshot())).toEqual({ code: 'account_deleted' });
    actor.send({ type: 'session.login', email: 'demo@rendezvous.test', password: 'secret', reactivate: true });
    await flush();
    expect(logins).toEqual([
      { email: 'demo@rendezvous.test', password: 'secret', reactivate: false },
      { email: 'demo@rendezvous.test', password: 'secret', reactivate: true },
    ]);
    expect(selectSessionPhase(actor.getSnapshot())).toBe('in');
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
    expect(selectSessionNotice(actor.getSnapshot())).toBe('reactivated');
  });

  it('greets nobody after an ordinary login, nor after a reactivation that failed', async () => {
    const plain = startApp({ loadUser: () => Promise.reject(visitorAnswer) });
    await flush();
    plain.actor.send({ type: 'session.login', email: 'demo@rendezvous.test', password: 'secret' });
    await flush();
    expect(selectSessionPhase(plain.actor.getSnapshot())).toBe('in');
    expect(selectSessionNotice(plain.actor.getSnapshot())).toBeNull();
    const refused = startApp({ loadUser: () => Promise.reject(visitorAnswer), login: () => Promise.reject(deletedAnswer) });
    await flush();
    refused.actor.send({ type: 'session.login', email: 'demo@rendezvous.test', password: 'secret', reactivate: true });
    await flush();
    expect(refused.actor.getSnapshot().context.notice).toBeNull();
  });
});
