// Lighthouse 12.8 mobile (its default: a Moto G Power on slow 4G, simulated throttling) against the running
// product, in Debian's Chromium through chrome-launcher (it ships with lighthouse). Offline: no network
// beyond 127.0.0.1 is needed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { openPglite } from '../server/db/pglite';
import { logIn, startServer } from './load';

interface LighthouseRoute {
  readonly label: string;
  readonly path: string;
  /** Sent with every request of the run (a logged-in member's session). */
  readonly cookie?: string;
}

export interface LighthouseFigures {
  readonly label: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Lighthouse's own error when it could not measure the page (its scores are then 0). */
  readonly error: string | null;
}


const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs one Lighthouse audit per route, one after another, in one Chromium. */
const runLighthouse = async (origin: string, routes: ReadonlyArray<LighthouseRoute>, progress: (message: string) => void): Promise<LighthouseFigures[]> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags] });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      progress(`Lighthouse mobile: ${route.label}`);
      const result = await lighthouse(`${origin}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(route.cookie === undefined ? {} : { extraHeaders: { Cookie: route.cookie } }),
      });
      if (result === undefined) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      const { categories, audits } = result.lhr;
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        label: route.label,
        performance: score(categories['performance']?.score),
        accessibility: score(categories['accessibility']?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories['seo']?.score),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbtMs: metric('total-blocking-time'),
        error: result.lhr.runtimeError === undefined ? null : `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
};

/** The report's table rows: scores, then the metrics in seconds / unitless. */
export const lighthouseRows = (figures: ReadonlyArray<LighthouseFigures>): string[][] =>
  figures.map((f) => [
    f.label,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    (f.fcpMs / 1000).toFixed(2),
    (f.lcpMs / 1000).toFixed(2),
    f.cls.toFixed(3),
    String(Math.round(f.tbtMs)),
    f.error ?? '',
  ]);

export const lighthouseHead = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'error'];

/**
 * The pages of issue 6 on a fresh server (embedded PGlite: a page load is not a database benchmark):
 * three visitor pages and, logged in as the demo member, the members area.
 */
export const lighthouseOnFreshServer = async (progress: (message: string) => void): Promise<LighthouseFigures[]> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-lighthouse-'));
  const db = await openPglite(dir);
  try {
    progress('Lighthouse: migrating and seeding a fresh PGlite');
    const server = await startServer(db, 'pglite');
    try {
      const cookie = await logIn(server.origin);
      return await runLighthouse(
        server.origin,
        [
          { label: '/', path: '/' },
          { label: '/login', path: '/login' },
          { label: '/pages/terms', path: '/pages/terms' },
          { label: '/members (logged in)', path: '/members', cookie },
        ],
        progress,
      );
    } finally {
      await server.close();
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
