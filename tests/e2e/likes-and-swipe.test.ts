import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

/** Interface language per browser locale (the demo logins speak English; the language menu is not used here). */
const runs = [
  { locale: 'en-GB', viewport: phone },
  { locale: 'de-DE', viewport: desktop },
  { locale: 'fr-FR', viewport: phone },
] as const;

describe.each(runs)('likes, swipe game and match finder ($locale)', ({ locale, viewport }) => {
  it('the swipe game stops at the 4th like with the notice of the next like', async () => {
    const page = await newPage(product.browser, viewport, locale);
    await logIn(page, product.server.url, 'new@rendezvous.test');
    await page.goto(`${product.server.url}/swipe-game`);
    await settled(page);
    await expectNoAxeViolations(page);
    for (let like = 1; like <= 4; like += 1) {
      await page.keyboard.press('ArrowRight');
      await settled(page);
    }
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('main').getByRole('article').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('premium likes demo on the match finder, demo likes back from /likes: both see the match', async () => {
    const premium = await newPage(product.browser, viewport, locale);
    await logIn(premium, product.server.url, 'premium@rendezvous.test');
    await premium.goto(`${product.server.url}/match-finder`);
    await settled(premium);
    await expectNoAxeViolations(premium);
    await premium.getByRole('main').locator('li', { hasText: 'Demo' }).getByRole('button').click();
    await settled(premium);

    const demo = await newPage(product.browser, viewport, locale);
    await logIn(demo, product.server.url);
    await demo.goto(`${product.server.url}/likes/received`);
    await settled(demo);
    await expectNoAxeViolations(demo);
    await demo.getByRole('main').locator('li', { hasText: 'Premium' }).getByRole('button').click();
    await demo.getByRole('dialog').waitFor();

    await premium.goto(`${product.server.url}/likes/mutual`);
    await settled(premium);
    expect(await premium.getByRole('tabpanel').getByRole('link', { name: /Demo/ }).count()).toBe(1);
    await expectNoAxeViolations(premium);
    await premium.context().close();
    await demo.context().close();
  });
});
