import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkEmailForm, emailChangeMachine, type EmailChanged } from '../../../machines/email-change/email-change.machine';
import { selectEmailGeneralError, selectEmailOutcome, selectEmailProblems } from '../../../machines/email-change/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { refusal } from './fixtures';

const running = (needsPassword: boolean, answer: () => Promise<EmailChanged>) => {
  const sent: unknown[] = [];
  const actor = createActor(
    emailChangeMachine.provide({
      actors: {
        changeEmail: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
    { input: { status: needsPassword ? ('active' as const) : ('not_confirmed' as const) } },
  ).start();
  const submit = async (email: string, password = '') => {
    actor.send({ type: 'email.field', field: 'email', value: email });
    actor.send({ type: 'email.field', field: 'password', value: password });
    actor.send({ type: 'email.submit' });
    await flush();
  };
  return { actor, sent, submit };
};

describe('e-mail change machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(emailChangeMachine.provide({ actors: { changeEmail: pending() } }), {
      input: { status: 'active' },
      events: [
        { type: 'email.field', field: 'email', value: 'nieuw@example.nl' },
        { type: 'email.field', field: 'password', value: 'geheim' },
        { type: 'email.submit' },
        done('changeEmail', { outcome: 'confirmation_sent', email: 'nieuw@example.nl' }),
        failed('changeEmail', refusal(409, 'email_taken')),
      ],
      check: () => undefined,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('asks a confirmed member for the password, and checks the address before sending', () => {
    expect(checkEmailForm({ email: 'nieuw@example', password: '' }, true).problems).toEqual({ email: 'invalid', password: 'required' });
    expect(checkEmailForm({ email: ' ', password: 'geheim' }, true).problems).toEqual({ email: 'required' });
    expect(checkEmailForm({ email: ' nieuw@example.nl ', password: '' }, false)).toEqual({ request: { email: 'nieuw@example.nl' }, problems: {} });
  });

  it('tells where the confirmation link went', async () => {
    const { actor, sent, submit } = running(true, async () => ({ outcome: 'confirmation_sent', email: 'nieuw@example.nl' }));
    await submit('nieuw@example.nl', 'geheim');
    expect(sent).toEqual([{ email: 'nieuw@example.nl', password: 'geheim' }]);
    expect(selectEmailOutcome(actor.getSnapshot())).toEqual({ outcome: 'confirmation_sent', email: 'nieuw@example.nl' });
  });

  it.each([
    [refusal(409, 'email_taken'), { email: 'taken' }],
    [refusal(400, 'invalid_input', 'email'), { email: 'invalid' }],
    [refusal(403, 'wrong_password', 'password'), { password: 'wrong' }],
  ])('names the field the server refused (%j)', async (error, problems) => {
    const { actor, submit } = running(true, () => Promise.reject(error));
    await submit('nieuw@example.nl', 'geheim');
    expect(selectEmailProblems(actor.getSnapshot())).toEqual(problems);
    expect(selectEmailOutcome(actor.getSnapshot())).toBeNull();
  });

  it('says a failed server generally, and sends nothing for a form it refused', async () => {
    const { actor, sent, submit } = running(false, () => Promise.reject({ kind: 'network' }));
    await submit('geen-adres');
    expect(sent).toEqual([]);
    await submit('nieuw@example.nl');
    expect(sent).toEqual([{ email: 'nieuw@example.nl' }]);
    expect(selectEmailGeneralError(actor.getSnapshot())).toBe(true);
  });
});
