import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

// The demo member (free, with unread messages and new likes), the premium member (credits link), and
// the languages with the longest labels.
const cases = [
  { email: 'demo@rendezvous.test', locale: 'en' },
  { email: 'premium@rendezvous.test', locale: 'en' },
  { email: 'demo@rendezvous.test', locale: 'fr' },
  { email: 'demo@rendezvous.test', locale: 'pl' },
  { email: 'demo@rendezvous.test', locale: 'da' },
];

describe('logged-in navigation on a 390 px phone', () => {
  it.each(cases)('$email in $locale: every item of the header, badges included, lies inside the viewport', async ({ email, locale }) => {
    const page = await newPage(product.browser, phone);
    await page.context().addCookies([{ name: 'rdv_locale', value: locale, url: product.server.url }]);
    await logIn(page, product.server.url, email);
    await page.goto(`${product.server.url}/likes`);
    const banner = page.getByRole('banner');
    await banner.locator('nav').waitFor();
    await settled(page);
    if (email === 'demo@rendezvous.test' && locale === 'en') await page.screenshot({ path: '/tmp/nav-390.png' });
    const boxes = await banner.evaluate((header) =>
      // Only what is shown: the items of a closed dropdown have boxes in Chromium but are not rendered.
      [...header.querySelectorAll('a, summary, button, [role="status"]')]
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { item: `${element.tagName} ${element.textContent.trim()}`, left: box.left, right: box.right };
        }),
    );
    expect(boxes.filter((box) => box.item.startsWith('A')).length).toBeGreaterThanOrEqual(4);
    expect(await banner.getByRole('status').count()).toBeGreaterThan(0);
    expect(boxes.filter((box) => box.left < 0 || box.right > phone.width)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  });
});
