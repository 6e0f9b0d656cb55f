import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { formatCountdown, remainingSeconds } from '../../machines/time-bonus/countdown';
import { isMembersArea } from '../../machines/shell/route-table';
import { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import type { TimeBonusEvent } from '../../machines/time-bonus/types';
import { inert, pending } from './support/actors';
import { at, newMember, signup } from './time-bonus.fixtures';

describe('countdown arithmetic', () => {
  it('formats any remaining time as zero-padded hh:mm:ss that reads back to the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14_400 }), (seconds) => {
        const text = formatCountdown(seconds);
        const parts = /^(\d{2}):([0-5]\d):([0-5]\d)$/.exec(text);
        expect(parts).not.toBeNull();
        const [, h, m, s] = parts ?? [];
        expect(Number(h) * 3_600 + Number(m) * 60 + Number(s)).toBe(seconds);
      }),
    );
  });

  it('leaves 14400 minus the age in whole seconds, within 0..14400', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600_000, max: 20_000_000 }), (ageMs) => {
        const left = remainingSeconds(new Date(signup).toISOString(), signup + ageMs);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(14_400);
        if (ageMs >= 0 && ageMs < 14_400_000) expect(left).toBe(14_400 - Math.floor(ageMs / 1000));
      }),
    );
  });
});

const pathArb = fc.constantFrom('/members', '/members/4', '/chats', '/likes', '/likes/m/9', '/premium', '/credits', '/profile', '/likes/new', '/');
const userArb = fc.option(
  fc.record({ paid_user: fc.boolean(), credits: fc.constantFrom(0, 0, 3), id: fc.constantFrom(1, 2) }).map((o) => newMember(o)),
  { freq: 4 },
);
const nowArb = fc.integer({ min: -5, max: 14_410 }).map(at);
const eventArb: fc.Arbitrary<TimeBonusEvent> = fc.oneof(
  fc.record({ user: userArb, now: nowArb }).map(({ user, now }): TimeBonusEvent => ({ type: 'session.changed', user, now })),
  nowArb.map((now): TimeBonusEvent => ({ type: 'clock.tick', now })),
  pathArb.map((path): TimeBonusEvent => ({ type: 'route.changed', path })),
  fc.constant<TimeBonusEvent>({ type: 'timer.elapsed' }),
  fc.constant<TimeBonusEvent>({ type: 'timeBonus.dismiss' }),
);

describe('the time-bonus machine under any sequence of session, route, clock and modal events', () => {
  it('runs at most one ticker and one 40 s timer, each exactly while its state lasts', () => {
    fc.assert(
      fc.property(pathArb, fc.array(eventArb, { maxLength: 40 }), (path, events) => {
        const running = { ticker: 0, timer: 0, maxTicker: 0, maxTimer: 0 };
        const counted = <Input,>(name: 'ticker' | 'timer') =>
          fromCallback<EventObject, Input>(() => {
            running[name] += 1;
            running.maxTicker = Math.max(running.maxTicker, running.ticker);
            running.maxTimer = Math.max(running.maxTimer, running.timer);
            return () => {
              running[name] -= 1;
            };
          });
        const actor = createActor(
          timeBonusMachine.provide({
            actors: { ticker: counted<void>('ticker'), timer: counted<{ ms: number }>('timer'), saveDismissal: pending(), loadWelcomeDiscount: pending() },
          }),
          { input: { dismissedAt: null, path } },
        ).start();
        for (const event of events) {
          actor.send(event);
          const snapshot = actor.getSnapshot();
          expect(running.ticker).toBe(snapshot.matches({ bonus: 'counting' }) ? 1 : 0);
          expect(running.timer).toBe(snapshot.matches({ bonus: { counting: 'waiting' } }) ? 1 : 0);
          if (snapshot.matches({ bonus: { counting: 'open' } })) expect(isMembersArea(snapshot.context.path)).toBe(true);
        }
        expect(running.maxTicker).toBeLessThanOrEqual(1);
        expect(running.maxTimer).toBeLessThanOrEqual(1);
        actor.stop();
        expect(running).toMatchObject({ ticker: 0, timer: 0 });
      }),
      { numRuns: 300 },
    );
  });

  it('opens the modal at most once per dismissal flag: after a dismissal it never opens again', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        const actor = createActor(
          timeBonusMachine.provide({
            actors: { ticker: inert(), timer: inert(), saveDismissal: pending(), loadWelcomeDiscount: pending() },
          }),
          { input: { dismissedAt: null, path: '/members' } },
        ).start();
        let dismissed = false;
        for (const event of events) {
          const wasOpen = actor.getSnapshot().matches({ bonus: { counting: 'open' } });
          actor.send(event);
          const isOpen = actor.getSnapshot().matches({ bonus: { counting: 'open' } });
          if (dismissed) expect(isOpen).toBe(false);
          if (wasOpen && !isOpen && actor.getSnapshot().context.dismissedAt !== null) dismissed = true;
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
