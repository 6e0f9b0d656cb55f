import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SignupRequest } from '../../io/entities/account';
import type { TrackingRecord } from '../../io/entities/signup';
import type { User } from '../../io/entities/user';
import { emailSuggestion, problemsOf, signupFields, signupsOpen, type SignupDraft } from '../../machines/signup/form-rules';
import { selectAccountExists, selectModalDismissable, selectSignedUp, selectSignupClosed } from '../../machines/signup/selectors';
import { signupFormMachine } from '../../machines/signup/signup-form.machine';
import { aUser } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const today = '2026-03-01';
const good: SignupDraft = { email: 'anna@example.nl', name: 'Anna', password: 'geheim123', date_of_birth: '1990-05-04', gender: 'female', signup_message: '' };
const input = { policy: 'all', language: 'nl' as const, today };
const refusal = (error: string, field?: string) => ({ kind: 'http', status: error === 'invalid_input' ? 400 : 409, body: { error, ...(field === undefined ? {} : { field }) } });

describe('signup form rules (spec §5, §6)', () => {
  it('gives the spec §5 problems', () => {
    expect(problemsOf({ ...good, email: 'anna@' }, today)).toEqual({ email: 'email_invalid' });
    expect(problemsOf({ ...good, name: ' ANNA@example.nl ' }, today)).toEqual({ name: 'name_same_as_email' });
    expect(problemsOf({ ...good, name: '@anna' }, today)).toEqual({ name: 'name_starts_with_at' });
    expect(problemsOf({ ...good, date_of_birth: '' }, today)).toEqual({ date_of_birth: 'date_of_birth_missing' });
    expect(problemsOf({ ...good, date_of_birth: '1990-02-31' }, today)).toEqual({ date_of_birth: 'date_of_birth_invalid' });
    expect(problemsOf({ ...good, date_of_birth: '2008-03-02' }, today)).toEqual({ date_of_birth: 'date_of_birth_under_age' });
    expect(problemsOf({ ...good, date_of_birth: '2008-03-01' }, today)).toEqual({});
    expect(problemsOf({ ...good, gender: '' }, today)).toEqual({ gender: 'gender_required' });
    expect(problemsOf({ ...good, password: 'kort' }, today)).toEqual({ password: 'password_short' });
    expect(problemsOf(good, today)).toEqual({});
  });

  it('suggests a well-known domain for a typo, and nothing for a right one', () => {
    expect(emailSuggestion('anna@gmial.com')).toBe('anna@gmail.com');
    expect(emailSuggestion('anna@gmail.com')).toBeNull();
    expect(emailSuggestion('anna@')).toBeNull();
  });

  it('opens signup to visitors by the site policy (spec §6)', () => {
    const tracked: TrackingRecord = { ref: 'partner' };
    expect(signupsOpen('all', {})).toBe(true);
    expect(signupsOpen('with_trafficsource', tracked)).toBe(true);
    expect(signupsOpen('with_trafficsource', {})).toBe(false);
    expect(signupsOpen('none', tracked)).toBe(false);
  });
});

