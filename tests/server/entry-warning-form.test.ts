import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

const confirm = (t: ReturnType<typeof useTestApp>, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/entry-warning',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });

// The route reads and writes no table: one database driver is enough.
describe('the entry warning confirmed before the page has hydrated', () => {
  const t = useTestApp('pglite');

  it('sets the dismissal cookie the browser code reads and sends the visitor back to the page and query it came from', async () => {
    const response = await confirm(t, { 'sec-fetch-site': 'same-origin', referer: 'http://localhost/landers/video?ref=mail' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/landers/video?ref=mail');
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'rdv_hide_site_entry_warning', path: '/', sameSite: 'Lax', maxAge: 365 * 86_400 });
    expect(cookie?.value).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
    expect(cookie?.httpOnly).not.toBe(true);
  });

  it.each([
    ['another host in the Referer', { referer: 'https://evil.example/phish' }],
    ['no Referer', {}],
    ['a Referer that is no URL', { referer: '::' }],
  ])('answers %s with the home page, never another host', async (_name, headers) => {
    const response = await confirm(t, headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('sets nothing for a post from another site', async () => {
    const response = await confirm(t, { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' });
    expect(response.statusCode).toBe(303);
    expect(response.cookies).toEqual([]);
  });
});
