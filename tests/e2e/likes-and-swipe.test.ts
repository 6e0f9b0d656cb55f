import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, logIn, logInSpeaking, newPage, phone, settled } from './support/session';

/**
 * Two interface languages, phone and desktop (the shell e2e walks every language). The demo logins speak English whatever the browser says:
 * the swipe player chooses the browser's language on /lang-config, as a member would; the two members of
 * the match set it as the language menu does (logInSpeaking), which is quicker. Either choice is saved to
 * the account, so every page after it is in that language.
 */
const runs = [
  { locale: 'de-DE', language: 'de', viewport: desktop },
  { locale: 'fr-FR', language: 'fr', viewport: phone },
] as const;

const chooseLanguage = async (page: Page, baseUrl: string, language: Locale) => {
  await page.goto(`${baseUrl}/lang-config`);
  await settled(page);
  await page.getByRole('main').locator(`button[lang="${language}"]`).click();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  // Saved to the account before the next page load asks for it.
  await expect
    .poll(() => page.evaluate(async (): Promise<unknown> => (await fetch('/api/user.php', { headers: { 'X-Request-Type': 'client' } })).json()))
    .toMatchObject({ user: { language } });
};

describe.each(runs)('likes, swipe game and match finder ($locale)', ({ locale, language, viewport }) => {
  // A product of its own per language: the day's 4 swipe likes and the likes between the demo logins
  // start from the demo data in every run, not from what the run before left.
  const product = useProduct();

  it('the swipe game stops at the 4th like with the notice of the next like', async () => {
    const page = await newPage(product.browser, viewport, locale);
    await logIn(page, product.server.url, 'new@rendezvous.test');
    await chooseLanguage(page, product.server.url, language);
    await page.goto(`${product.server.url}/swipe-game`);
    await settled(page);
    await expectLanguage(page, language);
    const main = page.getByRole('main');
    await main.getByRole('article').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);
    for (let like = 1; like <= 4; like += 1) {
      // The next card is there once the server answered the like: only then is there someone to like.
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/swipe.php') && response.request().method() === 'POST');
      await page.keyboard.press('ArrowRight');
      expect((await answered).status()).toBe(200);
      await settled(page);
    }
    await page.getByRole('alert').waitFor();
    expect(await main.getByRole('article').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('premium likes demo on the match finder, demo likes back from /likes: both see the match', async () => {
    const text = interfaceText(language);
    const premium = await newPage(product.browser, viewport, locale);
    await logInSpeaking(premium, product.server.url, language, 'premium@rendezvous.test');
    await premium.goto(`${product.server.url}/match-finder`);
    await settled(premium);
    await expectLanguage(premium, language);
    await expectNoAxeViolations(premium);
    const card = premium.getByRole('main').locator('li', { hasText: 'Demo' });
    const cardBox = await card.boundingBox();
    const buttonBox = await card.getByRole('button').boundingBox();
    if (cardBox === null || buttonBox === null) throw new Error('the card of Demo or its button is not shown');
    // The button lies inside its own grid cell (not over the next row's card).
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    await card.getByRole('button').click();
    await card.getByRole('button').waitFor({ state: 'detached' });
    await settled(premium);
    // "Liked" takes the button's place without moving the grid.
    expect((await card.boundingBox())?.height).toBe(cardBox.height);

    const demo = await newPage(product.browser, viewport, locale);
    await logInSpeaking(demo, product.server.url, language);
    // /likes opens on the received tab.
    await demo.goto(`${product.server.url}/likes`);
    await settled(demo);
    await expectLanguage(demo, language);
    expect(await demo.getByRole('tab', { name: text('likes.tab.received'), exact: true }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(demo);
    await demo.getByRole('button', { name: text('likes.likeBack', { name: 'Premium' }), exact: true }).click();
    await demo.getByRole('dialog').waitFor();
    await settled(demo);
    await expectNoAxeViolations(demo);

    // Premium goes through the tabs: Demo's like came in as a match, Demo is among the given likes and the matches.
    await premium.goto(`${product.server.url}/likes/received`);
    await premium.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Demo' }).getByText(text('likes.likedBack'), { exact: true }).waitFor();
    await settled(premium);
    await expectNoAxeViolations(premium);
    await premium.getByRole('tab', { name: text('likes.tab.given'), exact: true }).click();
    await premium.waitForURL(`${product.server.url}/likes/given`);
    await premium.getByRole('tabpanel').getByRole('link', { name: /Demo/ }).waitFor();
    await settled(premium);
    await expectNoAxeViolations(premium);
    await premium.getByRole('tab', { name: text('likes.tab.mutual'), exact: true }).click();
    await premium.waitForURL(`${product.server.url}/likes/mutual`);
    const match = premium.getByRole('tabpanel').getByRole('link', { name: /Demo/ });
    await match.waitFor();
    await settled(premium);
    expect(await match.count()).toBe(1);
    await expectNoAxeViolations(premium);
    // The match's card leads to their profile under /likes/m/{id}.
    await match.click();
    await premium.waitForURL(/\/likes\/m\/\d+$/);
    await premium.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
    await settled(premium);
    await expectNoAxeViolations(premium);
    await premium.context().close();
    await demo.context().close();
  });
});
