import { isRight } from 'fp-ts/Either';
import { readFileSync } from 'node:fs';
import * as t from 'io-ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteEntryWarningCookieName } from '../../io/entities/flags';
import { messagesFile, readMessages, type LocaleCode } from '../../scripts/locales';
import { pageScriptsOf } from './support/page-scripts';
import { useProduct } from './support/product';
import { logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

const messagesOf = (locale: LocaleCode): Record<string, string> => readMessages(messagesFile(locale));

/** Everything a page reports that a visitor should never see in the console. */
const recordProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return problems;
};

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** From the parse's end on, the tag of every element removed from #root (React throwing served markup away). */
const recordRemovedFromRoot = (page: Page) =>
  page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromRoot: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (root === null) return;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }).observe(root, { childList: true, subtree: true });
    });
  });

const removedFromRoot = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot);

describe('first paint from the server', () => {
  it('delivers the heading and text of / and /pages/terms before any script runs', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', viewport: phone });
    const page = await context.newPage();
    await page.goto(product.server.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Meet new people at Rendezvous');
    expect(await page.getByText('Find members near you, like them and start a conversation.').count()).toBe(1);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).count()).toBe(1);
    await page.goto(`${product.server.url}/pages/terms`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and conditions');
    expect(await page.title()).toBe('Terms and conditions – Rendezvous');
    await context.close();
  });

  it('answers an unknown page with HTTP 404 and the 404 screen, without script', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    const answer = await page.goto(`${product.server.url}/no/such/page`);
    expect(answer?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'This page could not be found', exact: true }).count()).toBe(1);
    await context.close();
  });

  it('hydrates the server markup in place in every language: no element of it is thrown away and drawn anew', async () => {
    // React drops markup it has not hydrated yet when a text above it changes (a message pack arriving late),
    // and renders it anew: a blank frame and a layout shift. Nothing of #root may be removed on the way.
    for (const locale of ['en', 'fi', 'pl'] as const) {
      const page = await newPage(product.browser, phone);
      await page.context().addCookies([{ name: 'rdv_locale', value: locale, url: product.server.url }]);
      await recordRemovedFromRoot(page);
      for (const route of ['/', '/login', '/pages/terms']) {
        await page.goto(`${product.server.url}${route}`);
        await settled(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const removed = await removedFromRoot(page);
        expect({ locale, route, removed }).toEqual({ locale, route, removed: [] });
      }
      await page.context().close();
    }
  });

  it("hydrates in place when the route's chunk arrives late: the screen is loaded before hydration starts", async () => {
    // A slow connection (or a busy machine) brings the screen's chunk after the shell has changed.
    for (const route of ['/', '/pages/terms']) {
      const page = await newPage(product.browser, phone);
      await page.route(/\/assets\/(LandingScreen|LegalScreen)-[\w-]+\.js$/, async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await request.continue();
      });
      await recordRemovedFromRoot(page);
      await page.goto(`${product.server.url}${route}`);
      await settled(page);
      const removed = await removedFromRoot(page);
      expect({ route, removed }).toEqual({ route, removed: [] });
      await page.context().close();
    }
  });

  it('hydrates without a warning, a 403 or a 404 on a logged-out visit of / and /login', async () => {
    for (const route of ['/', '/login']) {
      const page = await newPage(product.browser, phone);
      const problems = recordProblems(page);
      await page.goto(`${product.server.url}${route}`);
      await settled(page);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('shows a member the members area without a console warning or a failed request', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    const problems = recordProblems(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Members', exact: true }).waitFor();
    await settled(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('works after hydration: the login form logs in without reloading the page', async () => {
    const page = await newPage(product.browser, phone);
    await page.goto(`${product.server.url}/login`);
    await settled(page);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page.locator('input[name="email"]').fill('demo@rendezvous.test');
    await page.locator('input[name="password"]').fill('rendezvous-demo');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${product.server.url}/members`);
    // React handled the submit: no form post reloaded the page.
    expect(documentRequests).toEqual([]);
    await page.context().close();
  });

  it('works before hydration too: the served form posts, a refusal comes back on the screen, the right password reaches the members', async () => {
    // No script at all stands for a form sent before the page's script has started.
    const context = await product.browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', viewport: phone });
    await context.addCookies([{ name: siteEntryWarningCookieName, value: String(Math.floor(Date.now() / 1000)), url: product.server.url }]);
    const page = await context.newPage();
    await page.goto(`${product.server.url}/login`);
    await page.locator('input[name="email"]').fill('demo@rendezvous.test');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${product.server.url}/login?email=demo%40rendezvous.test&error=login_failed`);
    expect(await page.getByRole('alert').textContent()).toBe('Login failed, please try again');
    expect(await page.locator('input[name="email"]').inputValue()).toBe('demo@rendezvous.test');
    await page.locator('input[name="password"]').fill('rendezvous-demo');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${product.server.url}/members`);
    const me = await page.request.get(`${product.server.url}/api/user.php`);
    expect(me.status()).toBe(200);
    await context.close();
  });

  it("starts a member's page knowing the member: no GET /api/user.php before it shows", async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user.php') userCalls.push(request.method());
    });
    await page.reload();
    await page.getByRole('button', { name: 'Log out', includeHidden: true }).waitFor({ state: 'attached' });
    await settled(page);
    expect(userCalls).toEqual([]);
    await page.context().close();
  });

  it('gives each page a title and meta description in the visitor language', async () => {
    for (const locale of ['en', 'de', 'nl', 'pl'] as const) {
      const answer = await fetch(`${product.server.url}/login`, { headers: { cookie: `rdv_locale=${locale}` } });
      const html = await answer.text();
      const messages = messagesOf(locale);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(metaDescription(html)).toBe(messages['head.login.description']?.replace('{site}', 'Rendezvous'));
      expect(html).toContain(`<title>${messages['head.login.title']?.replace('{site}', 'Rendezvous')}</title>`);
    }
  });

  it('does not shift the layout while the page loads and hydrates (visitor pages and the members area)', async () => {
    const layoutShift = async (page: Page, url: string) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.defineProperty(window, '__layoutShifts', { value: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url);
      await settled(page);
      return page.evaluate(() => {
        const shifts: unknown = Reflect.get(window, '__layoutShifts');
        return Array.isArray(shifts) ? shifts.reduce((sum: number, value: unknown) => sum + Number(value), 0) : Number.NaN;
      });
    };
    // A frame of a half-parsed page (a header whose last items have not arrived) would shift when the rest comes.
    const served = await (await fetch(product.server.url)).text();
    expect(served).toContain('<link rel="expect" href="#root" blocking="render"');
    for (const route of ['/', '/login', '/pages/terms']) {
      const page = await newPage(product.browser, phone);
      expect(await layoutShift(page, `${product.server.url}${route}`)).toBeLessThanOrEqual(0.02);
      await page.context().close();
    }
    const member = await newPage(product.browser, phone);
    await logIn(member, product.server.url);
    expect(await layoutShift(member, `${product.server.url}/members`)).toBeLessThanOrEqual(0.02);
    await member.context().close();
  });

  it('serves scripts precompressed, brotli when accepted, and cached for good; the stylesheet comes inlined', async () => {
    const html = await (await fetch(product.server.url)).text();
    const { entry, preload } = pageScriptsOf(html);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    // React DOM is a chunk of its own (evaluated in a task of its own), fetched beside the entry.
    const built = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string } | undefined>;
    expect(preload).toContain(`/${built['node_modules/react-dom/client.js']?.file ?? 'react-dom is not a chunk of its own'}`);
    for (const asset of [entry, ...preload]) {
      const brotli = await fetch(`${product.server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('cache-control')).toContain('immutable');
      const gzip = await fetch(`${product.server.url}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(await brotli.text());
    }
    const icon = await fetch(`${product.server.url}/favicon.ico`, { redirect: 'manual' });
    expect(icon.status).toBe(301);
    expect(icon.headers.get('location')).toBe('/favicon.svg');
    const manifest = t.type({ icons: t.array(t.type({ src: t.string, sizes: t.string })) }).decode(
      await (await fetch(`${product.server.url}/manifest.webmanifest`)).json(),
    );
    expect(isRight(manifest) ? manifest.right.icons.map((icon) => `${icon.src} ${icon.sizes}`) : manifest).toContain('/icon.svg any');
  });
});
