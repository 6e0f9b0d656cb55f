import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, logInByCall, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();

type Viewport = { readonly width: number; readonly height: number };

const searchRuns = [
  { language: 'en', viewport: phone, card: 0 },
  { language: 'de', viewport: desktop, card: 1 },
  { language: 'fr', viewport: phone, card: 2 },
] as const satisfies ReadonlyArray<{ language: Locale; viewport: Viewport; card: number }>;

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe.each(searchRuns)('searching and liking in $language', ({ language, viewport, card }) => {
  it('filters the search, opens a profile from it and likes the member; the like is still there after a reload', async () => {
    const text = interfaceText(language);
    const page = await newPage(product.browser, viewport);
    await logInSpeaking(page, product.server.url, language);
    await page.goto(`${product.server.url}/members`);
    await settled(page);
    await page.getByLabel(text('members.filter.minAge'), { exact: true }).fill('20');
    await page.getByLabel(text('members.filter.maxAge'), { exact: true }).fill('60');
    await page.getByRole('button', { name: text('members.filter.search'), exact: true }).click();
    await page.waitForURL(/min_age=20/);
    await page.locator('main a[href^="/members/"]').nth(card).waitFor();
    expect(new URL(page.url()).searchParams.get('max_age')).toBe('60');
    // The search screen with its filter panel and the results of the filters.
    await settled(page);
    await expectLanguage(page, language);
    await expectNoAxeViolations(page);
    await page.locator('main a[href^="/members/"]').nth(card).click();
    await page.waitForURL(/\/members\/\d+$/);
    // A navigation inside the app: the page's load states stay as they were, so wait for the profile itself.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    // A dialog opened and cancelled leaves the page usable (a modal <dialog> left in the top layer would
    // make everything behind it inert, and the like below would never be clickable).
    await page.getByRole('button', { name: text('memberProfile.report'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: text('memberProfile.cancel'), exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' }).catch(() => page.getByRole('dialog').waitFor({ state: 'hidden' }));
    const like = page.getByRole('button', { name: text('memberProfile.like'), exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await settled(page);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await settled(page);
    expect(await page.getByRole('button', { name: text('memberProfile.like'), exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });
});

const demo = { email: 'demo@rendezvous.test', name: 'Demo' } as const;
const premium = { email: 'premium@rendezvous.test', name: 'Premium' } as const;
const nieuw = { email: 'new@rendezvous.test', name: 'Nieuw' } as const;

/**
 * The photo and the block proofs, each language once: the free member (demo) looks through the n-th
 * member with photos; a different pair of demo logins blocks in each (a block is for good). Phone and
 * desktop alternate so that every role meets both.
 */
const proofRuns = [
  { language: 'nl', freeOn: phone, other: 0, blocker: { ...premium, viewport: phone }, blocked: { ...demo, viewport: desktop } },
  { language: 'pl', freeOn: desktop, other: 1, blocker: { ...demo, viewport: desktop }, blocked: { ...nieuw, viewport: phone } },
  { language: 'sv', freeOn: phone, other: 2, blocker: { ...nieuw, viewport: phone }, blocked: { ...premium, viewport: desktop } },
] as const satisfies ReadonlyArray<{ language: Locale; freeOn: Viewport; other: number; blocker: { viewport: Viewport }; blocked: { viewport: Viewport } }>;

interface PhotoList {
  readonly photos: ReadonlyArray<{ main: boolean; locked: boolean; files: Record<'full' | 'card' | 'thumb', string> }>;
}

/** A member's photos other than the main one, in clear: their URLs and the hashes of their bytes. */
const clearPhotosOf = async (premiumRequests: APIRequestContext, memberId: number) => {
  const list = (await (await premiumRequests.get(`${product.server.url}/api/photos.php?member=${memberId}`)).json()) as PhotoList;
  const hidden = list.photos.filter((photo) => !photo.main);
  expect(hidden.length).toBeGreaterThan(0);
  expect(hidden.every((photo) => !photo.locked)).toBe(true);
  const urls = hidden.flatMap((photo) => Object.values(photo.files).map((file) => `${product.server.url}/media/${file}`));
  const hashes = new Set<string>();
  for (const url of urls) {
    const answer = await premiumRequests.get(url);
    expect(answer.status()).toBe(200);
    hashes.add(sha256(await answer.body()));
  }
  return { count: hidden.length, urls, hashes };
};

describe.each(proofRuns)("a free member's browser and another member's photos ($language)", ({ language, freeOn, other }) => {
  it('never receives the clear bytes of a photo other than the main one, not even from its copied URL', async () => {
    // Premium sees every photo in clear: the bytes a free member must never get. Only its calls are needed.
    const premiumSession = await product.browser.newContext();
    await logInByCall(premiumSession.request, product.server.url, premium.email);
    const members = (await (await premiumSession.request.get(`${product.server.url}/api/members.php`)).json()) as {
      results: Array<{ id: number; main_image: unknown }>;
    };
    const member = members.results.filter((summary) => summary.main_image !== null)[other]?.id;
    if (member === undefined) throw new Error('too few members with photos in the search');
    const clear = await clearPhotosOf(premiumSession.request, member);
    await premiumSession.close();

    const text = interfaceText(language);
    const free = await newPage(product.browser, freeOn);
    const received: string[] = [];
    free.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/media/')) received.push(response.url());
    });
    await logInSpeaking(free, product.server.url, language, demo.email);
    await free.goto(`${product.server.url}/members/${member}`);
    await settled(free);
    await expectLanguage(free, language);
    const next = free.getByRole('button', { name: text('memberProfile.nextPhoto'), exact: true });
    while (await next.isEnabled()) {
      await next.click();
      await settled(free);
    }
    // The free member saw the gallery through (blurred photos among them), and every byte it received was checked.
    const photoResponses = received.filter((url) => url.includes(`/media/photos/${member}/`));
    expect(photoResponses.length).toBeGreaterThan(clear.count);
    for (const url of received) expect(clear.hashes.has(sha256(await (await free.request.get(url)).body()))).toBe(false);
    // A copied clear URL gives them nothing they could see either.
    for (const url of clear.urls) {
      const answer = await free.request.get(url);
      expect(answer.status() === 200 ? clear.hashes.has(sha256(await answer.body())) : false).toBe(false);
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

describe.each(proofRuns)('blocking ($language)', ({ language, blocker, blocked }) => {
  it(`hides the blocker: the blocked member gets 404 on the profile and no longer finds them`, async () => {
    const text = interfaceText(language);
    const blockedPage = await newPage(product.browser, blocked.viewport);
    await logInSpeaking(blockedPage, product.server.url, language, blocked.email);
    const blockerPage = await newPage(product.browser, blocker.viewport);
    await logInSpeaking(blockerPage, product.server.url, language, blocker.email);
    const blockedId = (await idsInSearch(blockerPage)).get(blocked.name);
    const blockerId = (await idsInSearch(blockedPage)).get(blocker.name);
    if (blockedId === undefined || blockerId === undefined) throw new Error(`${blocker.name} and ${blocked.name} do not find each other`);
    expect((await blockedPage.request.get(`${product.server.url}/api/member.php?id=${blockerId}`)).status()).toBe(200);

    await blockerPage.goto(`${product.server.url}/members/${blockedId}`);
    await blockerPage.getByRole('heading', { level: 1, name: blocked.name }).waitFor();
    await expectLanguage(blockerPage, language);
    await blockerPage.getByRole('button', { name: text('memberProfile.block'), exact: true }).click();
    await blockerPage.getByRole('dialog').getByRole('button', { name: text('memberProfile.blockConfirm'), exact: true }).click();
    await blockerPage.waitForURL(`${product.server.url}/members`);

    await blockedPage.goto(`${product.server.url}/members/${blockerId}`);
    await blockedPage.getByRole('heading', { level: 1, name: text('memberProfile.notFound'), exact: true }).waitFor();
    await expectLanguage(blockedPage, language);
    expect((await blockedPage.request.get(`${product.server.url}/api/member.php?id=${blockerId}`)).status()).toBe(404);
    expect((await idsInSearch(blockedPage)).has(blocker.name)).toBe(false);
    await settled(blockedPage);
    await expectNoAxeViolations(blockedPage);
    await blockedPage.context().close();
    await blockerPage.context().close();
  });
});
