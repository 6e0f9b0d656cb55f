import { launchBrowser } from './tests/support/browser';
const main = async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'nl-NL' });
  const page = await context.newPage();
  for (const path of process.argv.slice(2)) {
    await page.goto('http://flirt.localhost:3414' + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 361).slice(0, 12).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().width)} ${e.getAttribute('type') ?? ''}`));
    console.log(path, wide);
  }
  await browser.close();
};
void main();
