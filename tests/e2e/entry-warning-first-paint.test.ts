import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { newPage, phone, settled } from './support/session';

const product = useProduct();

const title = 'Please note: this website is for adults only';

/** What the console says while the page runs (React reports a hydration mismatch there). */
const recordConsole = (page: Page): string[] => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
};

describe('the site-entry warning in the first paint', () => {
  it('arrives with the page before any script runs, where the modal will stand', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', viewport: phone });
    const page = await context.newPage();
    await page.goto(product.server.url);
    const warning = page.getByRole('dialog', { name: title });
    expect(await warning.isVisible()).toBe(true);
    expect(await warning.getByRole('button', { name: 'I am 18+ and continue' }).isVisible()).toBe(true);
    const before = await warning.boundingBox();
    await context.close();

    // Where it stands once the script made it a modal: the same place, so hydration does not move it.
    const hydrated = await newPage(product.browser, phone, 'en-GB', { entryWarningConfirmed: false });
    await hydrated.goto(product.server.url);
    await settled(hydrated);
    expect(await hydrated.getByRole('dialog', { name: title }).boundingBox()).toEqual(before);
    await hydrated.context().close();
  });

  it('confirms before any script runs: the form sets the cookie and the same page comes back without it', async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${product.server.url}/?ref=e2e`);
    const warning = page.getByRole('dialog', { name: title });
    expect(await warning.isVisible()).toBe(true);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    // The post answers 303 back to the page it came from: the next load is that page, anew.
    await Promise.all([page.waitForEvent('load'), warning.getByRole('button', { name: 'I am 18+ and continue' }).click()]);
    expect((await posted).status()).toBe(303);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?ref=e2e');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: title }).count()).toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'rdv_hide_site_entry_warning')?.value).toMatch(/^\d+$/);
    await context.close();
  });

  it('hydrates as a modal without a console warning, focus inside; once confirmed the next page comes without it', async () => {
    const page = await newPage(product.browser, phone, 'en-GB', { entryWarningConfirmed: false });
    const said = recordConsole(page);
    await page.goto(product.server.url);
    await settled(page);
    const warning = page.getByRole('dialog', { name: title });
    expect(await warning.isVisible()).toBe(true);
    // Reopened as a modal after hydration: the rest of the page is inert, the focus is in the dialog.
    expect(await page.evaluate(() => document.querySelector('dialog[aria-labelledby="entry-warning-title"]')?.matches(':modal') ?? false)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('dialog[aria-labelledby="entry-warning-title"]')?.contains(document.activeElement) ?? false)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await warning.isVisible()).toBe(true);
    expect(said).toEqual([]);

    await warning.getByRole('button', { name: 'I am 18+ and continue' }).click();
    await warning.waitFor({ state: 'hidden' });
    const again = await page.reload();
    expect(await again?.text()).not.toContain(title);
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('closes after hydration for a visitor whose dismissal is only in localStorage (stored before the cookie existed)', async () => {
    const context = await product.browser.newContext({ locale: 'en-GB', viewport: phone });
    await context.addInitScript(() => window.localStorage.setItem('hide-site-entry-warning', '1795338000'));
    const page = await context.newPage();
    const said = recordConsole(page);
    const answer = await page.goto(product.server.url);
    expect(await answer?.text()).toContain(title);
    await settled(page);
    expect(await page.getByRole('dialog', { name: title }).isVisible()).toBe(false);
    expect(said).toEqual([]);
    await context.close();
  });
});
