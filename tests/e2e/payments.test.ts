import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, interfaceText, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();
const en = interfaceText('en');

/** The member's balance and premium status as the server has them (the page's cookies, the page itself untouched). */
const memberNow = async (page: Page): Promise<{ credits: number; paid_user: boolean }> => {
  const answer = await page.request.get(`${product.server.url}/api/user.php`, { headers: { 'X-Request-Type': 'client' } });
  const { user } = (await answer.json()) as { user: { credits: number; paid_user: boolean } };
  return { credits: user.credits, paid_user: user.paid_user };
};

/** On /credits: a package by its credits and a method by its name, then Pay; lands on the test provider's page. */
const buy = async (page: Page, credits: number, method: string) => {
  await page.getByRole('group', { name: en('payments.packages.legend') }).getByRole('radio', { name: new RegExp(`^${credits} credits`) }).check();
  await page.getByRole('group', { name: en('payments.methods.legend') }).getByRole('radio', { name: method, exact: true }).check();
  await page.getByRole('checkbox', { name: en('payments.waiver.label') }).check();
  await page.getByRole('button', { name: /^Pay: / }).click();
  await page.waitForURL(/\/test-provider\/checkout\//);
};

/** On the test provider's checkout page: the payer's outcome, then back on our result page. */
const payerChooses = async (page: Page, outcome: 'Paid' | 'Failed' | 'Canceled') => {
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(/\/transactions\/[^/]+$/);
};

describe('buying credits with the test provider', () => {
  it('makes the free member premium with the credits in the navigation and clear photos', async () => {
    const page = await newPage(product.browser, phone);
    await logInSpeaking(page, product.server.url, 'en');
    const before = await memberNow(page);
    expect(before.paid_user).toBe(false);
    // A member of the site with a photo a free member sees locked.
    await page.goto(`${product.server.url}/members`);
    const locked = await page.evaluate(async () => {
      const search = (await (await fetch('/api/members.php')).json()) as { results: Array<{ id: number }> };
      for (const { id } of search.results) {
        const photos = (await (await fetch(`/api/photos.php?member=${id}`)).json()) as { photos: Array<{ locked: boolean }> };
        if (photos.photos.some((photo) => photo.locked)) return id;
      }
      return null;
    });
    expect(locked).not.toBeNull();

    await page.goto(`${product.server.url}/credits`);
    await settled(page);
    await expectNoAxeViolations(page);
    await buy(page, 25, en('payments.method.creditcard'));
    await payerChooses(page, 'Paid');
    await page.getByRole('heading', { name: en('payments.result.completed'), exact: true }).waitFor();
    await page.getByText(en('payments.result.credits', { count: 25 })).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    // The navigation shows the credits (spec §2: a paid member's credits instead of Get Premium).
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /credits/i }).first().waitFor();
    expect(await banner.getByRole('link', { name: en('nav.getPremium') }).count()).toBe(0);
    expect(await memberNow(page)).toEqual({ credits: before.credits + 25, paid_user: true });
    const photos = await page.evaluate(async (id) => (await (await fetch(`/api/photos.php?member=${String(id)}`)).json()) as { photos: Array<{ locked: boolean }> }, locked);
    expect(photos.photos.every((photo) => !photo.locked)).toBe(true);
    // The payment is in the member's history, with its receipt.
    await page.goto(`${product.server.url}/transactions`);
    await page.getByRole('link', { name: /25 credits · .* · Paid/ }).waitFor();
    await page.context().close();
  });

  it("says 'Payment failed' for a cancelled payment and succeeds when tried again with another method", async () => {
    const page = await newPage(product.browser, desktop);
    await logInSpeaking(page, product.server.url, 'en', 'premium@rendezvous.test');
    const before = await memberNow(page);
    await page.goto(`${product.server.url}/credits`);
    await settled(page);
    await buy(page, 10, en('payments.method.ideal'));
    await payerChooses(page, 'Canceled');
    expect(await page.getByRole('alert').textContent()).toBe(en('payments.result.failed'));
    expect((await memberNow(page)).credits).toBe(before.credits);
    await page.getByRole('link', { name: en('payments.result.retryOther') }).click();
    await page.waitForURL(/\/credits\/[^/]+$/);
    await settled(page);
    await page.getByRole('group', { name: en('payments.methods.legend') }).getByRole('radio', { name: en('payments.method.paypal'), exact: true }).check();
    await page.getByRole('checkbox', { name: en('payments.waiver.label') }).check();
    await page.getByRole('button', { name: /^Pay: / }).click();
    await page.waitForURL(/\/test-provider\/checkout\//);
    await payerChooses(page, 'Paid');
    await page.getByRole('heading', { name: en('payments.result.completed'), exact: true }).waitFor();
    expect((await memberNow(page)).credits).toBe(before.credits + 10);
    await page.context().close();
  });

  it('gives the new member the 25 % time bonus on the first purchase, once', async () => {
    const page = await newPage(product.browser, phone);
    await logInSpeaking(page, product.server.url, 'en', 'new@rendezvous.test');
    await page.goto(`${product.server.url}/credits`);
    await settled(page);
    await page.getByText(en('payments.credits.discount', { percentage: 25, code: 'TIMEBONUS25' })).waitFor();
    await buy(page, 10, en('payments.method.creditcard'));
    await payerChooses(page, 'Paid');
    await page.getByRole('heading', { name: en('payments.result.completed'), exact: true }).waitFor();
    const receipt = await page.locator('dl').textContent();
    expect(receipt).toContain('TIMEBONUS25');
    // Premium now, and the code used: no discount on the next purchase.
    await page.goto(`${product.server.url}/credits`);
    await settled(page);
    await page.getByRole('group', { name: en('payments.packages.legend') }).waitFor();
    expect(await page.getByText(/TIMEBONUS25/).count()).toBe(0);
    const offer = await page.evaluate(async () => (await (await fetch('/api/credits.php')).json()) as { discount: unknown; first_purchase: boolean });
    expect(offer).toMatchObject({ discount: null, first_purchase: false });
    await page.context().close();
  });
});

