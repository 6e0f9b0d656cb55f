import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, runAxe } from '../support/browser';
import { startServer, type RunningServer } from './support/server-process';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const newPage = async (viewport: { width: number; height: number }, locale = 'en-GB'): Promise<Page> => {
  const context = await browser.newContext({ viewport, locale });
  return context.newPage();
};

const logIn = async (page: Page) => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email address').fill('demo@rendezvous.test');
  await page.getByLabel('Password').fill('rendezvous-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${server.url}/members`);
};

const expectNoAxeViolations = async (page: Page) => {
  const violations = await runAxe(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

describe('the walking skeleton in Chromium', () => {
  it('prints the demo login when it starts', () => {
    expect(server.output()).toContain('demo@rendezvous.test / rendezvous-demo');
  });

  it('shows a visitor the landing page with a Login button, with no accessibility violations', async () => {
    const page = await newPage(desktop);
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [name, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    it(`logs the demo member in and lists real members with navigation badges (${name})`, async () => {
      const page = await newPage(viewport);
      await logIn(page);
      const cards = page.getByRole('main').getByRole('link').filter({ has: page.locator('strong') });
      await expect.poll(() => cards.count()).toBe(24);
      expect(await cards.first().getAttribute('href')).toMatch(/^\/members\/\d+$/);

      // The first refresh cycle (5 s after load) brings chats and likes; their counts show as badges.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const unread = nav.getByRole('status', { name: /unread message/ });
      const likes = nav.getByRole('status', { name: /new like/ });
      await unread.waitFor({ timeout: 15_000 });
      await likes.waitFor();
      const count = Number(await unread.textContent()) + Number(await likes.textContent());
      expect(count).toBeGreaterThan(0);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${count}\\) Rendezvous`));
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it('keeps the session over a reload, shows real chats, and logs out', async () => {
    const page = await newPage(desktop);
    await logIn(page);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${server.url}/chats`);
    await expect.poll(() => page.getByRole('main').getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('banner').locator('summary').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown page with the 404 page', async () => {
    const page = await newPage(phone);
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('speaks Dutch to a Dutch browser', async () => {
    const page = await newPage(desktop, 'nl-NL');
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    await page.context().close();
  });
});
