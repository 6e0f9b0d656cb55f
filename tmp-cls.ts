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
    const result = await lighthouse(`http://flirt.localhost:3414${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
    console.log(p, JSON.stringify(result!.lhr.audits['layout-shifts']?.details, null, 1).slice(0, 3000));
  }
  chrome.kill();
};
void main();
