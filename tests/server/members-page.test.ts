import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRight } from 'fp-ts/Either';
import { afterAll, describe, expect, it } from 'vitest';
import { SearchResults } from '../../io/entities/search';
import { inlinedMembersId } from '../../io/page';
import { scriptsBlockId } from '../../server/http/bootstrap';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

const css = 'body{margin:0}.card{color:#123}';

/** A stand-in for the client build: index.html linking one stylesheet, as Vite writes it. */
const clientDir = mkdtempSync(join(tmpdir(), 'rdv-members-page-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'style-abc123.css'), css);
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>x</title><!--head--><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-2.js"><link rel="stylesheet" crossorigin href="/assets/style-abc123.css"></head><body><div id="root"><!--app--></div></body></html>',
);

/** Vite's manifest: the entry and the members screen share a chunk; the screen has one of its own besides. */
mkdirSync(join(clientDir, '.vite'));
writeFileSync(
  join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_ui-2.js'] },
    '_ui-2.js': { file: 'assets/ui-2.js' },
    '_MemberGrid-3.js': { file: 'assets/MemberGrid-3.js', imports: ['_ui-2.js'] },
    'views/screens/MembersScreen.tsx': { file: 'assets/MembersScreen-4.js', imports: ['_ui-2.js', 'index.html', '_MemberGrid-3.js'] },
  }),
);

/** A stand-in for the server-rendering build: member screens render in the browser (an empty root). */
const serverDir = mkdtempSync(join(tmpdir(), 'rdv-members-page-server-'));
writeFileSync(
  join(serverDir, 'entry-server.js'),
  `export const render = async () => ({ status: 200, redirect: null, html: '', head: { lang: 'en', title: 't', description: 'd' }, previewMember: null, packs: [], data: {} });
`,
);
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

/** The members data block's text, or undefined when the page has none. */
const membersBlock = (html: string): string | undefined =>
  new RegExp(`<script type="application/json" id="${inlinedMembersId}">(.*?)</script>`).exec(html)?.[1];

/** The modules the page's bootstrap preloads beside the entry (server/http/bootstrap.ts). */
const preloadsOf = (html: string): unknown => {
  const block = new RegExp(`<script type="application/json" id="${scriptsBlockId}">(.*?)</script>`).exec(html)?.[1];
  if (block === undefined) throw new Error('the page has no scripts data block');
  const parsed: unknown = JSON.parse(block);
  return typeof parsed === 'object' && parsed !== null && 'preload' in parsed ? parsed.preload : undefined;
};

describe.each(drivers)('the members page on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 30, clientDir, serverDir });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("inlines a member's first page of the search, as GET /api/members.php answers it, and preloads its screen", async () => {
    const cookie = await logIn(t.app);
    const page = await get('/members', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const block = membersBlock(page.body);
    if (block === undefined) throw new Error('the members page has no members data block');
    const decoded = SearchResults.decode(JSON.parse(block));
    if (!isRight(decoded)) throw new Error('the members data block does not decode');
    const search = await get('/api/members.php', { cookie });
    // The same bytes' worth of JSON the search call answers (the cursor in its encoded form).
    expect(JSON.parse(block)).toEqual(search.json());
    expect(decoded.right.results.length).toBeGreaterThan(0);
    expect(preloadsOf(page.body)).toEqual(['/assets/ui-2.js', '/assets/MembersScreen-4.js', '/assets/MemberGrid-3.js']);
  });

  it('gives a visitor asking /members what it gave before: no search, no data block, no screen preloaded', async () => {
    const page = await get('/members');
    expect(page.statusCode).toBe(200);
    expect(membersBlock(page.body)).toBeUndefined();
    expect(preloadsOf(page.body)).toEqual(['/assets/ui-2.js']);
  });

  it('inlines no members on other member pages', async () => {
    const cookie = await logIn(t.app);
    for (const url of ['/chats', '/members/1', '/likes']) expect(membersBlock((await get(url, { cookie })).body)).toBeUndefined();
  });

  it('inlines the stylesheet, allowed by its sha256 in the Content-Security-Policy and by nothing looser', async () => {
    const page = await get('/login');
    expect(page.body).toContain(`<style>${css}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
    const styleSource = /(?:^|;)\s*style-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(styleSource).toBe(`'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    // Every answer carries the same policy, API answers too.
    expect((await get('/api/settings.php')).headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });
});
