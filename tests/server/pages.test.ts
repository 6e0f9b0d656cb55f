import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { ServedPacks, servedPacksId } from '../../io/message-packs';
import { inspectionBlockId } from '../../io/page';
import { afterAll, describe, expect, it } from 'vitest';
import { Settings } from '../../io/entities/settings';
import { InlinedSession } from '../../io/page';
import { inlinedPublicDataId, PublicPageData } from '../../io/public-page';
import { company, rendezvous } from '../../server/demo/sites';
import { browserLanguagesOf } from '../../server/http/pages';
import { bootstrapHash, bootstrapScript, scriptsBlockId } from '../../server/http/bootstrap';
import { runSiteCommand } from '../../server/modules/sites/commands';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

/** A stand-in for the client build: index.html with the placeholders the page server fills and Vite's entry tags. */
const clientDir = mkdtempSync(join(tmpdir(), 'rdv-pages-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html class="app"><head><title>x</title><!--head--><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-2.js"></head><body><div id="root"><!--app--></div></body></html>',
);

mkdirSync(join(clientDir, '.vite'));
writeFileSync(
  join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'locales/compiled/fi/packs.js': { file: 'assets/packs-9.js' },
    'locales/compiled/fi/core.json': { file: 'assets/core-123.js' },
    'locales/compiled/fi/landing.json': { file: 'assets/landing-45.js' },
  }),
);

/**
 * A stand-in for the server-rendering build (the real one is covered end to end in tests/e2e/first-paint):
 * it answers like app/entry-server.tsx would, from the facts it was given.
 */
const serverDir = mkdtempSync(join(tmpdir(), 'rdv-pages-server-'));
writeFileSync(
  join(serverDir, 'entry-server.js'),
  `export const render = async (facts, sources) => {
  const path = facts.url.split('?')[0];
  if (path === '/broken') return { status: 200 };
  const head = { lang: facts.localeCookie ?? facts.browserLanguages[0] ?? 'nl', title: 'Title of ' + path, description: 'About ' + path };
  const redirect = path === '/login' && facts.user !== null ? '/members' : null;
  const landing = /^\\/members\\/(\\d+)\\/landing$/.exec(path);
  return {
    status: path === '/nope' ? 404 : 200,
    redirect,
    html: '<main><h1>' + (path === '/nope' ? 'Not found' : 'Page ' + path) + '</h1></main>' + (facts.entryWarningCookie === null ? '' : '<!--entry warning dismissed at ' + facts.entryWarningCookie + '-->'),
    head,
    previewMember: landing === null ? null : Number(landing[1]),
    packs: path === '/' ? ['landing'] : [],
    data: path.startsWith('/pages/') ? { company: await sources.company() } : {},
  };
};
`,
);
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

/** The JSON data block with this id, decoded with its codec; throws when it is missing or does not decode. */
const dataBlock = <A>(html: string, id: string, codec: t.Decoder<unknown, A>): A => {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  if (match === null) throw new Error(`no data block ${id}`);
  const decoded = codec.decode(JSON.parse(match[1] ?? ''));
  if (!isRight(decoded)) throw new Error(`data block ${id} does not decode`);
  return decoded.right;
};

const PageScriptsCodec = t.type({ entry: t.string, preload: t.array(t.string) });

