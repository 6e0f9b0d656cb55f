import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { closed } from '../../io/codec/closed';
import { ok } from '../../server/http/answer';
import { bindEndpoint } from '../../server/http/route';
import { useTestApp } from './support/app';
import { drivers } from './support/database';

/** A stand-in for savePushSubscription: a second entry on POST /api/user.php, told apart by ?push=1. */
const push = {
  method: 'POST', path: '/api/user.php', query: closed({ push: t.literal('1') }), body: closed({ subscription: t.literal(false) }),
  response: t.type({ ok: t.literal(true) }), access: 'public', retry: 'safe',
} as const;

describe.each(drivers)('entries sharing a method and path on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, extend: (app) => bindEndpoint(app, 'testPush', push, async () => ok({ ok: true as const })) });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

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
