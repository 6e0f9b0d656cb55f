import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { bindEndpoint } from '../../server/http/route';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

/** A test-only endpoint whose handler fails like a bug would. */
const explode = {
  method: 'GET', path: '/api/test-explode.php', query: t.type({}), body: t.undefined, response: t.type({ ok: t.literal(true) }),
  access: 'public', retry: 'safe',
} as const;

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: string; type?: string };

describe.each(drivers)('bad input on %s', (driver) => {
  const t = useTestApp(driver, {
    demoMembers: 20,
    extend: (app) => bindEndpoint(app, 'testExplode', explode, () => Promise.reject(new Error('secret internals'))),
  });

  const send = async ({ method, url, payload, type = 'application/json' }: Request, cookie?: string) =>
    t.app.inject({ method, url, headers: { ...(payload === undefined ? {} : { 'content-type': type }), ...(cookie === undefined ? {} : { cookie }) }, ...(payload === undefined ? {} : { payload }) });

  const login = (payload: string, type?: string): Request => ({ method: 'POST', url: '/api/user.php', payload, ...(type === undefined ? {} : { type }) });

  const cases: ReadonlyArray<readonly [string, Request, number, string]> = [
    ['malformed JSON', login('{"email": "a@b.c", '), 400, 'body'],
    ['an empty JSON body', login(''), 400, 'body'],
    ['a JSON array', login('[1, 2]'), 400, 'body'],
    ['a wrong type', login('{"email": 42, "password": "x"}'), 400, 'email'],
    ['a missing field', login('{"email": "a@b.c"}'), 400, 'password'],
    ['an over-long string', login(JSON.stringify({ email: `${'a'.repeat(250)}@b.cd`, password: 'x' })), 400, 'email'],
    ['an over-long password', login(JSON.stringify({ email: 'a@b.cd', password: 'p'.repeat(201) })), 400, 'password'],
    ['an unknown field', login('{"email": "a@b.c", "password": "x", "admin": true}'), 400, 'admin'],
    ['prototype poisoning', login('{"email": "a@b.c", "password": "x", "__proto__": {"admin": true}}'), 400, 'body'],
    ['a wrong content type', login('email=a@b.c&password=x', 'application/x-www-form-urlencoded'), 415, 'body'],
    ['text/plain', login('{"email": "a@b.c", "password": "x"}', 'text/plain'), 415, 'body'],
    ['a body over 64 kB', login(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70_000) })), 413, 'body'],
    ['no body at all', { method: 'POST', url: '/api/user.php' }, 400, 'body'],
    ['an unknown query parameter', { method: 'POST', url: '/api/user.php?debug=1', payload: '{"email":"a@b.c","password":"x"}' }, 400, 'debug'],
    ['an over-long forced_domain', { method: 'GET', url: `/api/settings.php?forced_domain=${'d'.repeat(254)}` }, 400, 'forced_domain'],
    ['a lower-case country', { method: 'GET', url: '/api/regions.php?country=nl' }, 400, 'country'],
    ['an unknown country', { method: 'GET', url: '/api/regions.php?country=QQ' }, 400, 'country'],
    ['fields in a beacon', { method: 'POST', url: '/api/page-hidden.php', payload: '{"visible": false}' }, 400, 'visible'],
  ];

  it.each(cases)('answers %s with a 4xx JSON naming the field, and writes nothing', async (_name, request, status, field) => {
    const before = await countEvents(t.db);
    const response = await send(request);
    expect(response.statusCode).toBe(status);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    expect(await countEvents(t.db)).toBe(before);
  });

  const memberCases: ReadonlyArray<readonly [string, Request, string]> = [
    ['an extra field with the language', { method: 'PUT', url: '/api/user.php', payload: '{"language": "de", "credits": 100}' }, 'credits'],
    ['a query on the chats call', { method: 'GET', url: '/api/chats.php?all=1' }, 'all'],
    ['a word for an age', { method: 'GET', url: '/api/members.php?min_age=old' }, 'min_age'],
    ['an age under 18', { method: 'GET', url: '/api/members.php?min_age=12' }, 'min_age'],
    ['an unknown gender', { method: 'GET', url: '/api/members.php?gender=robot' }, 'gender'],
    ['page 0', { method: 'GET', url: '/api/members.php?page=0' }, 'page'],
    ['a repeated parameter', { method: 'GET', url: '/api/members.php?gender=male&gender=female' }, 'gender'],
    // The push flag picks the member-only call (savePushSubscription): a visitor is refused before the flag is read.
    ['a bad push flag', { method: 'POST', url: '/api/user.php?push=2', payload: '{}' }, 'push'],
  ];

  it.each(memberCases)('answers %s (logged in) with 400 naming the field, and writes nothing', async (_name, request, field) => {
    const cookie = await logIn(t.app);
    const before = await countEvents(t.db);
    const response = await send(request, cookie);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    expect(await countEvents(t.db)).toBe(before);
  });

  it('answers an unknown /api call with 404 not_found, an unbound method of a known one with 405', async () => {
    const unknown = await send({ method: 'GET', url: '/api/nothing.php' });
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(ApiError, unknown)).toEqual({ error: 'not_found' });
    const unbound = await send({ method: 'DELETE', url: '/api/user.php' });
    expect(unbound.statusCode).toBe(405);
    expect(unbound.headers['allow']).toBe('GET, POST, PUT');
    expect(bodyOf(ApiError, unbound)).toEqual({ error: 'method_not_allowed' });
  });

  it('answers an unexpected failure with 500 server_error and no trace of it', async () => {
    const response = await send({ method: 'GET', url: '/api/test-explode.php' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'server_error' });
    expect(response.body).not.toContain('secret');
  });
});
