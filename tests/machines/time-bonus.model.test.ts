import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { bonusSecondsLeft } from '../../machines/time-bonus/countdown';
import { isMembersArea } from '../../machines/shell/route-table';
import { timeBonusMachine } from '../../machines/time-bonus/time-bonus.machine';
import type { TimeBonusContext } from '../../machines/time-bonus/types';
import { done, failed, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';
import { at, newMember, welcomeCode } from './time-bonus.fixtures';

const fresh = newMember();
const otherFresh = newMember({ id: 2 });
const withCredits = newMember({ credits: 5 });
const paid = newMember({ paid_user: true, credits: 10 });

const machine = timeBonusMachine.provide({
  actors: { ticker: inert(), timer: inert(), saveDismissal: pending(), loadWelcomeDiscount: pending() },
});

const contextOf = (snapshot: SnapshotFrom<typeof machine>): TimeBonusContext => snapshot.context;

describe('time-bonus machine, model-based', () => {
  it('reaches every declared transition, and every snapshot keeps the bonus invariants', () => {
    const exploration = exploreEveryTransition(machine, {
      input: { dismissedAt: null, path: '/members' },
      events: [
        { type: 'session.changed', user: fresh, now: at(10) },
        { type: 'session.changed', user: otherFresh, now: at(10) },
        { type: 'session.changed', user: withCredits, now: at(10) },
        { type: 'session.changed', user: paid, now: at(20) },
        { type: 'session.changed', user: null, now: at(20) },
        { type: 'clock.tick', now: at(14_399) },
        { type: 'clock.tick', now: at(14_400) },
        { type: 'route.changed', path: '/credits' },
        { type: 'route.changed', path: '/members/7' },
        { type: 'timer.elapsed' },
        { type: 'timeBonus.dismiss' },
        done('saveDismissal', undefined),
        failed('saveDismissal', new Error('quota')),
        done('loadWelcomeDiscount', welcomeCode),
        done('loadWelcomeDiscount', null),
        failed('loadWelcomeDiscount', { kind: 'http', status: 404, body: { error: 'not_found' } }),
      ],
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        const context = contextOf(snapshot);
        const left = bonusSecondsLeft(context.user, context.now);
        // Counting exactly while the member has bonus time left, and then with exactly one ticker.
        expect(snapshot.matches({ bonus: 'counting' })).toBe(left > 0);
        expect(snapshot.children['ticker'] !== undefined).toBe(left > 0);
        expect(left).toBeLessThanOrEqual(14_400);
        if (snapshot.matches({ bonus: { counting: 'waiting' } })) {
          expect(isMembersArea(context.path)).toBe(true);
          expect(context.user?.credits).toBe(0);
          expect(context.dismissedAt).toBeNull();
        }
        if (snapshot.matches({ bonus: { counting: 'open' } })) expect(isMembersArea(context.path)).toBe(true);
        if (snapshot.matches({ welcome: 'none' })) expect(context.welcome).toBeNull();
        if (context.user === null || context.user.paid_user) expect(snapshot.matches({ welcome: 'none' })).toBe(true);
      },
    });
    expect(exploration.declared).toBeGreaterThan(15);
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});
