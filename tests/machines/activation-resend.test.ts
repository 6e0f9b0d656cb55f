import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { resendActivationMachine } from '../../machines/activation/resend.machine';
import { selectResendOutcome } from '../../machines/activation/selectors';
import { done, failed, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

describe('resend activation machine, model-based', () => {
  it('reaches every transition; the wait is known exactly when the daily limit was met', () => {
    const machine = resendActivationMachine.provide({ actors: { resendActivation: pending() } });
    const exploration = exploreEveryTransition(machine, {
      events: [
        { type: 'activation.resend' },
        done('resendActivation', undefined),
        failed('resendActivation', { kind: 'http', status: 429, body: { error: 'rate_limited', minutes: 42 } }),
        failed('resendActivation', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        expect(snapshot.context.waitMinutes === 42).toBe(selectResendOutcome(snapshot) === 'limited');
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});
