import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { startServer, type RunningServer } from './server-process';

/**
 * The product and a browser for one test file: started before its tests, stopped after them; on a copy of
 * the run's seeded database, or with `fresh`, seeded now (a file that needs the demo's times as of now:
 * the member who signed up "moments ago").
 */
export const useProduct = (options: { fresh?: boolean } = {}) => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const seeded = inject('seededDatabase');
    server = await startServer(seeded === undefined || options.fresh === true ? {} : { from: seeded });
    browser = await launchBrowser();
  });
  // What a failed test left on screen: a timeout alone does not tell whether the page showed an error, another
  // step, or nothing at all (CI keeps no screenshots, only what the run printed).
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || browser === undefined) return;
    for (const page of browser.contexts().flatMap((context) => context.pages())) console.error(await describeFailedPage(page));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useProduct: used outside a test');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
};

/** A page's address and visible text, for the log of a failed test; never waits long on a page that hangs. */
const describeFailedPage = async (page: Page): Promise<string> => {
  const text = page.evaluate(() => document.body.innerText.slice(0, 2_000)).catch((error: unknown) => `(unreadable: ${String(error)})`);
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('(no answer in 5 s)'), 5_000));
  return `--- page left open by the failed test: ${page.url()}\n${await Promise.race([text, late])}`;
};
