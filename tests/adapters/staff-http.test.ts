import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createStaffHttp } from '../../adapters/staff-http';
import { fakeServer, json, runToEnd, type Reply } from './http-harness';

const staff = { id: 1, email: 'staff@rendezvous.test', name: 'Demo Staff', roles: ['moderator'], sites: null };
const hidden = json(404, { error: 'not_found' });

const setup = (replies: ReadonlyArray<Reply>) => {
  const scheduler = new VirtualTimeScheduler();
  const server = fakeServer(replies, scheduler);
  const http = createStaffHttp({ fetch: server.fetch, scheduler });
  const ended: number[] = [];
  http.sessionEnded$.subscribe(() => ended.push(scheduler.now()));
  return { scheduler, http, sent: server.sent, ended };
};

describe('staff http', () => {
  it('sends JSON with the staff path and decodes the answer', async () => {
    const { http, scheduler, sent } = setup([json(200, { ok: true })]);
    const run = await runToEnd(http.call('rejectPhoto', { body: { memberId: 3, photoId: `photo${'0'.repeat(16)}1`, reason: 'nudity' } }), scheduler);
    expect(run.values).toEqual([{ ok: true }]);
    expect(sent[0]?.url).toBe('/api/staff/photos/reject');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(typeof sent[0]?.init.body === 'string' ? JSON.parse(sent[0].init.body) : null).toEqual({ memberId: 3, photoId: `photo${'0'.repeat(16)}1`, reason: 'nudity' });
  });

  it('hears a 404 on a call that needs a session as the session\'s end: once, and the call says nothing more', async () => {
    const { http, scheduler, ended } = setup([hidden]);
    const run = await runToEnd(http.call('staffMe'), scheduler);
    expect(run).toEqual({ values: [], errors: [], completed: true });
    expect(ended).toHaveLength(1);
  });

  it('answers the login\'s own failures and a conflict as errors, without ending anything', async () => {
    const login = setup([json(401, { error: 'login_failed' })]);
    const refused = await runToEnd(login.http.call('staffLogin', { body: { email: 'a@b.test', password: 'x' } }), login.scheduler);
    expect(refused.errors).toEqual([{ kind: 'http', status: 401, body: { error: 'login_failed' } }]);
    const decided = setup([json(409, { error: 'conflict' })]);
    const conflict = await runToEnd(decided.http.call('approvePhoto', { body: { memberId: 3, photoId: `photo${'0'.repeat(16)}1` } }), decided.scheduler);
    expect(conflict.errors).toEqual([{ kind: 'http', status: 409, body: { error: 'conflict' } }]);
    expect([...login.ended, ...decided.ended]).toEqual([]);
  });

  it('retries a read after a server error with the member calls\' backoff', async () => {
    const { http, scheduler, sent } = setup([json(503, { error: 'server_error' }), json(200, { staff })]);
    const run = await runToEnd(http.call('staffMe'), scheduler);
    expect(run.values).toEqual([{ staff }]);
    expect(sent.map((attempt) => attempt.at)).toEqual([0, 500]);
  });
});
