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

/** One Lighthouse mobile audit of one route. */
const auditOnce = async (port: number, origin: string, route: LighthouseRoute): Promise<LighthouseFigures> => {
  const result = await lighthouse(`${origin}${route.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(route.cookie === undefined ? {} : { extraHeaders: { Cookie: route.cookie } }),
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${route.path}`);
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
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
  };
};

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/**
 * One route's figures over several runs: each figure's median on its own over the runs Lighthouse could
 * measure (on a shared machine it is noisy, and now and then its trace fails: NO_NAVSTART), and how many
 * runs failed, with the first failure.
 */
const medianFigures = (label: string, runs: ReadonlyArray<LighthouseFigures>): LighthouseFigures => {
  const measured = runs.filter((f) => f.error === null);
  const failures = runs.flatMap((f) => (f.error === null ? [] : [f.error]));
  const of = (pick: (figures: LighthouseFigures) => number) => (measured.length === 0 ? Number.NaN : median(measured.map(pick)));
  return {
    label,
    performance: of((f) => f.performance),
    accessibility: of((f) => f.accessibility),
    bestPractices: of((f) => f.bestPractices),
    seo: of((f) => f.seo),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    cls: of((f) => f.cls),
    tbtMs: of((f) => f.tbtMs),
    error: failures[0] === undefined ? null : `${failures.length} of ${runs.length} runs failed: ${failures[0]}`,
  };
};

/** Runs `runs` Lighthouse audits per route, one after another, in one Chromium; the median of each route. */
const runLighthouse = async (origin: string, routes: ReadonlyArray<LighthouseRoute>, runs: number, progress: (message: string) => void): Promise<LighthouseFigures[]> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags] });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const perRun: LighthouseFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`Lighthouse mobile: ${route.label} (run ${run} of ${runs})`);
        perRun.push(await auditOnce(chrome.port, origin, route));
      }
      figures.push(medianFigures(route.label, perRun));
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

/** The pages of issue 11: the landers, a member landing and two legal pages, as a visitor opens them. */
const publicPages = async (origin: string): Promise<LighthouseRoute[]> => {
  const answer = (await (await fetch(`${origin}/api/teasers.php`)).json()) as { members: Array<{ id: number; fictional: boolean }> };
  const member = answer.members.find((candidate) => candidate.fictional)?.id ?? 1;
  const landers = ['tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];
  return [
    ...landers.map((name) => ({ label: `/landers/${name}`, path: `/landers/${name}` })),
    { label: '/members/{id}/landing', path: `/members/${String(member)}/landing` },
    { label: '/pages/privacy', path: '/pages/privacy' },
    { label: '/pages/faq', path: '/pages/faq' },
  ];
};

/**
 * On a fresh server (embedded PGlite: a page load is not a database benchmark) the pages of issue 6 — three
 * visitor pages and, logged in as the demo member, the members area — or with `pages: 'public'` those of issue 11.
 */
export const lighthouseOnFreshServer = async (runs: number, progress: (message: string) => void, pages: 'shell' | 'public' = 'shell'): Promise<LighthouseFigures[]> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rdv-bench-lighthouse-'));
  const db = await openPglite(dir);
  try {
    progress('Lighthouse: migrating and seeding a fresh PGlite');
    const server = await startServer(db, 'pglite');
    try {
      const cookie = await logIn(server.origin);
      const routes: LighthouseRoute[] =
        pages === 'public'
          ? await publicPages(server.origin)
          : [
              { label: '/', path: '/' },
              { label: '/login', path: '/login' },
              { label: '/pages/terms', path: '/pages/terms' },
              { label: '/members (logged in)', path: '/members', cookie },
            ];
      return await runLighthouse(server.origin, routes, runs, progress);
    } finally {
      await server.close();
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
