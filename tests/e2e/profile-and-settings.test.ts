import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone, settled } from './support/session';

const product = useProduct();

/** A real JPEG, as a phone's camera would give one (small, so the upload is quick). */
const aPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();

const deleteButtons = (page: Page) => page.getByRole('button', { name: /^Delete: Your photo/ });

/** The member's own photos can be deleted one by one: each has a delete button named after its position. */
const ownPhotoCount = async (page: Page): Promise<number> => {
  await settled(page);
  return deleteButtons(page).count();
};

describe.each([
  { name: 'phone', viewport: phone, email: 'premium@rendezvous.test' },
  { name: 'desktop', viewport: desktop, email: 'new@rendezvous.test' },
])('a member on /profile and /settings ($name)', ({ viewport, email }) => {
  it('edits the about text, saves it and finds it again after a reload', async () => {
    const page = await newPage(product.browser, viewport);
    await logIn(page, product.server.url, email);
    await page.goto(`${product.server.url}/profile`);
    await settled(page);
    await expectNoAxeViolations(page);
    const about = `Walks by the sea and good coffee (${viewport.width} px)`;
    await page.locator('textarea[name="about"]').fill(about);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();
    await page.reload();
    await settled(page);
    expect(await page.locator('textarea[name="about"]').inputValue()).toBe(about);
    await page.context().close();
  });

  it('uploads a real photo, sees it among their own, and deletes it again', async () => {
    const page = await newPage(product.browser, viewport);
    await logIn(page, product.server.url, email);
    await page.goto(`${product.server.url}/profile`);
    const before = await ownPhotoCount(page);
    await page.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
    await expect.poll(() => ownPhotoCount(page), { timeout: 30_000 }).toBe(before + 1);
    await expectNoAxeViolations(page);
    await deleteButtons(page).last().click();
    // Deleting asks first: confirm in the dialog.
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => ownPhotoCount(page), { timeout: 30_000 }).toBe(before);
    await page.context().close();
  });

  it('unblocks a member from the blocked list in settings', async () => {
    const page = await newPage(product.browser, viewport);
    await logIn(page, product.server.url, email);
    const search = (await (await page.request.get(`${product.server.url}/api/members.php`)).json()) as unknown;
    const first = typeof search === 'object' && search !== null && 'results' in search && Array.isArray(search.results) ? (search.results[0] as unknown) : null;
    if (typeof first !== 'object' || first === null || !('id' in first) || !('name' in first) || typeof first.name !== 'string') throw new Error('no member to block');
    const blocked = await page.request.post(`${product.server.url}/api/blocks.php`, { data: { member_id: first.id } });
    expect(blocked.status()).toBe(200);
    await page.goto(`${product.server.url}/settings`);
    await settled(page);
    await expectNoAxeViolations(page);
    const unblock = page.getByRole('button', { name: `Unblock ${first.name}` });
    await unblock.click();
    await settled(page);
    expect(await unblock.count()).toBe(0);
    await page.context().close();
  });
});
