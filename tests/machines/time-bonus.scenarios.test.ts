import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createClock } from '../../adapters/clock';
import { createHttp } from '../../adapters/http';
import { readTimeBonusDismissal } from '../../app/inputs';
import { callOn, writeFlagOn } from '../../app/platform';
import { createTimeBonusImplementations } from '../../machines/time-bonus/implementations';
import { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import {
  selectActiveDiscount,
  selectBonusVisible,
  selectCountdown,
  selectModalOpen,
  selectShowBanner,
} from '../../machines/time-bonus/selectors';
import type { User } from '../../io/entities/user';
import { fakeServer, json, type Reply } from '../adapters/http-harness';
import { createVirtualTime } from './support/virtual-time';
import { at, newMember, welcomeCode } from './time-bonus.fixtures';

const notFound = json(404, { error: 'not_found' });

/** The bound machine on virtual time, a fake server and an in-memory localStorage; the member logs in `ageSeconds` after signup. */
const start = async (options: { ageSeconds: number; path?: string; user?: User; welcome?: Reply; stored?: string }) => {
  const time = createVirtualTime();
  await time.advance(at(options.ageSeconds));
  const items = new Map<string, string>(options.stored === undefined ? [] : [['hide-time-bonus-modal', options.stored]]);
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  const server = fakeServer([options.welcome ?? notFound], time.scheduler);
  const clock = createClock(time.scheduler);
  const http = createHttp({ fetch: server.fetch, scheduler: time.scheduler });
  const machine = timeBonusMachine.provide(createTimeBonusImplementations({ call: callOn(http), clock, writeFlag: writeFlagOn({ storage, document: { cookie: '' }, secure: false }) }));
  const actor = createActor(machine, { input: { dismissedAt: readTimeBonusDismissal(storage), path: options.path ?? '/members' } }).start();
  actor.send({ type: 'session.changed', user: options.user ?? newMember(), now: clock.now() });
  await time.advance(0);
  const snapshot = () => actor.getSnapshot();
  return { actor, time, clock, items, sent: server.sent, snapshot };
};

describe('the time bonus in virtual time', () => {
  it('counts down once a second from 4 h minus the member’s age', async () => {
    const app = await start({ ageSeconds: 10 });
    expect(selectCountdown(app.snapshot())).toBe('03:59:50');
    await app.time.advance(1_000);
    expect(selectCountdown(app.snapshot())).toBe('03:59:49');
    await app.time.advance(59_000);
    expect(selectCountdown(app.snapshot())).toBe('03:58:50');
    // A refresh an hour later (a sleeping tab) sets the countdown from the new time.
    app.actor.send({ type: 'session.changed', user: newMember(), now: at(3_661 + 60) });
    expect(selectCountdown(app.snapshot())).toBe('02:57:59');
  });

  // Short: RxJS's VirtualAction nests every repeat of an interval in the previous one, so hours of ticks overflow the stack.
  it('ends at zero, stopping its ticker', async () => {
    const app = await start({ ageSeconds: 14_397 });
    expect(selectCountdown(app.snapshot())).toBe('00:00:03');
    await app.time.advance(2_000);
    expect(selectCountdown(app.snapshot())).toBe('00:00:01');
    await app.time.advance(1_000);
    expect(selectBonusVisible(app.snapshot())).toBe(false);
    expect(selectCountdown(app.snapshot())).toBe('00:00:00');
    expect(app.snapshot().children['ticker']).toBeUndefined();
    expect(app.time.scheduler.actions).toEqual([]);
  });

  it('never starts for a paid member or one whose signup is 4 h old', async () => {
    for (const app of [await start({ ageSeconds: 10, user: newMember({ paid_user: true }) }), await start({ ageSeconds: 14_400 })]) {
      expect(selectBonusVisible(app.snapshot())).toBe(false);
      expect(app.time.scheduler.actions).toEqual([]);
    }
  });

  it('ends on logout and on payment, and starts again on the next login', async () => {
    const app = await start({ ageSeconds: 60 });
    app.actor.send({ type: 'session.changed', user: null, now: app.clock.now() });
    expect(selectBonusVisible(app.snapshot())).toBe(false);
    app.actor.send({ type: 'session.changed', user: newMember(), now: app.clock.now() });
    expect(selectCountdown(app.snapshot())).toBe('03:59:00');
    app.actor.send({ type: 'session.changed', user: newMember({ paid_user: true, credits: 20 }), now: app.clock.now() });
    expect(selectBonusVisible(app.snapshot())).toBe(false);
    expect(app.time.scheduler.actions).toEqual([]);
  });

  it('opens the modal after 40 s in the members area with 0 credits; the banner shows meanwhile', async () => {
    const app = await start({ ageSeconds: 5 });
    expect(selectShowBanner(app.snapshot())).toBe(true);
    await app.time.advance(39_999);
    expect(selectModalOpen(app.snapshot())).toBe(false);
    app.actor.send({ type: 'route.changed', path: '/members/12' }); // still the members area: the 40 s go on
    await app.time.advance(1);
    expect(selectModalOpen(app.snapshot())).toBe(true);
  });

  it('cancels the 40 s on leaving the members area and starts them afresh on return', async () => {
    const app = await start({ ageSeconds: 5, path: '/profile' });
    expect(selectShowBanner(app.snapshot())).toBe(false);
    app.actor.send({ type: 'route.changed', path: '/chats' });
    await app.time.advance(30_000);
    app.actor.send({ type: 'route.changed', path: '/credits' });
    await app.time.advance(30_000);
    app.actor.send({ type: 'route.changed', path: '/likes' });
    await app.time.advance(39_000);
    expect(selectModalOpen(app.snapshot())).toBe(false);
    await app.time.advance(1_000);
    expect(selectModalOpen(app.snapshot())).toBe(true);
  });

  it('does not open with credits, and stores the close time so it never opens again in this browser', async () => {
    const rich = await start({ ageSeconds: 5, user: newMember({ credits: 3 }) });
    await rich.time.advance(60_000);
    expect(selectModalOpen(rich.snapshot())).toBe(false);

    const app = await start({ ageSeconds: 5 });
    await app.time.advance(40_000);
    app.actor.send({ type: 'timeBonus.dismiss' });
    expect(selectModalOpen(app.snapshot())).toBe(false);
    await app.time.advance(0);
    const stored = String(Math.floor(at(45) / 1000));
    expect(app.items.get('hide-time-bonus-modal')).toBe(stored);
    await app.time.advance(120_000);
    expect(selectModalOpen(app.snapshot())).toBe(false);

    const later = await start({ ageSeconds: 300, stored });
    await later.time.advance(60_000);
    expect(selectModalOpen(later.snapshot())).toBe(false);
    expect(selectShowBanner(later.snapshot())).toBe(true);
  });

  it('uses the time bonus as the active discount, then the welcome code from the server', async () => {
    const app = await start({ ageSeconds: 14_390, welcome: json(200, { ...welcomeCode, code: 'WELCOME10', value_percentage: 10 }) });
    expect(app.sent.map((request) => request.url)).toEqual(['/api/discountcode.php?welcome=true']);
    expect(selectActiveDiscount(app.snapshot())).toEqual({ code: 'TIMEBONUS25', percentage: 25 });
    await app.time.advance(10_000);
    expect(selectActiveDiscount(app.snapshot())).toEqual({ code: 'WELCOME10', percentage: 10 });
  });

  it('has no active discount once the bonus is over and the server has no welcome code for the member', async () => {
    const app = await start({ ageSeconds: 14_400, welcome: json(200, null) });
    await app.time.advance(1_000);
    expect(app.sent.map((request) => request.url)).toEqual(['/api/discountcode.php?welcome=true']);
    expect(app.snapshot().status).toBe('active');
    expect(selectActiveDiscount(app.snapshot())).toBeNull();
  });

  it('ignores a failed welcome load: no discount once the bonus is over', async () => {
    const app = await start({ ageSeconds: 14_400, welcome: json(500, { error: 'server_error' }) });
    await app.time.advance(60_000); // the adapter's retries
    expect(app.sent.length).toBeGreaterThan(1);
    expect(app.snapshot().status).toBe('active');
    expect(selectActiveDiscount(app.snapshot())).toBeNull();
  });
});
