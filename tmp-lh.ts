import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './scripts/chromium';
const main = async () => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, '--headless=new'], userDataDir: mkdtempSync(path.join(os.tmpdir(), 'l4-lh-')) });
  const cookie = `rdv_hide_site_entry_warning=${Math.floor(Date.now() / 1000)}`;
  for (const p of process.argv.slice(2)) {
    for (let run = 0; run < 2; run += 1) {
      const result = await lighthouse(`${p.startsWith('http') ? p : 'http://flirt.localhost:3414' + p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], extraHeaders: { Cookie: cookie } });
      const lhr = result!.lhr;
      const m = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(p, 'perf', Math.round((lhr.categories.performance?.score ?? 0) * 100), 'a11y', Math.round((lhr.categories.accessibility?.score ?? 0) * 100), 'bp', Math.round((lhr.categories['best-practices']?.score ?? 0) * 100), 'seo', Math.round((lhr.categories.seo?.score ?? 0) * 100), 'fcp', m('first-contentful-paint'), 'lcp', m('largest-contentful-paint'), 'cls', lhr.audits['cumulative-layout-shift']?.numericValue, 'tbt', m('total-blocking-time'), lhr.runtimeError?.code ?? '');
      if (run === 1) {
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable').map((a) => `${a.id}:${a.score}`);
        console.log('  below 0.9:', failing.join(', '));
      }
    }
  }
  chrome.kill();
};
void main();
