import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookieName } from '../../io/page';
import { messagesFile, readMessages, type LocaleCode } from '../../scripts/locales';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

const runs = [
  { language: 'en', viewport: phone, card: 0 },
  { language: 'de', viewport: desktop, card: 1 },
  { language: 'fr', viewport: phone, card: 2 },
] as const satisfies ReadonlyArray<{ language: LocaleCode; viewport: { width: number; height: number }; card: number }>;

/** The member's interface language, set as the language menu sets it (PUT /api/user.php). */
const speak = async (page: Page, language: LocaleCode): Promise<void> => {
  const answer = await page.request.put(`${product.server.url}/api/user.php`, { data: { language } });
  expect(answer.status()).toBe(200);
};

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe.each(runs)('searching and liking in $language', ({ language, viewport, card }) => {
  it('filters the search, opens a profile from it and likes the member; the like is still there after a reload', async () => {
    const text = readMessages(messagesFile(language));
    const page = await newPage(product.browser, viewport);
    await page.context().addCookies([{ name: languageCookieName, value: language, url: product.server.url }]);
    await logIn(page, product.server.url);
    await speak(page, language);
    await page.goto(`${product.server.url}/members`);
    await settled(page);
    await page.getByLabel(text['members.filter.minAge'] ?? '', { exact: true }).fill('20');
    await page.getByLabel(text['members.filter.maxAge'] ?? '', { exact: true }).fill('60');
    await page.getByRole('button', { name: text['members.filter.search'], exact: true }).click();
    await page.waitForURL(/min_age=20/);
    await page.locator('main a[href^="/members/"]').nth(card).waitFor();
    expect(new URL(page.url()).searchParams.get('max_age')).toBe('60');
    await page.locator('main a[href^="/members/"]').nth(card).click();
    await page.waitForURL(/\/members\/\d+$/);
    // A navigation inside the app: the page's load states stay as they were, so wait for the profile itself.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    const like = page.getByRole('button', { name: text['memberProfile.like'], exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await settled(page);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await settled(page);
    expect(await page.getByRole('button', { name: text['memberProfile.like'], exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});

describe("a free member's browser and another member's photos", () => {
  it('never receives the clear bytes of a photo other than the main one, not even from its copied URL', async () => {
    // Premium sees every photo in clear: the bytes a free member must never get.
    const premium = await newPage(product.browser, desktop);
    await logIn(premium, product.server.url, 'premium@rendezvous.test');
    const members = (await (await premium.request.get(`${product.server.url}/api/members.php`)).json()) as { results: Array<{ id: number }> };
    const member = members.results[0]?.id;
    if (member === undefined) throw new Error('no member in the search');
    const list = (await (await premium.request.get(`${product.server.url}/api/photos.php?member=${member}`)).json()) as {
      photos: Array<{ main: boolean; locked: boolean; files: Record<'full' | 'card' | 'thumb', string> }>;
    };
    const hidden = list.photos.filter((photo) => !photo.main);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((photo) => !photo.locked)).toBe(true);
    const clearUrls = hidden.flatMap((photo) => Object.values(photo.files).map((file) => `${product.server.url}/media/${file}`));
    const clear = new Set<string>();
    for (const url of clearUrls) {
      const answer = await premium.request.get(url);
      expect(answer.status()).toBe(200);
      clear.add(sha256(await answer.body()));
    }
    await premium.context().close();

    const free = await newPage(product.browser, phone);
    const received: string[] = [];
    free.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/')) received.push(response.url());
    });
    await logIn(free, product.server.url);
    await free.goto(`${product.server.url}/members/${member}`);
    await settled(free);
    const next = free.getByRole('button', { name: 'Next photo' });
    while (await next.isEnabled()) {
      await next.click();
      await settled(free);
    }
    // The free member saw the gallery through (blurred photos among them), and every byte it received was checked.
    const photoResponses = received.filter((url) => url.includes(`/media/photos/${member}/`));
    expect(photoResponses.length).toBeGreaterThan(hidden.length);
    for (const url of received) expect(clear.has(sha256(await (await free.request.get(url)).body()))).toBe(false);
    // A copied clear URL gives them nothing they could see either.
    for (const url of clearUrls) {
      const answer = await free.request.get(url);
      expect(answer.status() === 200 ? clear.has(sha256(await answer.body())) : false).toBe(false);
    }
    await free.context().close();
  });
});

/** Every member id the viewer's search shows, all pages through. */
const idsInSearch = async (page: Page): Promise<Map<string, number>> => {
  const found = new Map<string, number>();
  let query = '';
  for (let pages = 0; pages < 50; pages += 1) {
    const answer = (await (await page.request.get(`${product.server.url}/api/members.php${query}`)).json()) as {
      results: Array<{ id: number; name: string }>;
      next?: string | null;
    };
    for (const member of answer.results) found.set(member.name, member.id);
    if (answer.next === undefined || answer.next === null) break;
    query = `?cursor=${answer.next}`;
  }
  return found;
};

describe('blocking', () => {
  it('hides the blocker: the blocked member gets 404 on the profile and no longer finds them', async () => {
    const demo = await newPage(product.browser, phone);
    await logIn(demo, product.server.url);
    const premium = await newPage(product.browser, desktop);
    await logIn(premium, product.server.url, 'premium@rendezvous.test');
    const demoId = (await idsInSearch(premium)).get('Demo');
    const premiumId = (await idsInSearch(demo)).get('Premium');
    if (demoId === undefined || premiumId === undefined) throw new Error('the demo logins do not find each other');
    expect((await demo.request.get(`${product.server.url}/api/member.php?id=${premiumId}`)).status()).toBe(200);

    await premium.goto(`${product.server.url}/members/${demoId}`);
    await premium.getByRole('heading', { level: 1, name: 'Demo' }).waitFor();
    await premium.getByRole('button', { name: 'Block', exact: true }).click();
    await premium.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
    await premium.waitForURL(`${product.server.url}/members`);

    await demo.goto(`${product.server.url}/members/${premiumId}`);
    await demo.getByRole('heading', { level: 1, name: 'This profile does not exist (anymore).' }).waitFor();
    expect((await demo.request.get(`${product.server.url}/api/member.php?id=${premiumId}`)).status()).toBe(404);
    expect((await idsInSearch(demo)).has('Premium')).toBe(false);
    await expectNoAxeViolations(demo);
    await demo.context().close();
    await premium.context().close();
  });
});