const meta = (html: string, attribute: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe.each(drivers)('pages on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5, clientDir, serverDir });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders a public page on the server, with settings and session inlined as JSON data blocks that decode', async () => {
    const page = await get('/pages/terms', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body;
    expect(html).toContain('<div id="root"><main><h1>Page /pages/terms</h1></main></div>');
    expect(html).toContain('<html class="app" lang="de-CH">');
    expect(html).toContain('<title>Title of /pages/terms</title>');
    expect(meta(html, 'name', 'description')).toBe('About /pages/terms');
    expect(meta(html, 'property', 'og:title')).toBe('Title of /pages/terms');
    expect(meta(html, 'property', 'og:image')).toBe('http://localhost/preview.svg');
    const [vapid] = await t.db.query<{ public_key: string }>('SELECT public_key FROM push_vapid_keys');
    expect(dataBlock(html, 'rdv-settings', Settings)).toEqual({ ...rendezvous, geoip_country: 'CH', push_public_key: vapid?.public_key });
    expect(dataBlock(html, 'rdv-session', InlinedSession)).toEqual({ user: null });
    // The company the legal page was rendered with, for the browser to hydrate with (issue 11).
    expect(dataBlock(html, inlinedPublicDataId, PublicPageData)).toEqual({ company });
    // Data blocks and the bootstrap; the only script that runs inline is the bootstrap, which the CSP allows by its hash.
    const running = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(running).toEqual([bootstrapScript]);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${bootstrapHash};`);
    // The entry and its chunk start from the bootstrap, after the first paint: no tag fetches them before it.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(dataBlock(html, scriptsBlockId, PageScriptsCodec)).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/ui-2.js'] });
  });

  it('answers an unknown page with HTTP 404 and the 404 screen', async () => {
    const page = await get('/nope');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Not found</h1>');
  });

  it('inlines the member and keeps the page out of caches; a member on /login is sent to /members', async () => {
    const cookie = await logIn(t.app);
    const page = await get('/members', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(dataBlock(page.body, 'rdv-session', InlinedSession).user?.profile.name).toBeTruthy();
    const login = await get('/login', { cookie });
    expect(login.statusCode).toBe(302);
    expect(login.headers['location']).toBe('/members');
    expect((await get('/login')).statusCode).toBe(200);
  });

  it("passes the language cookie and Accept-Language in order of preference, and preloads the language's messages", async () => {
    const finnish = (await get('/', { cookie: 'rdv_locale=fi' })).body;
    expect(finnish).toContain('lang="fi"');
    // The language's index of packs, its core and the packs the markup shows, which the browser is told of.
    expect(dataBlock(finnish, scriptsBlockId, PageScriptsCodec).preload).toEqual(['/assets/ui-2.js', '/assets/packs-9.js', '/assets/core-123.js', '/assets/landing-45.js']);
    expect(dataBlock(finnish, servedPacksId, ServedPacks)).toEqual(['landing']);
    expect(dataBlock((await get('/', { cookie: 'rdv_locale=sv' })).body, scriptsBlockId, PageScriptsCodec).preload).toEqual(['/assets/ui-2.js']);
    expect(browserLanguagesOf('en;q=0.5, nl-BE, fr;q=0.8, *;q=0.1, de;q=0')).toEqual(['nl-BE', 'fr', 'en']);
    expect(browserLanguagesOf(undefined)).toEqual([]);
  });

  it("passes the site-entry warning's dismissal cookie as sent, for the renderer to leave the warning out", async () => {
    const dismissed = (await get('/', { cookie: 'rdv_locale=fi; rdv_hide_site_entry_warning=1795338000' })).body;
    expect(dismissed).toContain('<!--entry warning dismissed at 1795338000-->');
    const first = (await get('/', { cookie: 'rdv_locale=fi' })).body;
    expect(first).toContain('<h1>Page /</h1></main></div>');
  });

  it('escapes "<" inside the data blocks, so no value can close the element', async () => {
    const hostile = { ...rendezvous, domain: 'hostile.localhost', name: '</script><script>alert(1)</script>' };
    await t.db.transaction((tx) => runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: hostile, company, at: t.clock.now() } }));
    const html = (await get('/', { host: 'hostile.localhost' })).body;
    expect(html).not.toContain('<script>alert(1)');
    // settings, session, served packs, the inspection switch, the page's scripts and the bootstrap: nothing the site's name added.
    expect(html.match(/<\/script>/g)).toHaveLength(6);
    expect(dataBlock(html, 'rdv-settings', Settings).name).toBe(hostile.name);
    expect(meta(html, 'property', 'og:site_name')).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("previews a member landing with the member's active main photo (spec §3)", async () => {
    const [member] = await t.db.query<{ id: number; filename: string }>(
      "SELECT id, main_image->>'filename' AS filename FROM members WHERE main_image->>'status' = 'active' ORDER BY id LIMIT 1",
    );
    if (member === undefined) throw new Error('the demo data has no member with an active photo');
    const html = (await get(`/members/${member.id}/landing`)).body;
    expect(meta(html, 'property', 'og:image')).toBe(`http://localhost/media/${member.filename}`);
    expect(meta(html, 'property', 'og:image')).not.toBe(meta((await get('/members/999999/landing')).body, 'property', 'og:image') ?? '');
  });

  it('renders in the browser when the server rendering answers something unexpected', async () => {
    const page = await get('/broken');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(dataBlock(page.body, 'rdv-session', InlinedSession)).toEqual({ user: null });
  });
});

describe.each(drivers)('pages without a server-rendering build on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0, clientDir, serverDir: null });

  it('serves the template with the data inlined and an empty root for the browser to render', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pages/terms' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain(`<title>${rendezvous.index_title}</title>`);
    expect(meta(page.body, 'name', 'description')).toBe(rendezvous.description);
    expect(dataBlock(page.body, 'rdv-settings', Settings).name).toBe(rendezvous.name);
  });
});

describe.each(drivers)('the statechart visualiser page on %s', (driver) => {
  const demo = useTestApp(driver, { demoMembers: 1, clientDir, serverDir });
  const production = useTestApp(driver, { demoMembers: 1, clientDir, serverDir, statecharts: false });

  it('is served with the inspection switch on a demo server, and does not exist on a production one', async () => {
    const served = await demo.app.inject({ method: 'GET', url: '/statecharts/app' });
    expect(served.statusCode).toBe(200);
    expect(dataBlock(served.body, inspectionBlockId, t.literal(true))).toBe(true);
    const members = await demo.app.inject({ method: 'GET', url: '/pages/terms' });
    expect(dataBlock(members.body, inspectionBlockId, t.literal(true))).toBe(true);

    for (const url of ['/statecharts', '/statecharts/app', '/statecharts?x=1']) {
      const hidden = await production.app.inject({ method: 'GET', url });
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.body).not.toContain(`id="${inspectionBlockId}"`);
    }
    // Only that route: a path that merely begins alike is the server renderer's to answer, and other pages are served.
    expect((await production.app.inject({ method: 'GET', url: '/statechartsx' })).statusCode).toBe(200);
    expect((await production.app.inject({ method: 'GET', url: '/pages/terms' })).statusCode).toBe(200);
  });
});
