import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, interfaceText, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();
const text = interfaceText('en');
const free = 'demo@rendezvous.test';
const premium = 'premium@rendezvous.test';

/** A member's page on `path` in English, once settled. */
const open = async (email: string, path: string, viewport = desktop): Promise<Page> => {
  const page = await newPage(product.browser, viewport);
  await logInSpeaking(page, product.server.url, 'en', email);
  await page.goto(`${product.server.url}${path}`);
  await settled(page);
  return page;
};

const me = async (page: Page): Promise<{ id: number; credits: number; name: string }> => {
  const answer = (await (await page.request.get(`${product.server.url}/api/user.php`)).json()) as { user: { id: number; credits: number; profile: { name: string } } };
  return { id: answer.user.id, credits: answer.user.credits, name: answer.user.profile.name };
};

const input = (page: Page) => page.getByRole('textbox');

const send = async (page: Page, message: string) => {
  await input(page).fill(message);
  await input(page).press('Enter');
};

/** The state line under the member's own message with this text. */
const stateOf = (page: Page, message: string) =>
  page.getByRole('log').locator('article', { hasText: message }).getByTestId('message-status');

/** Messages with this text in the open conversation. */
const shown = (page: Page, message: string) => page.getByRole('log').getByText(message, { exact: true });

describe('chat between two members in two browsers', () => {
  it('delivers at once without a reload, shows delivered and read, typing, and the not-enough-credits path', async () => {
    const freePage = await open(free, '/chats');
    const freeMember = await me(freePage);
    const premiumPage = await open(premium, `/members/${String(freeMember.id)}/chat`);

    await send(premiumPage, 'Hello from the premium member');
    // The free member's open list shows it, brought by the live stream (no reload, no refresh cycle).
    await freePage.getByRole('navigation', { name: text('chats.listLabel') }).getByText('Hello from the premium member').waitFor();
    // Their tab acknowledged it: the sender sees "Delivered".
    await expect.poll(() => stateOf(premiumPage, 'Hello from the premium member').textContent(), { timeout: 10_000 }).toBe(text('chat.status.delivered'));

    await freePage.getByRole('navigation', { name: text('chats.listLabel') }).getByText('Hello from the premium member').click();
    await shown(freePage, 'Hello from the premium member').waitFor();
    await expect.poll(() => stateOf(premiumPage, 'Hello from the premium member').textContent()).toBe(text('chat.status.read'));

    await input(freePage).fill('Hi the');
    await premiumPage.getByText(text('chat.typing', { name: freeMember.name })).waitFor();

    // 0 credits: refused, kept with the reason and a way to buy, nothing charged.
    await send(freePage, 'Would love to chat');
    const refusal = freePage.getByRole('alert').filter({ hasText: text('chat.failure.insufficientCredits') });
    await refusal.waitFor();
    expect(await refusal.getByRole('link', { name: text('chat.buyCredits') }).getAttribute('href')).toBe('/credits');
    await settled(freePage);
    expect((await me(freePage)).credits).toBe(0);
    await expectNoAxeViolations(freePage);
    await expectNoAxeViolations(premiumPage);
    await freePage.context().close();
    await premiumPage.context().close();
  });

  it('keeps messages written offline through a reload without a connection, then sends them once and in order, charged once', async () => {
    const freePage = await open(free, '/chats');
    const freeMember = await me(freePage);
    const premiumPage = await open(premium, `/members/${String(freeMember.id)}/chat`);
    const before = (await me(premiumPage)).credits;
    // The service worker takes over from the second load: the page and its answers are then kept for offline use.
    await premiumPage.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await premiumPage.reload();
    await settled(premiumPage);
    expect(await premiumPage.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await premiumPage.context().setOffline(true);
    await send(premiumPage, 'Offline one');
    await send(premiumPage, 'Offline two');
    await expect.poll(() => stateOf(premiumPage, 'Offline two').textContent()).toBe(text('chat.status.queued'));
    await premiumPage.reload();
    // Offline: the page, its conversation and both unsent messages come back, still waiting.
    await expect.poll(() => stateOf(premiumPage, 'Offline two').textContent(), { timeout: 10_000 }).toBe(text('chat.status.queued'));
    expect(await stateOf(premiumPage, 'Offline one').textContent()).toBe(text('chat.status.queued'));

    await premiumPage.context().setOffline(false);
    await expect.poll(() => stateOf(premiumPage, 'Offline two').textContent(), { timeout: 30_000 }).toMatch(new RegExp(`^(${text('chat.status.sent')}|${text('chat.status.delivered')})$`));
    await settled(premiumPage);

    // The other member sees each once, in the order written; each was charged once.
    await freePage.getByRole('navigation', { name: text('chats.listLabel') }).getByText('Offline two').click();
    await shown(freePage, 'Offline two').waitFor();
    const texts = await freePage.getByRole('log').locator('article p').allTextContents();
    expect(texts.filter((message) => message.startsWith('Offline'))).toEqual(['Offline one', 'Offline two']);
    expect((await me(premiumPage)).credits).toBe(before - 2);
    // Logging out (through the page, so through its worker) empties the offline copy.
    expect(await premiumPage.evaluate(async () => (await caches.keys()).length)).toBe(1);
    await premiumPage.evaluate(async () => {
      await fetch('/api/logout.php');
    });
    expect(await premiumPage.evaluate(async () => (await caches.keys()).length)).toBe(0);
    await freePage.context().close();
    await premiumPage.context().close();
  });

  it('sends a message whose answer was lost once, with the same key, and keeps what was written through a closed tab', async () => {
    const freePage = await open(free, '/chats');
    const freeMember = await me(freePage);
    // Without the service worker: request interception does not see what a worker fetches.
    const premiumPage = await newPage(product.browser, desktop, 'en-GB', { serviceWorkers: 'block' });
    await logInSpeaking(premiumPage, product.server.url, 'en', premium);
    await premiumPage.goto(`${product.server.url}/members/${String(freeMember.id)}/chat`);
    await settled(premiumPage);
    const before = (await me(premiumPage)).credits;

    await premiumPage.context().setOffline(true);
    await send(premiumPage, 'Closed tab one');
    await send(premiumPage, 'Closed tab two');
    await expect.poll(() => stateOf(premiumPage, 'Closed tab two').textContent()).toBe(text('chat.status.queued'));
    const context = premiumPage.context();
    await premiumPage.close();

    // Back online in a new tab; the first send reaches the server but its answer is lost on the way back.
    await context.setOffline(false);
    let lost = 0;
    await context.route('**/api/chat.php', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const reopened = await context.newPage();
    await reopened.goto(`${product.server.url}/members/${String(freeMember.id)}/chat`);
    await expect.poll(() => stateOf(reopened, 'Closed tab two').textContent(), { timeout: 30_000 }).toMatch(new RegExp(`^(${text('chat.status.sent')}|${text('chat.status.delivered')})$`));
    await settled(reopened);
    expect(lost).toBe(1);
    await freePage.getByRole('navigation', { name: text('chats.listLabel') }).getByText('Closed tab two').click();
    await shown(freePage, 'Closed tab two').waitFor();
    const texts = await freePage.getByRole('log').locator('article p').allTextContents();
    expect(texts.filter((message) => message.startsWith('Closed tab'))).toEqual(['Closed tab one', 'Closed tab two']);
    expect((await me(reopened)).credits).toBe(before - 2);
    await freePage.context().close();
    await context.close();
  });

  it('sends a gift and a photo, each charged once; the free member sees the photo blurred, with the way to see it', async () => {
    const freePage = await open(free, '/chats');
    const freeMember = await me(freePage);
    const premiumPage = await open(premium, `/members/${String(freeMember.id)}/chat`);
    const before = (await me(premiumPage)).credits;

    await premiumPage.getByRole('button', { name: text('chat.gifts') }).click();
    await premiumPage.getByRole('dialog').getByRole('button', { name: new RegExp(text('gift.rose')) }).click();
    await premiumPage.getByRole('log').getByText(text('gift.rose')).waitFor();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
    await premiumPage.getByLabel(text('chat.sendPhoto')).setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
    await premiumPage.getByRole('log').getByRole('img', { name: text('chat.photo') }).last().waitFor();
    await settled(premiumPage);
    expect(await premiumPage.getByRole('log').getByText(text('chat.photoLocked')).count()).toBe(0);
    const { credits } = await me(premiumPage);
    const settings = (await (await premiumPage.request.get(`${product.server.url}/api/settings.php`)).json()) as { gift_credits: number; photo_credits: number };
    expect(credits).toBe(before - settings.gift_credits - settings.photo_credits);

    const premiumName = (await me(premiumPage)).name;
    await freePage.getByRole('navigation', { name: text('chats.listLabel') }).getByRole('link', { name: new RegExp(`${premiumName}.*${text('chats.lastPhoto')}`) }).click();
    await freePage.getByRole('log').getByText(text('gift.rose')).last().waitFor();
    await freePage.getByRole('log').getByText(text('chat.photoLocked')).last().waitFor();
    await settled(freePage);
    await expectNoAxeViolations(freePage);
    await freePage.context().close();
    await premiumPage.context().close();
  });

  it('on a phone shows the list or the conversation with a back link; from 992 px both side by side', async () => {
    const phonePage = await open(premium, '/chats', phone);
    const list = phonePage.getByRole('navigation', { name: text('chats.listLabel') });
    expect(await list.isVisible()).toBe(true);
    await list.getByRole('link').first().click();
    await phonePage.getByRole('log').waitFor();
    await settled(phonePage);
    expect(await list.isVisible()).toBe(false);
    await phonePage.getByRole('link', { name: text('chat.back') }).click();
    await list.waitFor();
    await expectNoAxeViolations(phonePage);

    const desktopPage = await open(premium, '/chats');
    await desktopPage.getByRole('navigation', { name: text('chats.listLabel') }).getByRole('link').first().click();
    await desktopPage.getByRole('log').waitFor();
    await settled(desktopPage);
    expect(await desktopPage.getByRole('navigation', { name: text('chats.listLabel') }).isVisible()).toBe(true);
    expect(await desktopPage.getByRole('link', { name: text('chat.back') }).isVisible()).toBe(false);
    await phonePage.context().close();
    await desktopPage.context().close();
  });
});
