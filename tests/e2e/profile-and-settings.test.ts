import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();

/** A real JPEG, as a phone's camera would give one (small, so the upload is quick). */
const aPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Text = ReturnType<typeof interfaceText>;

/** The member's own photos can be deleted one by one: each has a delete button named after its position. */
const deleteButtons = (page: Page, text: Text) => {
  const name = `${text('photos.remove')}: ${text('photos.photo', { position: '§' })}`;
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name).replace('§', '\\d+')}$`) });
};

const ownPhotoCount = async (page: Page, text: Text): Promise<number> => {
  await settled(page);
  return deleteButtons(page, text).count();
};

/** Three languages, phone and desktop, each demo login once. */
const runs = [
  { language: 'en', viewport: phone, email: 'premium@rendezvous.test' },
  { language: 'fi', viewport: desktop, email: 'new@rendezvous.test' },
  { language: 'es', viewport: desktop, email: 'demo@rendezvous.test' },
] as const satisfies ReadonlyArray<{ language: Locale; viewport: { width: number; height: number }; email: string }>;

describe.each(runs)('a member on /profile and /settings ($language, $viewport.width px)', ({ language, viewport, email }) => {
  const text = interfaceText(language);

  /** A page of the member's, in the run's language, on `path` once it has settled. */
  const open = async (path: string): Promise<Page> => {
    const page = await newPage(product.browser, viewport);
    await logInSpeaking(page, product.server.url, language, email);
    await page.goto(`${product.server.url}${path}`);
    await settled(page);
    await expectLanguage(page, language);
    return page;
  };

  it('edits the about text, saves it and finds it again after a reload', async () => {
    const page = await open('/profile');
    await expectNoAxeViolations(page);
    const about = `Walks by the sea and good coffee (${language}, ${viewport.width} px)`;
    await page.locator('textarea[name="about"]').fill(about);
    await page.getByRole('button', { name: text('profileEdit.save'), exact: true }).click();
    await page.getByRole('status').filter({ hasText: text('profileEdit.saved') }).waitFor();
    await page.reload();
    await settled(page);
    expect(await page.locator('textarea[name="about"]').inputValue()).toBe(about);
    await page.context().close();
  });

  it('uploads a real photo, sees it among their own, and deletes it again', async () => {
    const page = await open('/profile');
    const before = await ownPhotoCount(page, text);
    await page.locator('input[type="file"][name="photo"]').setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: await aPhoto() });
    await expect.poll(() => ownPhotoCount(page, text), { timeout: 30_000 }).toBe(before + 1);
    await expectNoAxeViolations(page);
    await deleteButtons(page, text).last().click();
    // Deleting asks first: confirm in the dialog.
    await page.getByRole('dialog').getByRole('button', { name: text('photos.confirm'), exact: true }).click();
    await expect.poll(() => ownPhotoCount(page, text), { timeout: 30_000 }).toBe(before);
    await page.context().close();
  });

  it('unblocks a member from the blocked list in settings', async () => {
    const page = await newPage(product.browser, viewport);
    await logInSpeaking(page, product.server.url, language, email);
    const search = (await (await page.request.get(`${product.server.url}/api/members.php`)).json()) as unknown;
    const first = typeof search === 'object' && search !== null && 'results' in search && Array.isArray(search.results) ? (search.results[0] as unknown) : null;
    if (typeof first !== 'object' || first === null || !('id' in first) || !('name' in first) || typeof first.name !== 'string') throw new Error('no member to block');
    const blocked = await page.request.post(`${product.server.url}/api/blocks.php`, { data: { member_id: first.id } });
    expect(blocked.status()).toBe(200);
    await page.goto(`${product.server.url}/settings`);
    await settled(page);
    await expectLanguage(page, language);
    await expectNoAxeViolations(page);
    const unblock = page.getByRole('button', { name: text('settings.unblockNamed', { name: first.name }), exact: true });
    await unblock.click();
    await settled(page);
    expect(await unblock.count()).toBe(0);
    await page.context().close();
  });
});
