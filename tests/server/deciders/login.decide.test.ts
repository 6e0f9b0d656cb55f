import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, lockMs, maxFailures, type LoginCommand } from '../../../server/modules/login/decide';
import { evolve, initialState, type LoginEvent, type LoginState } from '../../../server/modules/login/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const t0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (minutes: number): Date => new Date(t0 + minutes * 60_000);
const iso = (minutes: number): string => at(minutes).toISOString();
const attempt = (minutes: number, passwordMatches: boolean, memberId: number | null = 7): LoginCommand => ({
  type: 'AttemptLogin',
  data: { at: at(minutes), memberId, passwordMatches },
});
const failedAt = (minutes: number): LoginEvent => ({ type: 'LoginFailed', data: { at: iso(minutes) } });

describe('login attempts decider', () => {
  it('a right password logs in', () => {
    spec.given([]).when(attempt(0, true)).then([{ type: 'LoginSucceeded', data: { at: iso(0), memberId: 7 } }]);
  });

  it('a wrong password, or an address without account, is recorded as a failure', () => {
    spec.given([]).when(attempt(0, false)).then([failedAt(0)]);
    spec.given([]).when(attempt(0, true, null)).then([failedAt(0)]);
  });

  it('the fifth failure within 15 minutes locks the login for 15 minutes', () => {
    spec
      .given([failedAt(0), failedAt(1), failedAt(2), failedAt(3)])
      .when(attempt(14, false))
      .then([failedAt(14), { type: 'AccountLocked', data: { at: iso(14), until: iso(29) } }]);
  });

  it('failures older than 15 minutes do not count', () => {
    spec.given([failedAt(0), failedAt(1), failedAt(2), failedAt(3)]).when(attempt(16, false)).then([failedAt(16)]);
  });

  it('while locked even the right password is refused, and nothing is recorded', () => {
    const locked: LoginEvent = { type: 'AccountLocked', data: { at: iso(0), until: iso(15) } };
    spec.given([locked]).when(attempt(14, true)).thenRejects({ reason: 'locked', until: at(15) });
    spec.given([locked]).when(attempt(15, true)).then([{ type: 'LoginSucceeded', data: { at: iso(15), memberId: 7 } }]);
  });

  it('a success clears the failures counted so far', () => {
    const succeeded: LoginEvent = { type: 'LoginSucceeded', data: { at: iso(4), memberId: 7 } };
    spec.given([failedAt(0), failedAt(1), failedAt(2), failedAt(3), succeeded]).when(attempt(5, false)).then([failedAt(5)]);
  });
});

// Mostly quick, mostly wrong attempts, so that sequences often reach a lock.
const attempts = fc.array(
  fc.record({
    gapMinutes: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3 }), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 20 }), weight: 1 }),
    passwordMatches: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
  }),
  { maxLength: 40 },
);

/** Plays attempts through decide + evolve, reporting each decision with the lock the events so far imposed. */
const play = (steps: ReadonlyArray<{ gapMinutes: number; passwordMatches: boolean }>) => {
  let state: LoginState = initialState();
  let minutes = 0;
  let lockedUntil = -Infinity;
  return steps.map((step) => {
    minutes += step.gapMinutes;
    const decision = decide(attempt(minutes, step.passwordMatches), state);
    const wasLocked = at(minutes).getTime() < lockedUntil;
    if (decision.kind === 'accepted') {
      state = decision.events.reduce(evolve, state);
      for (const event of decision.events) if (event.type === 'AccountLocked') lockedUntil = Date.parse(event.data.until);
    }
    return { decision, wasLocked, passwordMatches: step.passwordMatches };
  });
};

describe('login attempts decider, properties', () => {
  it('never lets a login succeed while it is locked', () => {
    let lockedAttempts = 0;
    fc.assert(
      fc.property(attempts, (steps) => {
        for (const { decision, wasLocked } of play(steps)) {
          if (!wasLocked) continue;
          lockedAttempts += 1;
          expect(decision.kind).toBe('rejected');
        }
      }),
    );
    expect(lockedAttempts).toBeGreaterThan(0); // the generator did reach locks
  });

  it('a right password outside a lock always logs in', () => {
    fc.assert(
      fc.property(attempts, (steps) => {
        for (const { decision, wasLocked, passwordMatches } of play(steps)) {
          if (!wasLocked && passwordMatches) expect(decision).toMatchObject({ kind: 'accepted', events: [{ type: 'LoginSucceeded' }] });
        }
      }),
    );
  });

  it(`${maxFailures} failures within the window always lock, for ${lockMs / 60_000} minutes`, () => {
    const gaps = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: maxFailures, maxLength: maxFailures });
    fc.assert(
      fc.property(gaps, (gapMinutes) => {
        const results = play(gapMinutes.map((gap) => ({ gapMinutes: gap, passwordMatches: false })));
        const last = results.at(-1)?.decision;
        const lockAt = gapMinutes.reduce((sum, gap) => sum + gap, 0);
        expect(last).toEqual({ kind: 'accepted', events: [failedAt(lockAt), { type: 'AccountLocked', data: { at: iso(lockAt), until: iso(lockAt + 15) } }] });
      }),
    );
  });

  it('failures at least 15 minutes apart never lock', () => {
    const spaced = fc.array(fc.integer({ min: 15, max: 60 }), { maxLength: 30 });
    fc.assert(
      fc.property(spaced, (gapMinutes) => {
        for (const { decision } of play(gapMinutes.map((gap) => ({ gapMinutes: gap, passwordMatches: false })))) {
          expect(decision).toEqual({ kind: 'accepted', events: [expect.objectContaining({ type: 'LoginFailed' })] });
        }
      }),
    );
  });
});
