import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { User } from '../../io/entities/user';
import { appMachine } from '../../machines/app/app.machine';
import { selectListsLoading } from '../../machines/app/selectors';
import type { MemberData, TotalsChanged } from '../../machines/app/types';
import { aChat, aSettings, aUser, someLikes } from '../support/fixtures';
import { createVirtualTime } from './support/virtual-time';

const memberData: MemberData = { user: aUser(), chats: [aChat(1, 2)], likes: someLikes(1, 2) };
const visitorAnswer = { kind: 'http', status: 403, body: { error: 'authentication_required' } };

/**
 * The app machine in virtual time. `listsAnswers` are the answers of successive chats-and-likes loads
 * (true: the data, false: a network failure); later loads succeed.
 */
const startApp = (options: { loadUser: () => Promise<User>; listsAnswers?: boolean[] }) => {
  const time = createVirtualTime();
  const listLoads: number[] = [];
  const refreshes: number[] = [];
  const answers = [...(options.listsAnswers ?? [])];
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadUser: fromPromise(options.loadUser),
        login: fromPromise(async () => aUser()),
        logout: fromPromise<void, void>(async () => undefined),
        loadMemberData: fromPromise(async () => {
          refreshes.push(time.now());
          return memberData;
        }),
        loadChatsAndLikes: fromPromise(async () => {
          listLoads.push(time.now());
          if (answers.shift() === false) throw { kind: 'network' };
          return { chats: memberData.chats, likes: memberData.likes };
        }),
        timer: time.timerActor,
        totalsSink: fromCallback<TotalsChanged, void>(() => undefined),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed: false } },
  ).start();
  const listsLoading = () => selectListsLoading(actor.getSnapshot());
  return { actor, advance: time.advance, listLoads, refreshes, listsLoading };
};

describe('chats and likes load at once, not after the first refresh cycle', () => {
  it('on a visit with a session: right after the member loads, then the 5 s and 60 s cycles', async () => {
    const app = startApp({ loadUser: async () => aUser() });
    expect(app.listsLoading()).toBe(true);
    await app.advance(0);
    expect(app.listLoads).toEqual([0]);
    expect(app.listsLoading()).toBe(false);
    expect(app.actor.getSnapshot().context.likes).toEqual(memberData.likes);
    await app.advance(65_000);
    expect(app.refreshes).toEqual([5_000, 65_000]);
  });

  it('right after login', async () => {
    const app = startApp({ loadUser: () => Promise.reject(visitorAnswer) });
    await app.advance(30_000);
    expect(app.actor.getSnapshot().value).toBe('loggedOut');
    app.actor.send({ type: 'session.login', email: 'demo@rendezvous.test', password: 'rendezvous-demo' });
    await app.advance(0);
    expect(app.listLoads).toEqual([30_000]);
    expect(app.listsLoading()).toBe(false);
    await app.advance(5_000);
    expect(app.refreshes).toEqual([35_000]);
  });

  it('keeps the lists loading after a failed first load and tries again after 5 s', async () => {
    const app = startApp({ loadUser: async () => aUser(), listsAnswers: [false, false] });
    await app.advance(0);
    expect(app.listsLoading()).toBe(true);
    await app.advance(10_000);
    expect(app.listLoads).toEqual([0, 5_000, 10_000]);
    expect(app.listsLoading()).toBe(false);
    await app.advance(5_000);
    expect(app.refreshes).toEqual([15_000]);
  });

  it('restarts the first load when a push message arrives meanwhile, and stays loading until it answers', async () => {
    const app = startApp({ loadUser: async () => aUser(), listsAnswers: [false] });
    await app.advance(0);
    app.actor.send({ type: 'push.message' });
    expect(app.listsLoading()).toBe(true);
    await app.advance(0);
    expect(app.listLoads).toEqual([0, 0]);
    expect(app.listsLoading()).toBe(false);
  });

  it('says nothing is loading for a visitor', async () => {
    const app = startApp({ loadUser: () => Promise.reject(visitorAnswer) });
    await app.advance(0);
    expect(app.listsLoading()).toBe(false);
  });
});
