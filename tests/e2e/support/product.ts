import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
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
