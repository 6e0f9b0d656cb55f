import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { InterestTag } from '../../io/entities/profile-attributes';
import { Settings } from '../../io/entities/settings';
import { company, flirtpunt, rendezvous } from '../../server/demo/sites';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';

/** A stand-in for the vite build: the placeholder in <head>, and an <html> tag with attributes to keep. */
const clientDir = mkdtempSync(join(tmpdir(), 'rdv-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html class="app" lang="en"><head><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>',
);
writeFileSync(join(clientDir, 'app.js'), 'console.log(1);');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe.each(drivers)('sites, settings and the page on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5, clientDir });
  const get = (url: string, host?: string) => t.app.inject({ method: 'GET', url, ...(host === undefined ? {} : { headers: { host } }) });

  it("tells the visitor's country: the edge's X-GeoIP-Country, else the browser language's region", async () => {
    const country = async (headers: Record<string, string>) =>
      bodyOf(Settings, await t.app.inject({ method: 'GET', url: '/api/settings.php', headers })).geoip_country;
    expect(await country({ 'x-geoip-country': 'de', 'accept-language': 'en-GB' })).toBe('DE');
    expect(await country({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('GB');
    expect(await country({ 'accept-language': 'nl' })).toBe('NL');
    expect(await country({ 'accept-language': 'en' })).toBeNull();
    expect(await country({})).toBeNull();
    const page = (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fi-FI' } })).body;
    expect(page).toContain('"geoip_country":"FI"');
  });

  it('chooses the site by forced_domain, else the Host (port stripped), else the default site', async () => {
    expect(bodyOf(Settings, await get('/api/settings.php')).domain).toBe('localhost');
    expect(bodyOf(Settings, await get('/api/settings.php', 'flirt.localhost:3000')).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php', 'WWW.Flirt.Localhost')).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php?forced_domain=flirt.localhost', 'localhost')).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php?forced_domain=unknown.example', 'flirt.localhost')).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php', 'elsewhere.example')).name).toBe('Rendezvous');
    expect(bodyOf(Settings, await get('/api/settings.php')).countries).toEqual(rendezvous.countries);
  });

  it('accepts the current route with the settings call (spec §7), alone or with forced_domain', async () => {
    const both = await get('/api/settings.php?route=%2Fmembers%2F12&forced_domain=flirt.localhost', 'localhost');
    expect(both.statusCode).toBe(200);
    expect(bodyOf(Settings, both).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php?route=%2F', 'flirt.localhost')).name).toBe('Flirtpunt');
    expect(bodyOf(Settings, await get('/api/settings.php?route=', 'localhost')).name).toBe('Rendezvous');
  });

  it('serves index.html with the settings inlined, safely, and <html lang> from the site', async () => {
    const html = (await get('/members/12', 'flirt.localhost')).body;
    expect(html).toContain('<html class="app" lang="nl-NL">');
    const match = /<script type="application\/json" id="rdv-settings">(.*?)<\/script>/.exec(html);
    // With the server's VAPID public key, which no site configures (server/README.md "Web push").
    const [vapid] = await t.db.query<{ public_key: string }>('SELECT public_key FROM push_vapid_keys');
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({ ...flirtpunt, push_public_key: vapid?.public_key });
    expect(html).toContain(`<title>${flirtpunt.index_title}</title>`);
    expect((await get('/')).body).toContain('lang="en-GB"');
  });

  it('escapes "<" so settings text cannot close the script element', async () => {
    const hostile = { ...flirtpunt, domain: 'hostile.localhost', name: '</script><script>alert(1)</script>' };
    await t.db.transaction((tx) => runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: hostile, company, at: t.clock.now() } }));
    const html = (await get('/', 'hostile.localhost')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // The settings, the session, the served message packs and the inspection switch: nothing the site's name added.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it('serves built files, but never index.html raw, and 404s missing files', async () => {
    const asset = await get('/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect((await get('/index.html')).body).toContain('id="rdv-settings"');
    expect((await get('/missing.js')).statusCode).toBe(404);
  });

  it('answers the interests, the regions of the site’s countries or of one, and the company', async () => {
    const { interests } = bodyOf(contract.getInterests.response, await get('/api/interests.php'));
    expect(interests).toHaveLength(50);
    expect(new Set(interests)).toEqual(new Set(Object.keys(InterestTag.keys)));
    const { regions } = bodyOf(contract.getRegions.response, await get('/api/regions.php', 'flirt.localhost'));
    expect(Object.keys(regions).sort()).toEqual([...flirtpunt.countries].sort());
    expect(regions['NL']).toContain('Noord-Holland');
    const one = bodyOf(contract.getRegions.response, await get('/api/regions.php?country=NZ'));
    expect(Object.keys(one.regions)).toEqual(['NZ']);
    expect(one.regions['NZ']).toContain('Canterbury');
    expect(bodyOf(contract.getCompanyInfo.response, await get('/api/companyinfo.php'))).toEqual(company);
  });
});

describe.each(drivers)('the page without a client build on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, clientDir: null });

  it('serves a stand-in page that still carries the settings', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('npm run build');
    expect(html).toContain('<script type="application/json" id="rdv-settings">');
    expect(html).toContain('<html lang="en-GB">');
  });
});