describe('direct debit', () => {
  /** The newest SMS code the demo phone (/dev/sms) holds. */
  const newestCode = async (page: Page): Promise<string> => {
    const text = await page.request.get(`${product.server.url}/dev/sms`).then((answer) => answer.text());
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (code === undefined) throw new Error('no SMS code on /dev/sms');
    return code;
  };

  it("takes the mandate, refuses a wrong SMS code with 'Invalid code' and pays with the right one", async () => {
    const page = await newPage(product.browser, phone);
    await logInSpeaking(page, product.server.url, 'en');
    const before = await memberNow(page);
    await page.goto(`${product.server.url}/credits`);
    await settled(page);
    await page.getByRole('group', { name: en('payments.packages.legend') }).getByRole('radio', { name: /^10 credits/ }).check();
    await page.getByRole('group', { name: en('payments.methods.legend') }).getByRole('radio', { name: en('payments.method.directdebit'), exact: true }).check();
    await page.getByRole('button', { name: /^Pay: / }).click();
    await page.waitForURL(/\/directdebit\?package=/);
    await page.getByRole('button', { name: en('payments.dd.submit') }).click();
    await page.getByText(en('payments.dd.required', { field: en('payments.dd.iban') })).waitFor();
    const fields: Array<[string, string]> = [
      ['payments.dd.accountHolder', 'Demo Member'], ['payments.dd.iban', 'NL91 ABNA 0417 1643 00'], ['payments.dd.street', 'Keizersgracht'],
      ['payments.dd.houseNumber', '12'], ['payments.dd.zip', '1015 CS'], ['payments.dd.city', 'Amsterdam'], ['payments.dd.phone', '06 12345678'],
    ];
    for (const [id, value] of fields) await page.getByLabel(en(id), { exact: true }).fill(value);
    await page.getByRole('checkbox', { name: en('payments.dd.consent') }).check();
    await page.getByRole('checkbox', { name: en('payments.waiver.label') }).check();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: en('payments.dd.submit') }).click();
    await page.getByLabel(en('payments.dd.code'), { exact: true }).waitFor();
    const code = await newestCode(page);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(en('payments.dd.code'), { exact: true }).fill(wrong);
    await page.getByRole('button', { name: en('payments.dd.confirm') }).click();
    expect(await page.getByRole('alert').textContent()).toBe(en('payments.dd.codeInvalid'));
    await page.getByLabel(en('payments.dd.code'), { exact: true }).fill(code);
    await page.getByRole('button', { name: en('payments.dd.confirm') }).click();
    await page.waitForURL(/\/transactions\/[^/]+$/);
    await page.getByRole('heading', { name: en('payments.result.completed'), exact: true }).waitFor();
    expect(await memberNow(page)).toEqual({ credits: before.credits + 10, paid_user: true });
    await page.context().close();
  });
});
