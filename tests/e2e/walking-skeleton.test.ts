import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone } from './support/session';

const product = useProduct();

describe('the walking skeleton in Chromium', () => {
  it('prints the demo login when it starts', () => {
    expect(product.server.output()).toContain('demo@rendezvous.test / rendezvous-demo');
  });

  it('shows a visitor the landing page with a Login button, with no accessibility violations', async () => {
    const page = await newPage(product.browser, desktop);
    await page.goto(product.server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`logs the demo member in and lists real members with navigation badges (${name})`, async () => {
      const page = await newPage(product.browser, viewport);
      await logIn(page, product.server.url);
      const cards = page.getByRole('main').getByRole('link').filter({ has: page.locator('strong') });
      await expect.poll(() => cards.count()).toBe(24);
      expect(await cards.first().getAttribute('href')).toMatch(/^\/members\/\d+$/);

      // The first refresh cycle (5 s after load) brings chats and likes; their counts show as badges.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const unread = nav.getByRole('status', { name: /unread message/ });
      const likes = nav.getByRole('status', { name: /new like/ });
      await unread.waitFor({ timeout: 15_000 });
      await likes.waitFor();
      const count = Number(await unread.textContent()) + Number(await likes.textContent());
      expect(count).toBeGreaterThan(0);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${count}\\) Rendezvous`));
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it('keeps the session over a reload, shows real chats, and logs out', async () => {
    const page = await newPage(product.browser, desktop);
    await logIn(page, product.server.url);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${product.server.url}/chats`);
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${product.server.url}/members`);
    await page.getByRole('banner').locator('summary', { hasText: 'account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown page with the 404 page and HTTP 404', async () => {
    const page = await newPage(product.browser, phone);
    const answer = await page.goto(`${product.server.url}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page could not be found', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("speaks the site's domain language to a visitor without a language cookie (spec §4)", async () => {
    const page = await newPage(product.browser, desktop, 'de-DE');
    await page.goto(product.server.url.replace('127.0.0.1', 'flirt.localhost') + '/login');
    await page.getByRole('heading', { name: 'Inloggen', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await page.goto(`${product.server.url}/login`);
    await page.getByRole('heading', { name: 'Log in', exact: true }).waitFor();
    await page.context().close();
  });
});
