import { launchBrowser } from './tests/support/browser';
const main = async () => {
  const browser = await launchBrowser();
  const url = process.argv[2]!;
  const texts: string[][] = [];
  for (const js of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'en-GB', javaScriptEnabled: js });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    texts.push(await page.evaluate(() => { const out: string[] = []; const w = document.createTreeWalker(document.getElementById('content')!, NodeFilter.SHOW_TEXT); while (w.nextNode()) out.push(w.currentNode.textContent ?? ''); return out; }));
    await context.close();
  }
  const [a, b] = texts;
  for (let i = 0; i < Math.max(a!.length, b!.length); i += 1) if (a![i] !== b![i]) { console.log(i, JSON.stringify(a![i]), '=>', JSON.stringify(b![i])); }
  await browser.close();
};
void main();
