import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectFormChecking } from '../../machines/signup/selectors';
import { signupFormMachine } from '../../machines/signup/signup-form.machine';
import { pending } from './support/actors';

// A server render never hears back from readTracking: what the form shows meanwhile is its first paint.
const whileReading = (policy: string) => {
  const actor = createActor(signupFormMachine.provide({ actors: { readTracking: pending(), signup: pending(), startSession: pending() } }), {
    input: { policy, language: 'nl', today: '2026-03-01' },
  }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
};

describe('the signup form while the tracking record is read', () => {
  it('is the form at once on a site open to all (spec §6: the record cannot close it)', () => {
    const snapshot = whileReading('all');
    expect(snapshot.matches('checking')).toBe(true);
    expect(selectFormChecking(snapshot)).toBe(false);
  });

  it.each(['with_trafficsource', 'none'])('waits for the record where the policy is %s', (policy) => {
    expect(selectFormChecking(whileReading(policy))).toBe(true);
  });
});
