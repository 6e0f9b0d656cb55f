import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

describe.each(drivers)('the member: language and page-hidden on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });
  const put = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/user.php', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) } });

  it('saves the language and answers the updated user', async () => {
    const cookie = await logIn(t.app);
    const response = await put({ language: 'de' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(contract.setLanguage.response, response).user.language).toBe('de');
    const again = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(bodyOf(contract.getUser.response, again).user.language).toBe('de');
  });

  it('refuses an unsupported language with 400 naming `language`, writing nothing', async () => {
    const cookie = await logIn(t.app);
    const before = await countEvents(t.db);
    for (const language of ['xx', 'EN', '', 42, null]) {
      const response = await put({ language }, cookie);
      expect(response.statusCode).toBe(400);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field: 'language' });
    }
    expect(await countEvents(t.db)).toBe(before);
  });

  it('needs a session: 403 authentication_required', async () => {
    const response = await put({ language: 'de' });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
  });

  it('page-hidden beacons update the session last-seen time, with or without a session', async () => {
    const cookie = await logIn(t.app);
    const beacon = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/page-hidden.php', payload: '{}', headers: { 'content-type': 'application/json', ...headers } });
    expect((await beacon({})).json()).toEqual({ ok: true });
    t.clock.advance(5000);
    const before = await countEvents(t.db);
    const response = await beacon({ cookie });
    expect(response.json()).toEqual({ ok: true });
    const rows = await t.db.query<{ last_seen: Date }>('SELECT last_seen FROM session_activity');
    expect(rows.map((row) => row.last_seen.toISOString())).toEqual([t.clock.now().toISOString()]);
    expect(await countEvents(t.db)).toBe(before);
  });
});
