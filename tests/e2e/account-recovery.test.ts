import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { languageCookieName } from '../../io/page';
import { mailLink, mailText, openNewestMail } from './support/mailbox';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, newPage, phone, settled } from './support/session';

const product = useProduct();
const site = { site: 'Rendezvous' };
const password = 'first-password-1';

/** Two languages, phone and desktop. */
const runs = [
  { language: 'pl', viewport: phone },
  { language: 'de', viewport: desktop },
] as const satisfies ReadonlyArray<{ language: Locale; viewport: { width: number; height: number } }>;

let accounts = 0;

/** A page in `language` and a new account on the demo site (signed up by its call: the signup screens have their own e2e), logged out. */
const pageWithAccount = async (language: Locale, viewport: { width: number; height: number }): Promise<{ page: Page; email: string }> => {
  const page = await newPage(product.browser, viewport);
  const base = product.server.url;
  await page.context().addCookies([{ name: languageCookieName, value: language, url: base }]);
  accounts += 1;
  const email = `recover-${language}-${String(accounts)}@example.test`;
  const signup = await page.request.post(`${base}/api/signup.php`, {
    data: { email, name: `Sam ${String(accounts)}`, password, date_of_birth: '1990-04-12', gender: 'female', language },
  });
  expect(signup.status()).toBe(201);
  expect((await page.request.get(`${base}/api/logout.php`)).status()).toBe(200);
  return { page, email };
};

describe.each(runs)('a member who lost the password or left ($language, $viewport.width px)', ({ language, viewport }) => {
  const text = interfaceText(language);
  const base = () => product.server.url;

  it('resets the password with the mailed link, and the link fails the second time', async () => {
    const { page, email } = await pageWithAccount(language, viewport);
    await page.goto(`${base()}/login`);
    await settled(page);
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('link', { name: text('login.forgot') }).click();
    await page.waitForURL(/\/reset-password\?/);
    await settled(page);
    await expectLanguage(page, language);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('account.reset.submit') }).click();
    await page.getByText(text('account.reset.sent')).waitFor();

    await openNewestMail(page, base(), email, mailText(language, 'reset.subject', site));
    const link = await mailLink(page, mailText(language, 'reset.link'));
    await page.goto(link);
    await settled(page);
    await expectNoAxeViolations(page);
    const newPassword = `second-password-${language}`;
    await page.getByLabel(text('account.newPassword.password'), { exact: true }).fill(newPassword);
    await page.getByLabel(text('account.newPassword.repeat'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text('account.newPassword.submit') }).click();
    await page.waitForURL(`${base()}/members`);

    // The link is used up: the form it opens is refused by the server on sending.
    await page.goto(link);
    await settled(page);
    await page.getByLabel(text('account.newPassword.password'), { exact: true }).fill('third-password-1');
    await page.getByLabel(text('account.newPassword.repeat'), { exact: true }).fill('third-password-1');
    await page.getByRole('button', { name: text('account.newPassword.submit') }).click();
    await page.getByText(text('account.linkInvalid')).waitFor();
    await expectNoAxeViolations(page);
    expect((await page.request.get(`${base()}/api/logout.php`)).status()).toBe(200);
    expect((await page.request.post(`${base()}/api/user.php`, { data: { email, password } })).status()).toBe(401);
    expect((await page.request.post(`${base()}/api/user.php`, { data: { email, password: newPassword } })).status()).toBe(200);
    await page.context().close();
  });

  it('deletes the account from the settings and brings it back with the mailed link', async () => {
    const { page, email } = await pageWithAccount(language, viewport);
    expect((await page.request.post(`${base()}/api/user.php`, { data: { email, password } })).status()).toBe(200);
    await page.goto(`${base()}/settings`);
    await settled(page);
    await page.getByRole('button', { name: text('deletion.start') }).click();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('deletion.alternatives.next') }).click();
    await page.getByRole('radio', { name: text('deletion.reason.time') }).check();
    await page.getByRole('button', { name: text('deletion.reason.next') }).click();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: text('deletion.confirm.password'), exact: true }).fill(password);
    await page.getByRole('button', { name: text('deletion.confirm.submit') }).click();
    await page.waitForURL(`${base()}/account-deleted`);
    await settled(page);
    await page.getByRole('heading', { name: text('account.deleted.title'), exact: true }).waitFor();
    await expectNoAxeViolations(page);
    expect((await page.request.get(`${base()}/api/user.php`)).status()).toBe(403);

    await openNewestMail(page, base(), email, mailText(language, 'deletion.subject', site));
    await page.goto(await mailLink(page, mailText(language, 'deletion.link')));
    await settled(page);
    await expectNoAxeViolations(page);
    // Opening the link changes nothing (a mail scanner may open it); the member's click brings the account back.
    expect((await page.request.get(`${base()}/api/user.php`)).status()).toBe(403);
    await page.getByRole('button', { name: text('account.reactivate.title') }).click();
    await page.waitForURL(`${base()}/members`);
    expect((await page.request.get(`${base()}/api/user.php`)).status()).toBe(200);
    await page.context().close();
  });

  it('is told at login that the deleted account is not gone yet, and reactivates it there', async () => {
    const { page, email } = await pageWithAccount(language, viewport);
    expect((await page.request.post(`${base()}/api/user.php`, { data: { email, password } })).status()).toBe(200);
    expect((await page.request.post(`${base()}/api/delete-account.php`, { data: { reason: 'other', password } })).status()).toBe(200);
    await page.goto(`${base()}/login`);
    await settled(page);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(text('login.deleted')).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('login.reactivate') }).click();
    await page.waitForURL(`${base()}/members`);
    await page.context().close();
  });
});
