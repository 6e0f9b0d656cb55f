import { launchBrowser } from './tests/support/browser';
const main = async () => {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto('http://flirt.localhost:3414/signup?ref=abc', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => [...document.querySelectorAll('form *')].map((e) => { const el = e as HTMLElement; const s = getComputedStyle(el); return `${el.tagName} ${el.getAttribute('type') ?? ''} w=${Math.round(el.getBoundingClientRect().width)} minw=${s.minWidth} disp=${s.display}`; }));
  console.log(r.join('\n'));
  const chain = await page.evaluate(() => { const out: string[] = []; let e: HTMLElement | null = document.querySelector('form'); while (e) { out.push(`${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} disp=${getComputedStyle(e).display} cols=${getComputedStyle(e).gridTemplateColumns}`); e = e.parentElement; } return out; });
  console.log(chain.join('\n'));
  await browser.close();
};
void main();
