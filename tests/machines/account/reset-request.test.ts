import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BodyOf } from '../../../io/contract';
import { resetRequestMachine } from '../../../machines/account/reset-request.machine';
import { selectResetRequestProblem, selectResetRequestSent } from '../../../machines/account/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { network, refusal } from './fixtures';

const running = (answer: () => Promise<void>) => {
  const sent: Array<BodyOf<'requestPasswordReset'>> = [];
  const actor = createActor(
    resetRequestMachine.provide({
      actors: {
        requestReset: fromPromise<void, BodyOf<'requestPasswordReset'>>(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
    { input: { email: '' } },
  ).start();
  return { actor, sent };
};

describe('password-reset request machine', () => {
  it('reaches every declared transition; a request goes out only with a valid address', () => {
    const exploration = exploreEveryTransition(resetRequestMachine.provide({ actors: { requestReset: pending() } }), {
      input: { email: '' },
      events: [
        { type: 'reset.email', value: 'sanne@example.nl' },
        { type: 'reset.email', value: 'sanne@' },
        { type: 'reset.submit', language: 'nl' },
        done('requestReset', undefined),
        failed('requestReset', refusal(429, 'rate_limited')),
        failed('requestReset', network),
      ],
      check: (snapshot: SnapshotFrom<typeof resetRequestMachine>) => {
        if (snapshot.matches('sending')) expect(snapshot.context.request?.email).toBe('sanne@example.nl');
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it("says 'Ongeldige e-mail' without a call, then sends the trimmed address in the interface language", async () => {
    const s = running(async () => undefined);
    s.actor.send({ type: 'reset.email', value: 'sanne.example.nl' });
    s.actor.send({ type: 'reset.submit', language: 'de' });
    expect(selectResetRequestProblem(s.actor.getSnapshot())).toBe('invalidEmail');
    s.actor.send({ type: 'reset.email', value: ' sanne@example.nl ' });
    expect(selectResetRequestProblem(s.actor.getSnapshot())).toBeNull();
    s.actor.send({ type: 'reset.submit', language: 'de' });
    await flush();
    expect(s.sent).toEqual([{ email: 'sanne@example.nl', language: 'de' }]);
    expect(selectResetRequestSent(s.actor.getSnapshot())).toBe(true);
  });

  it('names the daily limit, a refused address and any other failure apart', async () => {
    for (const [error, problem] of [
      [refusal(429, 'rate_limited'), 'limited'],
      [refusal(400, 'invalid_input', 'email'), 'invalidEmail'],
      [network, 'general'],
      [refusal(500, 'server_error'), 'general'],
    ] as const) {
      const s = running(() => Promise.reject(error));
      s.actor.send({ type: 'reset.email', value: 'sanne@example.nl' });
      s.actor.send({ type: 'reset.submit', language: 'nl' });
      await flush();
      expect(selectResetRequestProblem(s.actor.getSnapshot())).toBe(problem);
      expect(selectResetRequestSent(s.actor.getSnapshot())).toBe(false);
    }
  });
});
