import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium';
import { openPglite } from '../server/db/pglite';
import { logIn, startServer } from './load';
const db = await openPglite(mkdtempSync(path.join(os.tmpdir(), 'rdv-probe-')));
const server = await startServer(db, 'pglite');
const cookie = await logIn(server.origin);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags] });
for (const arg of process.argv.slice(2)) {
  const [route, who] = arg.split(':');
  const result = await lighthouse(`${server.origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(who === 'member' ? { extraHeaders: { Cookie: cookie } } : {}) });
  const lhr = result!.lhr;
  writeFileSync(`/tmp/fp-lhr-${route!.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log(route, 'perf', lhr.categories['performance']?.score, 'FCP', a['first-contentful-paint']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue, 'CLS', a['cumulative-layout-shift']?.numericValue, lhr.runtimeError?.code ?? '');
}
chrome.kill();
await server.close();
await db.close();
