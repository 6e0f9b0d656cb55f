import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BodyOf } from '../../../io/contract';
import { resetPasswordMachine } from '../../../machines/account/reset-password.machine';
import { selectNewPasswordProblem, selectResetPasswordFailed, selectResetPasswordStep } from '../../../machines/account/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aToken, network, refusal } from './fixtures';

const running = (token: string | null, answer: () => Promise<void> = async () => undefined) => {
  const sent: Array<BodyOf<'resetPassword'>> = [];
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise<void, BodyOf<'resetPassword'>>(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
    { input: { token } },
  ).start();
  const choose = (password: string, repeat = password) => {
    actor.send({ type: 'reset.password', value: password });
    actor.send({ type: 'reset.repeat', value: repeat });
    actor.send({ type: 'reset.submit' });
  };
  return { actor, sent, choose };
};

describe('new-password machine', () => {
  it('reaches every declared transition, with a good token and with a malformed one', () => {
    const machine = resetPasswordMachine.provide({ actors: { resetPassword: pending() } });
    const explorations = [{ token: aToken }, { token: 'short' }].map((input) =>
      exploreEveryTransition(machine, {
        input,
        events: [
          { type: 'reset.password', value: 'geheim-123' },
          { type: 'reset.password', value: 'kort' },
          { type: 'reset.repeat', value: 'geheim-123' },
          { type: 'reset.submit' },
          done('resetPassword', undefined),
          failed('resetPassword', refusal(400, 'link_invalid')),
          failed('resetPassword', refusal(400, 'invalid_input', 'password')),
          failed('resetPassword', network),
        ],
        check: (snapshot: SnapshotFrom<typeof resetPasswordMachine>) => {
          // Nothing is ever sent unless both passwords agree and the token has the mailed shape.
          if (snapshot.matches('sending')) {
            expect(snapshot.context.password).toBe(snapshot.context.repeat);
            expect(snapshot.context.token).toBe(aToken);
          }
        },
      }),
    );
    expect(explorations.map((exploration) => exploration.missed).reduce((left, right) => left.filter((name) => right.includes(name)))).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
  });

  it('shows a missing or malformed token as a dead link without a call', () => {
    for (const token of [null, '', 'abc', `${aToken}x`, `${aToken.slice(1)}!`]) {
      const s = running(token);
      expect(selectResetPasswordStep(s.actor.getSnapshot())).toBe('linkInvalid');
      expect(s.sent).toEqual([]);
    }
  });

  it("refuses a short password and a repeat that differs ('De opgegeven wachtwoorden zijn niet gelijk.'), then sends the token and the password once", async () => {
    const s = running(aToken);
    s.choose('kort');
    expect(selectNewPasswordProblem(s.actor.getSnapshot())).toEqual({ field: 'password', code: 'length' });
    s.choose('geheim-123', 'geheim-124');
    expect(selectNewPasswordProblem(s.actor.getSnapshot())).toEqual({ field: 'repeat', code: 'mismatch' });
    s.actor.send({ type: 'reset.repeat', value: 'geheim-123' });
    expect(selectNewPasswordProblem(s.actor.getSnapshot())).toBeNull();
    s.actor.send({ type: 'reset.submit' });
    s.actor.send({ type: 'reset.submit' });
    await flush();
    expect(s.sent).toEqual([{ token: aToken, password: 'geheim-123' }]);
    expect(selectResetPasswordStep(s.actor.getSnapshot())).toBe('done');
  });

  it('ends on a dead link when the server says so, and lets the member try again after any other failure', async () => {
    const dead = running(aToken, () => Promise.reject(refusal(400, 'link_invalid')));
    dead.choose('geheim-123');
    await flush();
    expect(selectResetPasswordStep(dead.actor.getSnapshot())).toBe('linkInvalid');
    const offline = running(aToken, () => Promise.reject(network));
    offline.choose('geheim-123');
    await flush();
    expect(selectResetPasswordStep(offline.actor.getSnapshot())).toBe('form');
    expect(selectResetPasswordFailed(offline.actor.getSnapshot())).toBe(true);
  });
});
