import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageScriptsOf } from './support/page-scripts';
import { useProduct } from './support/product';
import { logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

/** Console errors and warnings (a hydration mismatch, a CSP violation) and uncaught errors of a page. */
const recordConsole = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
};

/** The page's CSP violations as the browser reports them to the document (securitypolicyviolation events). */
const watchCspViolations = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
};

const cspViolations = (page: Page): Promise<unknown> => page.evaluate((): unknown => Reflect.get(window, '__cspViolations'));

const sessionCookieOf = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('rdv_session'));
  if (cookie === undefined) throw new Error('logged in without a session cookie');
  return `${cookie.name}=${cookie.value}`;
};

describe("a member's members area", () => {
  it('arrives with its first page of members inlined, and its screen preloaded with the entry', async () => {
    const member = await newPage(product.browser, phone);
    await logIn(member, product.server.url);
    const cookie = await sessionCookieOf(member);
    await member.context().close();

    const answer = await fetch(`${product.server.url}/members`, { headers: { cookie } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toMatch(/<script type="application\/json" id="rdv-members">\{"results":\[\{/);
    const preloads = pageScriptsOf(html).preload;
    expect(preloads.some((file) => /\/assets\/MembersScreen-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of preloads) expect((await fetch(`${product.server.url}${file}`)).status).toBe(200);
  });

  it('shows its grid without a search call or a console warning, the first photos first, and keeps paging', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/members.php') searches.push(request.url());
    });
    const problems = recordConsole(page);
    await page.reload();
    await settled(page);
    expect(searches).toEqual([]);
    expect(problems).toEqual([]);
    // The first screenful of photos is the largest paint: fetched at once and first; the rest when scrolled to.
    const photos = page.getByRole('main').getByRole('img');
    expect(await photos.first().getAttribute('loading')).toBe('eager');
    expect(await photos.first().getAttribute('fetchpriority')).toBe('high');
    expect(await photos.last().getAttribute('loading')).toBe('lazy');
    // Hydrated: the pager works, and the next page is asked for.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of').waitFor();
    expect(searches.map((url) => new URL(url).searchParams.get('page'))).toEqual(['2']);
    await page.context().close();
  });

  it('searches anew when the member leaves the members area and comes back', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    await page.reload();
    await settled(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/members.php') searches.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(`${product.server.url}/chats`);
    // Back within the same document (wouter follows the history): the page's first results are not reused.
    await page.goBack();
    await page.waitForURL(`${product.server.url}/members`);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await settled(page);
    expect(searches).toHaveLength(1);
    await page.context().close();
  });
});

describe('the inlined stylesheet', () => {
  it('is allowed by the Content-Security-Policy: styled, and no violation on a visitor page or the members area', async () => {
    const visitor = await newPage(product.browser, phone);
    await watchCspViolations(visitor);
    await visitor.goto(`${product.server.url}/login`);
    await settled(visitor);
    expect(await visitor.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await visitor.locator('head style').count()).toBe(1);
    // Styled by it: the submit button is not the browser's default grey.
    const background = await visitor.locator('form button[type="submit"]').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');
    expect(await cspViolations(visitor)).toEqual([]);
    await visitor.context().close();

    const member = await newPage(product.browser, phone);
    await watchCspViolations(member);
    await logIn(member, product.server.url);
    await member.reload();
    await settled(member);
    expect(await cspViolations(member)).toEqual([]);
    await member.context().close();
  });
});
