import type { Result, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';

/** Launches headless Chromium for the e2e tests. Close it in afterAll. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags],
  });

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
const readAxeSource = (): string =>
  (axeSource ??= readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8'));

const axeOptions: RunOptions = {
  runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
};

/** Runs axe-core on the page's whole document; returns the violations (an empty array when there are none). */
export const runAxe = async (page: Page): Promise<Result[]> => {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (no inline scripts) does
  // not apply there, as it would to an injected <script>.
  await page.evaluate(readAxeSource());
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, options);
    return results.violations;
  }, axeOptions);
};