describe('signup form machine', () => {
  const fill = (draft: SignupDraft) => signupFields.map((field) => ({ type: 'form.edit', field, value: draft[field] }) as const);

  it('reaches every transition; the modal can be closed exactly while nothing is on its way', () => {
    const machine = signupFormMachine.provide({ actors: { readTracking: pending(), signup: pending(), startSession: pending() } });
    const explore = (policy: string) => exploreEveryTransition(machine, {
      input: { ...input, policy },
      events: [
        done('readTracking', {}),
        failed('readTracking', new Error('storage')),
        { type: 'form.edit', field: 'email', value: 'anna@gmial.com' },
        { type: 'form.emailLeft' },
        { type: 'form.acceptSuggestion' },
        { type: 'form.submit' },
        ...fill({ ...good, email: 'anna@gmail.com' }).slice(1, 5),
        { type: 'form.togglePassword' },
        done('signup', aUser()),
        failed('signup', refusal('signup_closed')),
        failed('signup', refusal('account_exists')),
        failed('signup', refusal('invalid_input', 'name')),
        failed('signup', { kind: 'network' }),
        { type: 'form.back' },
        { type: 'form.navigated' },
        done('startSession', undefined),
        failed('startSession', new Error('no shell')),
      ],
      // One refused submit and one password toggle are enough to see every state.
      bound: (snapshot: SnapshotFrom<typeof machine>, event) => snapshot.context.attempt < 1 && (event.type !== 'form.togglePassword' || !snapshot.context.passwordShown),
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        expect(selectModalDismissable(snapshot)).toBe(!snapshot.matches('sending') && !selectSignedUp(snapshot));
      },
    });
    const [open, closed] = [explore('all'), explore('none')];
    expect(open.missed.filter((name) => closed.missed.includes(name))).toEqual([]);
    expect([...open.errors, ...closed.errors]).toEqual([]);
  });

  const start = (policy: string, tracking: TrackingRecord, signup: (request: SignupRequest) => Promise<User>) => {
    const sent: SignupRequest[] = [];
    const started: User[] = [];
    const actor = createActor(
      signupFormMachine.provide({
        actors: {
          readTracking: fromPromise(async () => tracking),
          startSession: fromPromise<void, User>(async ({ input: user }) => {
            started.push(user);
          }),
          signup: fromPromise(({ input: request }: { input: SignupRequest }) => {
            sent.push(request);
            return signup(request);
          }),
        },
      }),
      { input: { ...input, policy } },
    ).start();
    return { actor, sent, started };
  };

  it('is invite only without a tracking source where the site asks for one', async () => {
    const { actor } = start('with_trafficsource', {}, async () => aUser());
    await flush();
    expect(selectSignupClosed(actor.getSnapshot())).toBe(true);
  });

  it('sends nothing while a field has a problem, and names the first one for the focus', async () => {
    const { actor, sent } = start('all', {}, async () => aUser());
    await flush();
    for (const event of fill({ ...good, name: '@anna', date_of_birth: '' })) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.focus).toBe('name');
    expect(actor.getSnapshot().context.problems).toEqual({ name: 'name_starts_with_at', date_of_birth: 'date_of_birth_missing' });
  });

  it('keeps what is typed and submitted while the tracking record is read, and sends it once the record is in', async () => {
    const { actor, sent } = start('all', { ref: 'partner' }, async () => aUser());
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    for (const event of fill({ ...good, date_of_birth: '' })) actor.send(event);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({ date_of_birth: 'date_of_birth_missing' });
    actor.send({ type: 'form.edit', field: 'date_of_birth', value: good.date_of_birth });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(sent).toEqual([]);
    await flush();
    const { signup_message: _empty, ...fields } = good;
    expect(sent).toEqual([{ ...fields, language: 'nl', tracking: { ref: 'partner' } }]);
    expect(selectSignedUp(actor.getSnapshot())).toBe(true);
  });

  it('sends the form with gender, language and the tracking record, once, and is done', async () => {
    const { actor, sent, started } = start('with_trafficsource', { ref: 'partner' }, async () => aUser({ id: 42 }));
    await flush();
    for (const event of fill({ ...good, signup_message: 'Hallo\ndaar' })) actor.send(event);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(sent).toEqual([{ ...good, signup_message: 'Hallo daar', language: 'nl', tracking: { ref: 'partner' } }]);
    expect(selectSignedUp(actor.getSnapshot())).toBe(true);
    // The session starts only once the page has moved on to the steps.
    expect(started).toEqual([]);
    actor.send({ type: 'form.navigated' });
    await flush();
    expect(started.map((user) => user.id)).toEqual([42]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows a refused field at that field, an existing account as the notice, a closed signup as invite only', async () => {
    const answers = [refusal('invalid_input', 'date_of_birth'), refusal('account_exists'), refusal('signup_closed')];
    const { actor } = start('all', {}, () => Promise.reject(answers.shift()));
    await flush();
    for (const event of fill(good)) actor.send(event);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.problems).toEqual({ date_of_birth: 'date_of_birth_under_age' });
    expect(actor.getSnapshot().context.focus).toBe('date_of_birth');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectAccountExists(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.back' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(selectSignupClosed(actor.getSnapshot())).toBe(true);
  });
});
