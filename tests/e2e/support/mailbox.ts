import type { Page } from 'playwright-core';
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
