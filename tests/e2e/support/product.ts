import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser';
import { startServer, type RunningServer } from './server-process';

/** The product and a browser for one test file: started before its tests, stopped after them. */
export const useProduct = () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const seeded = inject('seededDatabase');
    server = await startServer(seeded === undefined ? {} : { from: seeded });
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
