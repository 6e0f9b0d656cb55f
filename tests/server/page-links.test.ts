import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../io/entities/locale';
import { languageCookieDays, languageCookieName } from '../../io/page';
import { activeWithinMs } from '../../server/modules/notify/receiver';
import { logIn, useTestApp, type TestApp } from './support/app';
import { memberPassword, newMember, requestReset } from './support/credentials';
import { drivers } from './support/database';
import { signedUpMember, useMailDir } from './support/mail';

/** The site's own titles of the two pages (locales/messages), which the mails' links are labelled with. */
const siteTitles = (locale: Locale): { terms: string; privacy: string } => {
  const messages = JSON.parse(readFileSync(new URL(`../../locales/messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  return { terms: messages['page.terms'] ?? '', privacy: messages['page.privacy'] ?? '' };
};

/** A client build of one static file and the page template, and a server rendering that knows four routes, 404 for the rest (as app/entry-server.tsx). */
const clientDir = mkdtempSync(join(tmpdir(), 'rdv-links-client-'));
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>');
writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const serverDir = mkdtempSync(join(tmpdir(), 'rdv-links-server-'));
writeFileSync(
  join(serverDir, 'entry-server.js'),
  `export const render = async (facts) => {
  const path = facts.url.split('?')[0];
  const known = ['/pricing', '/members', '/pages/terms', '/pages/privacy'].includes(path);
  return {
    status: known ? 200 : 404, redirect: null, html: '<main><h1>' + (known ? 'Page ' + path : 'Not found') + '</h1></main>',
    head: { lang: facts.localeCookie ?? 'nl', title: 'Title', description: 'About' }, previewMember: null, packs: [], data: {},
  };
};
`,
);
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

interface Mail {
  readonly kind: string;
  readonly language: Locale;
  readonly origin: string;
  readonly text: string;
  readonly html: string;
}

interface Link {
  readonly href: string;
  readonly label: string;
}

/** The labelled links of a mail's HTML, in order (composeBody writes each as `<a href="…">label</a>`). */
const linksOf = (html: string): Link[] => [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href = '', label = '']) => ({ href, label }));

const pathOf = (href: string): string => new URL(href).pathname;

const languageCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === languageCookieName);

describe('the labels of the legal links', () => {
  it('are the titles the site gives the two pages, in every language', () => {
    for (const locale of locales) {
      const texts = JSON.parse(readFileSync(new URL(`../../locales/mail/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
      const titles = siteTitles(locale);
      expect({ terms: texts['legal.terms'], privacy: texts['legal.privacy'] }).toEqual(titles);
    }
  });
});

