import { describe, expect, it } from 'vitest';
import { locales } from '../../io/entities/locale';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone } from './support/session';

const product = useProduct();

describe('the shell in every language', () => {
  it.each(locales)('%s: the visitor pages have their language and no accessibility violations', async (locale) => {
    const page = await newPage(product.browser, phone);
    await page.context().addCookies([{ name: 'rdv_locale', value: locale, url: product.server.url }]);
    // The legal pages and the landers: tests/e2e/public-pages.test.ts.
    for (const path of ['/', '/login', '/no/such/page']) {
      await page.goto(`${product.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
});

describe('switching the language', () => {
  it('switches in place, survives a reload, and is saved to the account', async () => {
    // A Swiss visitor: the header offers de, it, fr and en (spec §9); the site itself speaks English.
    const page = await newPage(product.browser, desktop, 'de-CH');
    await logIn(page, product.server.url);
    const banner = page.getByRole('banner');
    await banner.locator('summary', { hasText: 'Language:' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await banner.getByRole('link', { name: 'Mitglieder suchen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.reload();
    await banner.getByRole('link', { name: 'Mitglieder suchen' }).waitFor();

    await banner.locator('summary', { hasText: 'Sprache:' }).click();
    await page.getByRole('button', { name: 'français' }).click();
    await banner.getByRole('link', { name: 'Rechercher des membres' }).waitFor();
    await expectNoAxeViolations(page);
    const saved = await page.evaluate(async (): Promise<unknown> => (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json());
    expect(saved).toMatchObject({ user: { language: 'fr' } });
    await page.context().close();
  });
});

describe('navigation and footer', () => {
  it('offers a free member Get Premium, and the footer links of a member', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    await page.getByRole('banner').getByRole('link', { name: 'Get Premium' }).waitFor();
    const footer = page.getByRole('navigation', { name: 'Terms and help' });
    expect(await footer.getByRole('link').count()).toBe(9);
    await page.getByRole('banner').locator('summary', { hasText: 'account' }).click();
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('heading', { name: 'My profile', exact: true }).waitFor();
    await page.context().close();
  });

  it('shows premium members their credits with a warning badge at 10 or fewer', async () => {
    const page = await newPage(product.browser, desktop);
    await logIn(page, product.server.url, 'premium@rendezvous.test');
    const credits = page.getByRole('banner').getByRole('status', { name: '8 credits left' });
    expect(await credits.textContent()).toBe('8');
    await page.context().close();
  });

  it('sends a visitor from a member page to login, and an unknown page to the 404 page', async () => {
    const page = await newPage(product.browser, desktop);
    await page.goto(`${product.server.url}/likes`);
    await page.waitForURL(`${product.server.url}/login`);
    await page.goto(`${product.server.url}/pages/unknown`);
    await page.getByRole('heading', { name: 'This page could not be found', exact: true }).waitFor();
    await page.context().close();
  });
});
