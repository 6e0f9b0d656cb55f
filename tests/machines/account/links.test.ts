import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { mailChangeMachine, type MailChangeInput } from '../../../machines/account/mail-change.machine';
import { reactivationMachine } from '../../../machines/account/reactivation.machine';
import { selectMailChangeStep, selectReactivationStep } from '../../../machines/account/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aToken, network, refusal } from './fixtures';

/** Every transition, over the given inputs together (a malformed token, a good one, none). */
const explore = (machine: AnyStateMachine, inputs: ReadonlyArray<unknown>, events: Parameters<typeof exploreEveryTransition>[1]['events']) => {
  const explorations = inputs.map((input) => exploreEveryTransition(machine, { input, events, check: () => undefined }));
  return {
    missed: explorations.map((exploration) => exploration.missed).reduce((left, right) => left.filter((name) => right.includes(name))),
    errors: explorations.flatMap((exploration) => exploration.errors),
  };
};

describe('e-mail change confirmation machine', () => {
  it('reaches every declared transition', () => {
    const machine = mailChangeMachine.provide({ actors: { confirmEmailChange: pending() } });
    const exploration = explore(machine, [{ token: aToken, member: true }, { token: null, member: false }], [
      done('confirmEmailChange', undefined),
      failed('confirmEmailChange', refusal(400, 'link_invalid')),
      failed('confirmEmailChange', refusal(409, 'email_taken')),
      failed('confirmEmailChange', network),
      { type: 'mailChange.retry' },
    ]);
    expect(exploration).toEqual({ missed: [], errors: [] });
  });

  it('confirms on arrival with the token and says whether it worked, the link was dead or the address was taken', async () => {
    const outcomes = [
      [async () => undefined, 'done'],
      [() => Promise.reject(refusal(400, 'link_invalid')), 'linkInvalid'],
      [() => Promise.reject(refusal(409, 'email_taken')), 'emailTaken'],
      [() => Promise.reject(network), 'failed'],
    ] as const;
    for (const [answer, step] of outcomes) {
      const sent: MailChangeInput[] = [];
      const actor = createActor(
        mailChangeMachine.provide({
          actors: {
            confirmEmailChange: fromPromise<void, MailChangeInput & { token: string }>(async ({ input }) => {
              sent.push(input);
              return answer();
            }),
          },
        }),
        { input: { token: aToken, member: false } },
      ).start();
      expect(selectMailChangeStep(actor.getSnapshot())).toBe('confirming');
      await flush();
      expect(selectMailChangeStep(actor.getSnapshot())).toBe(step);
      expect(sent).toEqual([{ token: aToken, member: false }]);
    }
  });

  it('shows a malformed token as a dead link without a call', () => {
    const actor = createActor(mailChangeMachine.provide({ actors: { confirmEmailChange: fromPromise(() => Promise.reject(new Error('no call expected'))) } }), {
      input: { token: 'not-a-token', member: true },
    }).start();
    expect(selectMailChangeStep(actor.getSnapshot())).toBe('linkInvalid');
  });
});

describe('reactivation machine', () => {
  it('reaches every declared transition', () => {
    const machine = reactivationMachine.provide({ actors: { reactivate: pending() } });
    const exploration = explore(machine, [{ token: aToken }, { token: null }, { token: 'x' }], [
      done('reactivate', undefined),
      failed('reactivate', refusal(400, 'link_invalid')),
      failed('reactivate', network),
      { type: 'reactivation.confirm' },
      { type: 'reactivation.retry' },
    ]);
    expect(exploration).toEqual({ missed: [], errors: [] });
  });

  it('shows the page after a deletion without a token, and reactivates with one when asked (not on opening), trying again after a failure', async () => {
    const tokens: string[] = [];
    let answers: Array<() => Promise<void>> = [() => Promise.reject(network), async () => undefined];
    const machine = reactivationMachine.provide({
      actors: {
        reactivate: fromPromise<void, string>(async ({ input }) => {
          tokens.push(input);
          const [next, ...rest] = answers;
          answers = rest;
          return next === undefined ? Promise.reject(new Error('unexpected call')) : next();
        }),
      },
    });
    expect(selectReactivationStep(createActor(machine, { input: { token: null } }).start().getSnapshot())).toBe('deleted');
    expect(selectReactivationStep(createActor(machine, { input: { token: 'x' } }).start().getSnapshot())).toBe('linkInvalid');
    expect(tokens).toEqual([]);
    const actor = createActor(machine, { input: { token: aToken } }).start();
    await flush();
    expect(selectReactivationStep(actor.getSnapshot())).toBe('ready');
    expect(tokens).toEqual([]);
    actor.send({ type: 'reactivation.confirm' });
    await flush();
    expect(selectReactivationStep(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'reactivation.retry' });
    await flush();
    expect(selectReactivationStep(actor.getSnapshot())).toBe('done');
    expect(tokens).toEqual([aToken, aToken]);
  });
});
