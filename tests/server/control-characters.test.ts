import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';

type Probe = { method: 'GET' | 'POST'; url: string; host?: string; payload?: Record<string, string> };

// The probes of issue 6 that answered 500 (PostgreSQL refuses a NUL in text).
const probes: ReadonlyArray<readonly [string, Probe, string]> = [
  ['a NUL forced_domain', { method: 'GET', url: '/api/settings.php?forced_domain=%00' }, 'forced_domain'],
  ['a NUL in the region of a visitor search', { method: 'GET', url: '/api/members.php?countryregion=a%00b', host: 'flirt.localhost' }, 'countryregion'],
  ['a NUL in a login e-mail', { method: 'POST', url: '/api/user.php', payload: { email: 'x\u0000@y.z', password: 'p' } }, 'email'],
  ['a tab in the settings route', { method: 'GET', url: '/api/settings.php?route=%2Fmembers%09' }, 'route'],
  ['DEL in a password', { method: 'POST', url: '/api/user.php', payload: { email: 'x@y.z', password: 'p\u007f' } }, 'password'],
];

describe.each(drivers)('control characters on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 10 });

  it.each(probes)('answers %s with 400 naming the field, and writes nothing', async (_name, probe, field) => {
    const before = await countEvents(t.db);
    const response = await t.app.inject({
      method: probe.method,
      url: probe.url,
      headers: { host: probe.host ?? 'localhost' },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'invalid_input', field });
    expect(await countEvents(t.db)).toBe(before);
  });
});
