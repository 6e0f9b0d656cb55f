import { launchBrowser, runAxe } from './tests/support/browser';
const base = 'http://flirt.localhost:3414';
const paths = process.argv.slice(2);
const main = async () => {
  const browser = await launchBrowser();
  for (const [label, viewport] of [['phone', { width: 360, height: 780 }], ['desktop', { width: 1280, height: 900 }]] as const) {
    const context = await browser.newContext({ viewport, locale: process.env.L4_LOCALE ?? 'nl-NL' });
    const now = String(Math.floor(Date.now() / 1000));
    await context.addInitScript((at) => window.localStorage.setItem('hide-site-entry-warning', at), now);
    await context.addCookies([{ name: 'rdv_hide_site_entry_warning', value: now, domain: 'flirt.localhost', path: '/' }]);
    for (const path of paths) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(path.startsWith('http') ? path : base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      const name = `${label}${path.replace(/\//g, '_')}`;
      await page.screenshot({ path: `/tmp/l4shots/${name}.png`, fullPage: true });
      const violations = await runAxe(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(name, 'title=', await page.title(), 'width=', width, 'axe=', violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'errors=', errors.slice(0, 5));
      await page.close();
    }
    await context.close();
  }
  await browser.close();
};
void main();
