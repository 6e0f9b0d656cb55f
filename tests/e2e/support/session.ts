import type { APIRequestContext, Browser, Page, Request } from 'playwright-core';
import { createIntl } from 'react-intl';
import { expect } from 'vitest';
import { siteEntryWarningCookieName } from '../../../io/entities/flags';
import type { Locale } from '../../../io/entities/locale';
import { languageCookieName } from '../../../io/page';
import { messagesFile, readMessages } from '../../../scripts/locales';
import { runAxe } from '../../support/browser';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/**
 * A page in a fresh browser profile. Unless a test is about the site-entry warning, the visitor has
 * confirmed it before (its dismissal flag and cookie are stored), as a returning visitor has.
 */
export const newPage = async (
  browser: Browser,
  viewport: { width: number; height: number },
  locale = 'en-GB',
  options: { entryWarningConfirmed?: boolean; serviceWorkers?: 'allow' | 'block'; touch?: boolean } = {},
): Promise<Page> => {
  // `touch`: a phone as the app tells one (a coarse pointer), not only a narrow window.
  const touch = options.touch === true ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ viewport, locale, serviceWorkers: options.serviceWorkers ?? 'allow', ...touch });
  if (options.entryWarningConfirmed ?? true) {
    const now = String(Math.floor(Date.now() / 1000));
    await context.addInitScript((at) => window.localStorage.setItem('hide-site-entry-warning', at), now);
    // Its cookie twin, for the page server: the hosts the tests visit.
    await context.addCookies(
      ['127.0.0.1', 'localhost', 'flirt.localhost'].map((domain) => ({ name: siteEntryWarningCookieName, value: now, domain, path: '/' })),
    );
  }
  const page = await context.newPage();
  trackRequests(page);
  return page;
};

/** Requests of a page still in flight, and when that number last changed (Date.now()). */
const inFlight = new WeakMap<Page, { count: number; changedAt: number }>();

const trackRequests = (page: Page): void => {
  const state = { count: 0, changedAt: Date.now() };
  inFlight.set(page, state);
  // A member's event stream (EventSource, GET /api/stream.php) stays open for the page's life: it is not
  // work the page is waiting for.
  const change = (by: number) => (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    state.count += by;
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
};

const quietMs = 500;
const quietLimitMs = 30_000;

/** Until no request of the page has been in flight for `quietMs`, also after a navigation inside the app. */
const networkQuiet = async (page: Page): Promise<void> => {
  const state = inFlight.get(page);
  if (state === undefined) return;
  const started = Date.now();
  while (state.count > 0 || Date.now() - state.changedAt < quietMs) {
    if (Date.now() - started > quietLimitMs) throw new Error(`settled: ${state.count} request(s) still in flight after ${quietLimitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The password of every demo login (server/demo/seed.ts). */
const demoPassword = 'rendezvous-demo';

/**
 * Logs in through the login form (whatever the interface language) and waits for the members page. The
 * form arrives rendered by the server: it is filled once the page has hydrated, as the script handles it.
 */
export const logIn = async (page: Page, baseUrl: string, email = 'demo@rendezvous.test') => {
  await page.goto(`${baseUrl}/login`);
  await settled(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(demoPassword);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/members`);
};

/** Logs in by the login form's call, quicker than the form (logIn proves the form): a context's requests share its cookies. */
export const logInByCall = async (requests: APIRequestContext, baseUrl: string, email: string): Promise<void> => {
  const answer = await requests.post(`${baseUrl}/api/user.php`, { data: { email, password: demoPassword } });
  expect(answer.status()).toBe(200);
};

/**
 * Logs in (by the form's call) to pages in `language`: its cookie first, then the account's choice as the
 * language menu saves it (PUT /api/user.php), so every page opened after this is in that language.
 */
export const logInSpeaking = async (page: Page, baseUrl: string, language: Locale, email = 'demo@rendezvous.test'): Promise<void> => {
  await page.context().addCookies([{ name: languageCookieName, value: language, url: baseUrl }]);
  await logInByCall(page.request, baseUrl, email);
  const chosen = await page.request.put(`${baseUrl}/api/user.php`, { data: { language } });
  expect(chosen.status()).toBe(200);
};

export const expectLanguage = async (page: Page, language: Locale): Promise<void> =>
  expect(await page.locator('html').getAttribute('lang')).toBe(language);

/**
 * The interface text of one language as a member reads it: a message of its messages file, formatted
 * with its values, so a test finds the page's controls by their name in any language.
 */
export const interfaceText = (language: Locale) => {
  const messages = readMessages(messagesFile(language));
  const intl = createIntl({ locale: language, messages });
  return (id: string, values: Readonly<Record<string, string | number>> = {}): string => {
    if (messages[id] === undefined) throw new Error(`${language}: no message "${id}"`);
    return intl.formatMessage({ id }, values);
  };
};

/**
 * Waits until the entrance animations have ended (a chat bubble fading in is checked as it finally looks);
 * an endless or long sequence (a lander's 20 s slideshow) is checked as it stands.
 */
const entranceAnimationsEnded = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const endsSoon = (animation: Animation) => {
      const { endTime, localTime } = animation.effect?.getComputedTiming() ?? {};
      return typeof endTime === 'number' && typeof localTime === 'number' && endTime - localTime <= 2_000;
    };
    await Promise.all(document.getAnimations().filter(endsSoon).map((animation) => animation.finished.catch(() => undefined)));
  });

export const expectNoAxeViolations = async (page: Page) => {
  await entranceAnimationsEnded(page);
  const violations = await runAxe(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/**
 * Waits until the page has settled: hydrated, no request in flight for 500 ms, then two painted frames, so that
 * whatever the answers were going to show is on screen. An absence check first waits for this, or it
 * would pass merely because the check ran early. Playwright's 'networkidle' alone is reached once per
 * document load: after a click that navigates inside the app it returns at once, so the page's own
 * request count (pages from newPage) is waited on as well.
 */
export const settled = async (page: Page): Promise<void> => {
  await page.waitForLoadState('networkidle');
  // The product's pages (those with the app's #root) first start their script: on a busy machine the network
  // can be quiet for a while before the script asks for anything (and a click would meet served markup).
  await page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.dataset.hydrated === 'true');
  await networkQuiet(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
};
