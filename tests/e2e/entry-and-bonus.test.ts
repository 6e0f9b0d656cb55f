import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, logIn, newPage, phone, settled } from './support/session';

// The welcome bonus runs 4 hours from the demo's signup: a database seeded now, not at the run's start.
const product = useProduct({ fresh: true });

describe('the site-entry warning', () => {
  it('greets a new visitor, stays away once confirmed, and cannot be dismissed otherwise', async () => {
    const page = await newPage(product.browser, phone, 'en-GB', { entryWarningConfirmed: false });
    await page.goto(product.server.url);
    const warning = page.getByRole('dialog', { name: 'Please note: this website is for adults only' });
    await warning.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await warning.isVisible()).toBe(true);
    await warning.getByRole('button', { name: 'I am 18+ and continue' }).click();
    await warning.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await warning.isVisible()).toBe(false);
    await page.context().close();
  });

  it('is not shown on the reset-password screen, nor on a site that switched it off', async () => {
    const page = await newPage(product.browser, desktop, 'en-GB', { entryWarningConfirmed: false });
    await page.goto(`${product.server.url}/reset-password`);
    await page.getByRole('heading', { name: 'Forgot password', exact: true }).waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(product.server.url.replace('127.0.0.1', 'flirt.localhost'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows in the bare chat-style layouts only to visitors from NL and DE', async () => {
    const dutch = await newPage(product.browser, desktop, 'nl-NL', { entryWarningConfirmed: false });
    await dutch.goto(`${product.server.url}/landers/video`);
    await dutch.getByRole('dialog').waitFor();
    await dutch.context().close();
    const british = await newPage(product.browser, desktop, 'en-GB', { entryWarningConfirmed: false });
    await british.goto(`${product.server.url}/landers/video`);
    await british.getByRole('heading', { level: 1 }).waitFor();
    await settled(british);
    expect(await british.getByRole('dialog').count()).toBe(0);
    await british.context().close();
  });
});

describe('the welcome time bonus', () => {
  it('counts down in the members area for a member who signed up moments ago', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url, 'new@rendezvous.test');
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^03:5\d:\d\d$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('is not offered to a member who signed up days ago', async () => {
    const page = await newPage(product.browser, desktop);
    await logIn(page, product.server.url);
    await page.getByRole('heading', { name: 'Members', exact: true }).waitFor();
    await settled(page);
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.context().close();
  });
});

describe('the like modal', () => {
  it('opens t seconds after landing on a profile link, takes t off the address, and leads to the profile', async () => {
    const page = await newPage(product.browser, phone);
    await logIn(page, product.server.url);
    await page.goto(`${product.server.url}/members/12?t=1&ref=mail`);
    const modal = page.getByRole('dialog', { name: 'Do you like this profile?' });
    await modal.waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await modal.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/members/12');
    await page.context().close();
  });
});
