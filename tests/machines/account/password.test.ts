import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkPasswordForm, passwordMachine, type PasswordField } from '../../../machines/password/password.machine';
import { selectPasswordChanged, selectPasswordGeneralError, selectPasswordProblems, selectPasswordValues } from '../../../machines/password/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { refusal } from './fixtures';

const typed = (values: Partial<Record<PasswordField, string>>) =>
  Object.entries(values).map(([field, value]) => ({ type: 'password.field' as const, field: field as PasswordField, value }));
const good = { old_password: 'oud-wachtwoord', new_password: 'nieuw-wachtwoord', repeat_password: 'nieuw-wachtwoord' };

const running = (answer: () => Promise<void>) => {
  const sent: unknown[] = [];
  const actor = createActor(
    passwordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, sent };
};

describe('password machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(passwordMachine.provide({ actors: { changePassword: pending() } }), {
      events: [
        ...typed(good),
        { type: 'password.submit' },
        done('changePassword', undefined),
        failed('changePassword', refusal(403, 'wrong_password', 'old_password')),
      ],
      check: () => undefined,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('refuses unequal new passwords before sending anything', () => {
    expect(checkPasswordForm({ ...good, repeat_password: 'nieuw-wachtwoorD' })).toEqual({ request: null, problems: { repeat_password: 'mismatch' } });
    expect(checkPasswordForm({ old_password: '', new_password: 'kort', repeat_password: '' }).problems).toEqual({
      old_password: 'required', new_password: 'invalid', repeat_password: 'required',
    });
    expect(checkPasswordForm(good)).toEqual({ request: { old_password: good.old_password, new_password: good.new_password }, problems: {} });
  });

  it('sends old and new password; a wrong old password is named on its field and nothing else is lost', async () => {
    const { actor, sent } = running(() => Promise.reject(refusal(403, 'wrong_password', 'old_password')));
    for (const event of typed(good)) actor.send(event);
    actor.send({ type: 'password.submit' });
    await flush();
    expect(sent).toEqual([{ old_password: good.old_password, new_password: good.new_password }]);
    expect(selectPasswordProblems(actor.getSnapshot())).toEqual({ old_password: 'wrong' });
    expect(selectPasswordValues(actor.getSnapshot())).toEqual(good);
    actor.send({ type: 'password.field', field: 'old_password', value: 'ander' });
    expect(selectPasswordProblems(actor.getSnapshot())).toEqual({});
  });

  it('says the password changed and empties the form; a failure of the server is a general error', async () => {
    const ok = running(() => Promise.resolve());
    for (const event of typed(good)) ok.actor.send(event);
    ok.actor.send({ type: 'password.submit' });
    await flush();
    expect(selectPasswordChanged(ok.actor.getSnapshot())).toBe(true);
    expect(selectPasswordValues(ok.actor.getSnapshot())).toEqual({ old_password: '', new_password: '', repeat_password: '' });
    const down = running(() => Promise.reject({ kind: 'network' }));
    for (const event of typed(good)) down.actor.send(event);
    down.actor.send({ type: 'password.submit' });
    await flush();
    expect(selectPasswordGeneralError(down.actor.getSnapshot())).toBe(true);
    expect(selectPasswordChanged(down.actor.getSnapshot())).toBe(false);
  });
});
