import { describe, expect, it } from 'vitest';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

// POST /api/user.php is two entries: login (no query) and savePushSubscription (?push=1), told apart by the query.
describe.each(drivers)('entries sharing a method and path on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie: await logIn(t.app) } });

  it('dispatches by query: ?push=1 to one, no query to the other', async () => {
    expect((await post('/api/user.php?push=1', { subscription: false })).json()).toEqual({ ok: true });
    expect((await post('/api/user.php', { email: 'demo@rendezvous.test', password: 'wrong' })).json()).toEqual({ error: 'login_failed' });
  });

  it('names the field of the entry the request came closest to', async () => {
    expect((await post('/api/user.php?push=2', { subscription: false })).json()).toEqual({ error: 'invalid_input', field: 'push' });
    expect((await post('/api/user.php?push=1&x=1', { subscription: false })).json()).toEqual({ error: 'invalid_input', field: 'x' });
    expect((await post('/api/user.php?push=1', { subscription: true })).json()).toEqual({ error: 'invalid_input', field: 'subscription' });
    expect((await post('/api/user.php?debug=1', {})).json()).toEqual({ error: 'invalid_input', field: 'debug' });
  });
});
