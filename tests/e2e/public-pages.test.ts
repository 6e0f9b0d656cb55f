import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../io/entities/locale';
import { siteEntryWarningCookieName } from '../../io/entities/flags';
import { languageCookieName } from '../../io/page';
import { Teasers } from '../../io/public-page';
import { legalPages } from '../../machines/shell/route-table';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, newPage, phone, settled } from './support/session';

// Issue 11: every lander, member landing and legal page renders its text in every language, with 0 axe-core
// violations; a signup started on a lander keeps its tracking parameters.

const product = useProduct();
const root = path.resolve(import.meta.dirname, '../..');

const landers = [
  '/', '/landers/tinderswipe', '/landers/alonetonight', '/landers/collagelanding/summer', '/landers/gallery', '/landers/iconslanding',
  '/landers/maplanding', '/landers/socialnetwork', '/landers/transitionsvideolanding', '/landers/video/night',
];
const memberLandings = (id: number) => [`/members/${id}/landing`, `/members/${id}/signup`, `/members/${id}/landing2`, `/members/${id}/landing3/x`];

/** A legal page's first section heading in a language, as its Markdown file says it. */
const firstHeading = (language: Locale, page: string): string => {
  const markdown = readFileSync(path.join(root, 'locales', 'pages', language, `${page}.md`), 'utf8');
  const heading = /^##+ (.+)$/m.exec(markdown)?.[1];
  if (heading === undefined) throw new Error(`${language}/${page}.md has no heading`);
  return heading.replace(/\*\*?|_/g, '').trim();
};

/** A visitor's browser in `language` that has confirmed the entry warning (its own e2e covers the warning). */
const visitorPage = async (language: Locale, viewport = phone): Promise<Page> => {
  const page = await newPage(product.browser, viewport);
  const url = product.server.url;
  await page.context().addCookies([
    { name: languageCookieName, value: language, url },
    { name: siteEntryWarningCookieName, value: String(Math.floor(Date.now() / 1000)), url },
  ]);
  return page;
};

/** A fictional member of the demo site, whom any visitor may see. */
const fictionalMember = async (page: Page): Promise<number> => {
  const answer: unknown = await (await page.request.get(`${product.server.url}/api/teasers.php`)).json();
  const member = Teasers.is(answer) ? answer.members.find((candidate) => candidate.fictional) : undefined;
  if (member === undefined) throw new Error('the demo site shows visitors no fictional member');
  return member.id;
};

/**
 * axe-core on every page in all eleven languages checked the same markup eleven times (three minutes of the
 * suite): the languages differ only in text. Each page is checked in the Dutch source and in one other
 * language, taken in turn, so every page is checked in two languages and every language on some pages.
 */
const otherLanguages = locales.filter((language) => language !== 'nl');
const checksAxe = (language: Locale, pageNumber: number): boolean =>
  language === 'nl' || otherLanguages[pageNumber % otherLanguages.length] === language;

const mainText = async (page: Page): Promise<string> => ((await page.locator('main').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the public pages in every language', () => {
  it.each(locales)('%s: every legal page shows its whole text, every lander its members and the signup form; axe-core finds no violation', async (language) => {
    const page = await visitorPage(language);
    const base = product.server.url;
    for (const [pageNumber, name] of legalPages.entries()) {
      await page.goto(`${base}/pages/${name}`);
      await page.getByRole('heading', { level: 2, name: firstHeading(language, name), exact: true }).first().waitFor();
      await expectLanguage(page, language);
      const text = await mainText(page);
      expect(text.length, `/pages/${name} in ${language}`).toBeGreaterThan(400);
      expect(text, `/pages/${name} in ${language}`).not.toMatch(/[{}]/);
      if (checksAxe(language, pageNumber)) await expectNoAxeViolations(page);
    }
    for (const [landerNumber, url] of [...landers, ...memberLandings(await fictionalMember(page))].entries()) {
      // Server-rendered: the page is whole at its load event, so axe checks what the visitor sees first. The
      // embedded form is in it, but for the landing (signup buttons) and the swipe deck (the form ends the deck).
      await page.goto(`${base}${url}`, { waitUntil: 'load' });
      await expectLanguage(page, language);
      if (!['/', '/landers/tinderswipe'].includes(url)) expect(await page.locator('main input[type="email"]').count(), `${url} in ${language}`).toBeGreaterThan(0);
      expect((await mainText(page)).length, `${url} in ${language}`).toBeGreaterThan(150);
      if (checksAxe(language, legalPages.length + landerNumber)) await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
});

describe('a signup started on a lander', () => {
  it('keeps the tracking parameters it arrived with, and the member sees their first step', async () => {
    const text = interfaceText('en');
    const page = await visitorPage('en', desktop);
    const base = product.server.url;
    await page.goto(`${base}/landers/gallery/spring?network=e2e-net&ref=banner-7&sub1=gallery`);
    await settled(page);
    // The parameters are kept and taken off the address (spec §3).
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('textbox', { name: text('signup.field.email'), exact: true }).fill('lander@example.test');
    await page.getByRole('textbox', { name: text('signup.field.name'), exact: true }).fill('Robin');
    await page.getByRole('textbox', { name: text('signup.field.password'), exact: true }).fill('a-good-password-1');
    await page.getByLabel(text('signup.field.dateOfBirth'), { exact: true }).fill('1991-07-23');
    await page.getByRole('combobox', { name: text('signup.field.gender'), exact: true }).selectOption('female');
    await page.getByRole('button', { name: text('signup.submit'), exact: true }).last().click();
    await page.waitForURL(/\/signup\?step=0$/);
    const exported: unknown = await (await page.request.get(`${base}/api/export.php`)).json();
    expect(exported).toMatchObject({ account: { tracking: { network: 'e2e-net', ref: 'banner-7', sub1: 'gallery' } } });
    await page.context().close();
  });
});
