import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { QueueCounts, StaffLoginAnswer, StaffLoginRequest } from '../../../io/entities/staff';
import { checkStaffLogin, staffConsoleMachine } from '../../../machines/staff/console.machine';
import { selectConsolePhase } from '../../../machines/staff/selectors';
import { done, failed, flush, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aStaffMember } from './fixtures';

const enrollment = { secret: 'KRSXG5CT', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' };
const provided = staffConsoleMachine.provide({
  actors: { whoAmI: pending(), logIn: pending(), logOut: pending(), loadCounts: pending(), watchSession: inert(), timer: inert() },
});

describe('staff console machine, model-based', () => {
  it('reaches every declared transition; signed in always means a staff member is known, signed out never', () => {
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('whoAmI', aStaffMember),
        failed('whoAmI', { kind: 'network' }),
        { type: 'retry' },
        { type: 'session.ended' },
        { type: 'login.field', field: 'email', value: 'staff@rendezvous.test' },
        { type: 'login.field', field: 'password', value: 'secret' },
        { type: 'login.field', field: 'code', value: '123456' },
        { type: 'login.submit' },
        done('logIn', { staff: aStaffMember }),
        done('logIn', { enrollment }),
        failed('logIn', { kind: 'http', status: 401, body: { error: 'login_failed' } }),
        failed('logIn', { kind: 'http', status: 429, body: { error: 'account_locked', minutes: 12 } }),
        failed('logIn', { kind: 'http', status: 429, body: { error: 'rate_limited', minutes: 1 } }),
        done('loadCounts', { photos: 3, texts: 2, reports: 1, complaints: 2, desk: 0 }),
        failed('loadCounts', { kind: 'network' }),
        { type: 'timer.elapsed' },
        { type: 'counts.refresh' },
        { type: 'logout' },
        done('logOut', undefined),
        failed('logOut', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof staffConsoleMachine>) => {
        const phase = selectConsolePhase(snapshot);
        if (phase === 'signedIn') expect(snapshot.context.staff).not.toBeNull();
        if (phase === 'signedOut') expect(snapshot.context.staff).toBeNull();
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('staff login form', () => {
  const values = { email: ' staff@rendezvous.test ', password: 'secret', code: '' };

  it('sends e-mail and password alone until an authenticator is being added; then the code is required', () => {
    expect(checkStaffLogin(values, false)).toEqual({ request: { email: 'staff@rendezvous.test', password: 'secret' } });
    expect(checkStaffLogin(values, true)).toEqual({ fields: ['code'] });
    expect(checkStaffLogin({ ...values, code: '12345' }, false)).toEqual({ fields: ['code'] });
    expect(checkStaffLogin({ email: '', password: '', code: '' }, false)).toEqual({ fields: ['email', 'password'] });
  });

  it('tells a locked account from an address slowed down, each with its minutes', async () => {
    const problemAfter = async (body: object) => {
      const refused = fromPromise<StaffLoginAnswer, StaffLoginRequest>(() => Promise.reject({ kind: 'http', status: 429, body }));
      const actor = createActor(provided.provide({ actors: { logIn: refused } })).start();
      actor.send({ type: 'session.ended' });
      actor.send({ type: 'login.field', field: 'email', value: 'staff@rendezvous.test' });
      actor.send({ type: 'login.field', field: 'password', value: 'secret' });
      actor.send({ type: 'login.submit' });
      await flush();
      return actor.getSnapshot().context.problem;
    };
    expect(await problemAfter({ error: 'account_locked', minutes: 12 })).toEqual({ kind: 'locked', minutes: 12 });
    expect(await problemAfter({ error: 'rate_limited', minutes: 2 })).toEqual({ kind: 'slowed', minutes: 2 });
  });

  it('shows the QR step after the right password, then logs in with the code and reads the counts', async () => {
    const sent: StaffLoginRequest[] = [];
    const actor = createActor(
      staffConsoleMachine.provide({
        actors: {
          whoAmI: pending(),
          logIn: fromPromise<StaffLoginAnswer, StaffLoginRequest>(async ({ input }) => {
            sent.push(input);
            return input.code === undefined ? { enrollment } : { staff: aStaffMember };
          }),
          logOut: pending(),
          loadCounts: fromPromise<QueueCounts, void>(async () => ({ photos: 2, texts: 0, reports: 0, complaints: 0, desk: 4 })),
          watchSession: inert(),
          timer: inert(),
        },
      }),
    ).start();
    actor.send({ type: 'session.ended' });
    actor.send({ type: 'login.field', field: 'email', value: 'staff@rendezvous.test' });
    actor.send({ type: 'login.field', field: 'password', value: 'secret' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(actor.getSnapshot().context.enrollment).toEqual(enrollment);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.problem).toEqual({ kind: 'fields', fields: ['code'] });
    actor.send({ type: 'login.field', field: 'code', value: '654321' });
    actor.send({ type: 'login.submit' });
    await flush();
    expect(sent).toEqual([{ email: 'staff@rendezvous.test', password: 'secret' }, { email: 'staff@rendezvous.test', password: 'secret', code: '654321' }]);
    expect(selectConsolePhase(actor.getSnapshot())).toBe('signedIn');
    expect(actor.getSnapshot().context.counts).toEqual({ photos: 2, texts: 0, reports: 0, complaints: 0, desk: 4 });
    // The password is not kept once in.
    expect(actor.getSnapshot().context.values).toEqual({ email: '', password: '', code: '' });
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().context).toMatchObject({ staff: null, notice: 'expired', counts: null });
  });
});
