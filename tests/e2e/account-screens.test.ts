import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { languageCookieName } from '../../io/page';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();

/** Two more languages, phone and desktop: the screens of joining and leaving not walked by the flows' e2e. */
const runs = [
  { language: 'fi', viewport: desktop },
  { language: 'sv', viewport: phone },
] as const satisfies ReadonlyArray<{ language: Locale; viewport: { width: number; height: number } }>;

/** Settled, in the language, without axe violations and without sideways scrolling on the viewport. */
const expectAccessible = async (page: Page, language: Locale, width: number): Promise<void> => {
  await settled(page);
  await expectLanguage(page, language);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

describe.each(runs)('the account screens ($language, $viewport.width px)', ({ language, viewport }) => {
  const text = interfaceText(language);
  const base = () => product.server.url;

  const visitorPage = async (): Promise<Page> => {
    const page = await newPage(product.browser, viewport);
    await page.context().addCookies([{ name: languageCookieName, value: language, url: base() }]);
    return page;
  };

  it('shows a failed activation, a dead mail-change link and the complaint form, which takes a complaint', async () => {
    const page = await visitorPage();
    await page.goto(`${base()}/activate/error`);
    await page.getByRole('heading', { name: text('activate.error.title'), exact: true }).waitFor();
    await expectAccessible(page, language, viewport.width);

    await page.goto(`${base()}/mail-change/do?token=${'x'.repeat(43)}`);
    await page.getByText(text('account.linkInvalid')).waitFor();
    await expectAccessible(page, language, viewport.width);

    await page.goto(`${base()}/complaints`);
    await page.getByRole('heading', { name: text('account.complaint.title'), exact: true }).waitFor();
    await expectAccessible(page, language, viewport.width);
    await page.getByRole('textbox', { name: text('account.complaint.name'), exact: true }).fill('Kim');
    await page.getByRole('textbox', { name: text('account.complaint.email'), exact: true }).fill(`kim-${language}@example.test`);
    await page.getByRole('textbox', { name: text('account.complaint.subject'), exact: true }).fill('Billing');
    await page.getByRole('textbox', { name: text('account.complaint.message'), exact: true }).fill('I was charged twice for one package.');
    await page.getByRole('button', { name: text('account.complaint.submit'), exact: true }).click();
    const receipt = text('account.complaint.sent', { reference: '§' }).split('§')[0] ?? '';
    await page.getByText(receipt, { exact: false }).waitFor();
    await expect.poll(async () => page.getByText(/C-\d{4}-\d{6}/).count()).toBeGreaterThan(0);
    await expectAccessible(page, language, viewport.width);
    await page.context().close();
  });

  it("shows a member's settings, the notifications page and the first matches", async () => {
    const page = await newPage(product.browser, viewport);
    await logInSpeaking(page, base(), language);
    for (const [path, heading] of [
      ['/settings', text('screen.settings')],
      ['/notifications', text('screen.notifications')],
    ] as const) {
      await page.goto(`${base()}${path}`);
      await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
      await expectAccessible(page, language, viewport.width);
    }
    await page.goto(`${base()}/signup-matches`);
    await page.getByRole('link', { name: text('signup.matches.onward') }).waitFor();
    await expectAccessible(page, language, viewport.width);
    await page.context().close();
  });
});
