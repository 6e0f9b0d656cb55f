import { describe, expect, it } from 'vitest';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

// A shared cache or the browser's back button must never show one member's answers to someone else.
type Call = { readonly method: 'GET' | 'PUT'; readonly url: string; readonly payload?: Record<string, string> };
const memberAnswers: ReadonlyArray<readonly [string, Call]> = [
  ['the user', { method: 'GET', url: '/api/user.php' }],
  ['the chats', { method: 'GET', url: '/api/chats.php' }],
  ['the likes', { method: 'GET', url: '/api/likes.php' }],
  ['a search', { method: 'GET', url: '/api/members.php' }],
  ['the auto-like', { method: 'GET', url: '/api/auto-like.php' }],
  ['a language change', { method: 'PUT', url: '/api/user.php', payload: { language: 'de' } }],
];

describe.each(drivers)('Cache-Control on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });

  it.each(memberAnswers)('is no-store on %s', async (_name, { method, url, payload }) => {
    const cookie = await logIn(t.app);
    const response = await t.app.inject({ method, url, headers: { cookie, 'accept-encoding': 'br' }, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the login answer that sets the cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'demo@rendezvous.test', password: 'rendezvous-demo' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
