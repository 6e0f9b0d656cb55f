import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Locale } from '../../../io/entities/locale';
import { settled } from './session';

/**
 * Opens the newest mail to `to` in the demo mailbox (/dev/mail) as a new member would: the list, then the
 * mail's page. The sender delivers after the command commits, so the list is read again until it is there.
 */
export const openNewestMail = async (page: Page, baseUrl: string, to: string, subject: string): Promise<void> => {
  const row = page.locator('tbody tr').filter({ hasText: to }).filter({ hasText: subject }).first();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await page.goto(`${baseUrl}/dev/mail`);
    if ((await row.count()) > 0) break;
    await page.waitForTimeout(200);
  }
  await row.getByRole('link', { name: subject }).click();
  await settled(page);
};

/** The address a link of the open mail leads to, found by its label. */
export const mailLink = async (page: Page, label: string): Promise<string> => {
  const href = await page.locator('article').getByRole('link', { name: label }).getAttribute('href');
  if (href === null) throw new Error(`the mail has no link "${label}"`);
  return href;
};

/** A text of the server's mails (locales/mail) in `language`, its placeholders filled as the server fills them. */
export const mailText = (language: Locale, id: string, values: Readonly<Record<string, string>> = {}): string => {
  const texts = JSON.parse(readFileSync(new URL(`../../../locales/mail/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  const text = texts[id];
  if (text === undefined) throw new Error(`${language}: no mail text "${id}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};