describe.each(drivers)("a mail's signed links to the legal pages on %s", (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 2, clientDir, serverDir, mail: { dir, pollMs: 60_000 } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const allMails = (): Promise<Mail[]> => t.db.query<Mail>('SELECT kind, language, origin, text, html FROM mail_outbox ORDER BY id');

  /** One mail of each kind that ends with the signature, each in another language. */
  const mailEveryKind = async (app: TestApp): Promise<void> => {
    const inject = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) => app.app.inject({ method, url, payload, headers: { cookie } });
    // Away since long enough to be mailed a like (server/modules/notify/receiver.ts).
    const liked = await newMember(app, 'nb@links.test', { language: 'nb' });
    app.clock.advance(activeWithinMs + 60_000);
    const premium = await logIn(app.app, 'premium@rendezvous.test');
    expect((await inject('POST', '/api/likes.php', premium, { member_id: liked.id })).statusCode).toBe(200);

    const unconfirmed = await signedUpMember(app, 'de@links.test', 'de');
    expect((await inject('POST', '/api/activation.php', unconfirmed.cookie, {})).statusCode).toBe(200);
    await newMember(app, 'sv@links.test', { language: 'sv' });
    expect((await requestReset(app, 'sv@links.test')).statusCode).toBe(200);
    expect((await requestReset(app, 'nobody@links.test', 'fi')).statusCode).toBe(200);
    const changing = await newMember(app, 'it@links.test', { language: 'it' });
    expect((await inject('PUT', '/api/password.php', changing.cookie, { old_password: memberPassword, new_password: 'another-password-1' })).statusCode).toBe(200);
    const moving = await newMember(app, 'pl@links.test', { language: 'pl' });
    expect((await inject('PUT', '/api/email.php', moving.cookie, { email: 'pl-new@links.test', password: memberPassword })).statusCode).toBe(200);
    const leaving = await newMember(app, 'fr@links.test', { language: 'fr' });
    expect((await inject('POST', '/api/delete-account.php', leaving.cookie, { reason: 'time', password: memberPassword })).statusCode).toBe(200);
    const complaint = { name: 'Jens', email: 'da@links.test', subject: 'Spørgsmål', message: 'Et spørgsmål om min konto.', language: 'da' };
    const complained = await app.app.inject({ method: 'POST', url: '/api/complaints.php', payload: complaint, headers: { 'idempotency-key': 'links-1' } });
    expect(complained.statusCode).toBe(200);
  };
  // Made by whichever test comes first, so each test stands on its own.
  let mailed: Promise<Mail[]> | undefined;
  const mails = (): Promise<Mail[]> => (mailed ??= mailEveryKind(t).then(allMails));

  it('every mail with a signature ends with the terms and the privacy statement, in its language, on its origin', async () => {
    const queued = await mails();
    // Beside the demo's own notification mails (its seeded messages, in English).
    expect(queued.map(({ kind, language }) => `${kind}:${language}`)).toEqual(expect.arrayContaining([
      'activation:de', 'complaint:da', 'deletion:fr', 'mail_change:pl', 'mail_change_notice:pl', 'notify_like:nb', 'password_changed:it',
      'password_reset:sv', 'password_reset_unknown:fi', 'notify_message:en',
    ]));
    for (const mail of queued) {
      const titles = siteTitles(mail.language);
      const [terms, privacy] = linksOf(mail.html).slice(-2);
      expect(terms?.label).toBe(titles.terms);
      expect(terms?.href).toMatch(new RegExp(`^${mail.origin}/${mail.language}\\.terms\\.[0-9a-f]{16}$`));
      expect(privacy?.label).toBe(titles.privacy);
      expect(privacy?.href).toMatch(new RegExp(`^${mail.origin}/${mail.language}\\.privacy\\.[0-9a-f]{16}$`));
      // After the signature, last: in the plain text as in the HTML.
      expect(mail.text.endsWith(`\n\n${terms?.href ?? ''}\n\n${privacy?.href ?? ''}\n`)).toBe(true);
      expect(mail.html.endsWith(`${privacy?.href ?? ''}</p></body></html>`)).toBe(true);
    }
  });

  it("followed, a mail's link sets the mail's language for a year and opens the page in it", async () => {
    for (const mail of await mails()) {
      const [terms, privacy] = linksOf(mail.html).slice(-2);
      for (const [link, page] of [[terms, 'terms'], [privacy, 'privacy']] as const) {
        const followed = await get(pathOf(link?.href ?? ''));
        expect(followed.statusCode).toBe(302);
        expect(followed.headers.location).toBe(`/pages/${page}`);
        expect(followed.headers['cache-control']).toBe('no-store');
        expect(languageCookieOf(followed)).toEqual({
          name: languageCookieName, value: mail.language, path: '/', maxAge: languageCookieDays * 86_400, sameSite: 'Lax',
        });
      }
    }
    const [first] = await mails();
    const [terms] = linksOf(first?.html ?? '').slice(-2);
    const cookie = languageCookieOf(await get(pathOf(terms?.href ?? '')));
    const page = await get('/pages/terms', { cookie: `${languageCookieName}=${cookie?.value ?? ''}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`lang="${first?.language ?? ''}"`);
    expect(page.body).toContain('<h1>Page /pages/terms</h1>');
  });

  it('a link that does not verify is the 404 page and sets no cookie', async () => {
    const [first] = await mails();
    const [terms] = linksOf(first?.html ?? '').slice(-2);
    const token = pathOf(terms?.href ?? '').slice(1);
    const [locale = '', , mac = ''] = token.split('.');
    const other = locale === 'nl' ? 'en' : 'nl';
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    for (const path of [`/${locale}.terms.${flipped}`, `/${locale}.privacy.${mac}`, `/${other}.terms.${mac}`, `/xx.terms.${mac}`, `/${locale}.pricing.${mac}`]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Not found</h1>');
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    // The real link still works, with a query (a mail client's tracking) too.
    expect((await get(`/${token}?utm_source=mail`)).headers.location).toBe('/pages/terms');
  });

  it('leaves other pages and files as they were', async () => {
    for (const path of ['/pricing', '/members']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain(`<h1>Page ${path}</h1>`);
      expect(page.headers['set-cookie'], path).toBeUndefined();
    }
    const file = await get('/favicon.svg');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<svg');
    const missing = await get('/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found' });
  });
});
