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
    const result = await lighthouse(p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices'], extraHeaders: { Cookie: cookie } });
    const lhr = result!.lhr;
    for (const ref of lhr.categories['best-practices']!.auditRefs) { const a = lhr.audits[ref.id]!; if (a.score !== null && a.score < 1) console.log(p, a.id, a.score, JSON.stringify(a.details).slice(0, 600)); }
  }
  chrome.kill();
};
void main();
