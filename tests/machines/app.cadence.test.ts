import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import type { MemberData } from '../../machines/app/types';
import type { TotalsChanged } from '../../machines/app/types';
import { aChat, aSettings, aUser, someLikes } from '../support/fixtures';
import { flush } from './support/actors';
import { createVirtualTime } from './support/virtual-time';

const memberData: MemberData = { user: aUser(), chats: [aChat(1, 2), aChat(2, 0)], likes: someLikes(1, 2) };

/** The app machine with recording fakes: loads answer at once, timers run in virtual time. */
const startApp = async (pushSubscribed: boolean) => {
  const time = createVirtualTime();
  const loadTimes: number[] = [];
  const totals: number[] = [];
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadUser: fromPromise(async () => aUser()),
        login: fromPromise(async () => aUser()),
        logout: fromPromise<void, void>(async () => undefined),
        loadMemberData: fromPromise(async () => {
          loadTimes.push(time.now());
          return memberData;
        }),
        loadChatsAndLikes: fromPromise(async () => ({ chats: memberData.chats, likes: memberData.likes })),
        timer: time.timerActor,
        totalsSink: fromCallback<TotalsChanged, void>(({ receive }) => receive((event) => totals.push(event.count))),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed } },
  );
  actor.start();
  await flush(); // the member loads (at virtual time 0)
  return { actor, advance: time.advance, loadTimes, totals };
};

describe('refresh cadence in virtual time', () => {
  it('runs the first cycle 5 s after load, then every 60 s', async () => {
    const app = await startApp(false);
    await app.advance(0);
    expect(app.actor.getSnapshot().matches({ loggedIn: 'awaitingFirstRefresh' })).toBe(true);
    await app.advance(4_999);
    expect(app.loadTimes).toEqual([]);
    await app.advance(1);
    expect(app.loadTimes).toEqual([5_000]);
    await app.advance(60_000 * 3);
    expect(app.loadTimes).toEqual([5_000, 65_000, 125_000, 185_000]);
  });

  it('slows to 300 s while push is subscribed, restarting the wait when the subscription changes', async () => {
    const app = await startApp(true);
    await app.advance(5_000 + 300_000 * 2);
    expect(app.loadTimes).toEqual([5_000, 305_000, 605_000]);
    await app.advance(100_000);
    app.actor.send({ type: 'push.subscriptionChanged', subscribed: false });
    await app.advance(60_000);
    expect(app.loadTimes.at(-1)).toBe(765_000);
  });

  it.each([{ type: 'push.message' }, { type: 'live.changed', signal: { type: 'reopened' } }] as const)('reloads chats and likes at once on $type', async (event) => {
    const app = await startApp(false);
    await app.advance(5_000);
    app.actor.send(event);
    expect(app.actor.getSnapshot().matches({ loggedIn: 'reloadingChatsAndLikes' })).toBe(true);
    await app.advance(0);
    expect(app.actor.getSnapshot().matches({ loggedIn: 'waiting' })).toBe(true);
  });

  it('publishes unread messages plus new likes to the title and badge sink', async () => {
    const app = await startApp(false);
    // Nothing before the member's lists answer; then after the first load and after the 5 s refresh.
    await app.advance(5_000);
    expect(app.totals).toEqual([0, 3, 3]);
  });

  it('stops refreshing after logout', async () => {
    const app = await startApp(false);
    await app.advance(5_000);
    app.actor.send({ type: 'session.logout' });
    await app.advance(0);
    expect(app.actor.getSnapshot().value).toBe('loggedOut');
    await app.advance(600_000);
    expect(app.loadTimes).toEqual([5_000]);
  });
});

describe('actors that the app did not provide', () => {
  it('make the machine fail loudly instead of showing a logged-out page', async () => {
    const actor = createActor(appMachine, { input: { settings: aSettings(), pushSubscribed: false } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await flush();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('Actor "loadUser" is not provided');
  });
});
