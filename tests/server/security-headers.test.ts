import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

/** A minimal client build: the page template and one hashed asset. */
const clientBuild = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'rdv-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title><!--settings--></head><body></body></html>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log("hi");');
  return dir;
};

type Probe = { url: string; host?: string; member?: boolean; headers?: Record<string, string> };

const answers: ReadonlyArray<readonly [string, Probe, number]> = [
  ['a page', { url: '/login' }, 200],
  ['an API answer', { url: '/api/settings.php' }, 200],
  ['a member API answer', { url: '/api/chats.php', member: true }, 200],
  ['a refusal', { url: '/api/user.php' }, 403],
  ['an unknown API call', { url: '/api/nothing.php' }, 404],
  ['a bad input', { url: '/api/regions.php?country=nl' }, 400],
  ['a static file', { url: '/assets/main-abc123.js' }, 200],
];

describe.each(drivers)('security headers on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5, clientDir: clientBuild(), trustProxy: 1 });

  const get = async ({ url, member = false, headers = {} }: Probe) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(member ? { cookie: await logIn(t.app) } : {}) } });

  it.each(answers)('are on %s', async (_name, probe, status) => {
    const response = await get(probe);
    expect(response.statusCode).toBe(status);
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';').map((d) => d.trim())).toEqual(
      expect.arrayContaining([
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:", "connect-src 'self'",
        "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'",
      ]),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['permissions-policy'])).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(self\).*payment=\(self\)/);
    // Plain http: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over https through the trusted proxy', async () => {
    const response = await get({ url: '/api/settings.php', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses JSON and HTML above 1 kB with brotli or gzip, as the client accepts', async () => {
    const plain = await get({ url: '/api/settings.php' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get({ url: '/api/settings.php', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get({ url: '/api/settings.php', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const page = await get({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('Rendezvous');
  });

  it('leaves small answers uncompressed', async () => {
    const small = await get({ url: '/api/user.php', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
