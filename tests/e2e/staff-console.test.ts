import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PhotoList, PhotoView } from '../../io/entities/photo';
import type { Locale } from '../../io/entities/locale';
import { languageCookieName } from '../../io/page';
import { demoPassword } from '../../server/demo/seed';
import { demoStaff } from '../../server/demo/staff';
import { totpCodeAt } from '../../server/modules/staff/totp';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, logInSpeaking, newPage, phone, settled } from './support/session';

const product = useProduct();

/** A real JPEG of one colour: each upload its own, so no two files are alike. */
const aPhoto = (red: number): Promise<Buffer> =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: { r: red, g: 140, b: 110 } } }).jpeg().toBuffer();

const staffLanguage: Locale = 'de';
const ownerLanguage: Locale = 'fi';

/** Uploads a photo by the upload call of /profile (the page's own cookies) and answers it as the server recorded it. */
const upload = async (page: Page, red: number): Promise<PhotoView> => {
  const answer = await page.request.post(`${product.server.url}/api/photos.php`, {
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await aPhoto(red) } },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as PhotoView;
};

const memberIdOf = async (page: Page): Promise<number> => {
  const answer = await page.request.get(`${product.server.url}/api/user.php`, { headers: { 'X-Request-Type': 'client' } });
  return ((await answer.json()) as { user: { id: number } }).user.id;
};

const photoIdsSeenBy = async (page: Page, memberId: number): Promise<string[]> => {
  const answer = await page.request.get(`${product.server.url}/api/photos.php?member=${String(memberId)}`);
  return ((await answer.json()) as PhotoList).photos.map((photo) => photo.id);
};

/** Moves through the queue with J until the photo in view is `photoId`. */
const bringIntoView = async (page: Page, photoId: string): Promise<void> => {
  const inView = page.locator('figure img');
  for (let step = 0; step < 60; step += 1) {
    await inView.waitFor();
    if ((await inView.getAttribute('src'))?.includes(photoId) === true) return;
    await page.keyboard.press('j');
  }
  throw new Error(`${photoId} is not in the queue`);
};

describe('the staff console (issue 14)', () => {
  const staffText = interfaceText(staffLanguage);
  const ownerText = interfaceText(ownerLanguage);

  /** One staff login for the file: a TOTP code logs in once, so both tests share the console it opened. */
  let opened: Promise<Page> | undefined;
  const staffConsole = (): Promise<Page> => {
    opened ??= (async () => {
      const base = product.server.url;
      const staff = await newPage(product.browser, desktop);
      await staff.context().addCookies([{ name: languageCookieName, value: staffLanguage, url: base }]);
      await staff.goto(`${base}/staff`);
      await staff.getByRole('heading', { level: 1, name: staffText('staff.login.title'), exact: true }).waitFor();
      await settled(staff);
      await expectLanguage(staff, staffLanguage);
      await expectNoAxeViolations(staff);
      await staff.getByLabel(staffText('staff.login.email'), { exact: true }).fill(demoStaff.email);
      await staff.getByLabel(staffText('staff.login.password'), { exact: true }).fill(demoStaff.password);
      await staff.getByLabel(staffText('staff.login.code'), { exact: true }).fill(await totpCodeAt(demoStaff.totpSecret, new Date()));
      await staff.getByRole('button', { name: staffText('staff.login.submit'), exact: true }).click();
      await staff.getByRole('navigation', { name: staffText('staff.nav.label') }).waitFor();
      return staff;
    })();
    return opened;
  };

  it('logs in with the TOTP code; an approved photo reaches another member, a rejected one tells its owner why; the audit lists both', async () => {
    const base = product.server.url;
    // Two members on the pre-moderated demo site upload a photo each: both wait, seen by their owner only.
    const member = await newPage(product.browser, desktop);
    await logInSpeaking(member, base, 'en', 'demo@rendezvous.test');
    const owner = await newPage(product.browser, desktop);
    await logInSpeaking(owner, base, ownerLanguage, 'premium@rendezvous.test');
    const approved = await upload(member, 200);
    const rejected = await upload(owner, 60);
    expect([approved.status, rejected.status]).toEqual(['pending', 'pending']);
    const memberId = await memberIdOf(member);
    expect(await photoIdsSeenBy(owner, memberId)).not.toContain(approved.id);

    // The staff member logs in, in German, with the code of their authenticator.
    const staff = await staffConsole();
    const nav = staff.getByRole('navigation', { name: staffText('staff.nav.label') });
    await nav.getByRole('link', { name: new RegExp(`^${staffText('staff.nav.photos')}`) }).click();
    await staff.getByRole('heading', { level: 1, name: staffText('staff.photos.title'), exact: true }).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);

    // Keyboard first: J to the member's photo, A approves; J to the owner's, R and a digit reject it.
    await bringIntoView(staff, approved.id);
    await staff.keyboard.press('a');
    await staff.getByRole('status').filter({ hasText: staffText('staff.photos.approved', { name: 'Demo' }).split('Demo')[0] ?? '' }).waitFor();
    await bringIntoView(staff, rejected.id);
    await staff.keyboard.press('r');
    const reasons = staff.getByRole('dialog', { name: staffText('staff.photos.reasonTitle') });
    await reasons.waitFor();
    await expectNoAxeViolations(staff);
    await staff.keyboard.press('6'); // poor_quality, the sixth of the list
    await reasons.waitFor({ state: 'hidden' });
    await staff.keyboard.press('?');
    const keys = staff.getByRole('dialog', { name: staffText('staff.keys.title') });
    await keys.waitFor();
    await expectNoAxeViolations(staff);
    await staff.keyboard.press('Escape');
    await keys.waitFor({ state: 'hidden' });

    // Another member now sees the approved photo; the owner reads why theirs was refused, in Finnish.
    await expect.poll(() => photoIdsSeenBy(owner, memberId)).toContain(approved.id);
    await owner.goto(`${base}/members/${String(memberId)}`);
    await owner.locator(`img[src*="${approved.id}"]`).first().waitFor();
    await owner.goto(`${base}/profile`);
    const reason = ownerText('photos.rejection.reason', { reason: ownerText('photos.rejection.poor_quality') });
    await owner.getByText(reason).waitFor();

    // The audit trail names both decisions and who made them.
    await nav.getByRole('link', { name: staffText('staff.nav.audit'), exact: true }).click();
    const table = staff.getByRole('table');
    await table.waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);
    const row = (action: string) => table.getByRole('row').filter({ hasText: staffText(`staff.action.${action}`) }).filter({ hasText: String(memberId) });
    await row('PhotoApproved').filter({ hasText: 'Demo Staff' }).first().waitFor();
    const ownerId = await memberIdOf(owner);
    await table.getByRole('row').filter({ hasText: staffText('staff.action.PhotoRejected') }).filter({ hasText: String(ownerId) })
      .filter({ hasText: staffText('staff.reason.poor_quality') }).first().waitFor();
    for (const page of [member, owner]) await page.context().close();
  });

  it('handles a report with a ban: the banned member\'s next login shows the notice, the member is gone from search, the audit names the ban; support reads an account', async () => {
    const base = product.server.url;
    const bannedLanguage: Locale = 'sv';
    const reporter = await newPage(product.browser, desktop);
    await logInSpeaking(reporter, base, 'en', 'demo@rendezvous.test');
    const reported = await newPage(product.browser, phone);
    await logInSpeaking(reported, base, bannedLanguage, 'new@rendezvous.test');
    const reportedId = await memberIdOf(reported);
    const report = await reporter.request.post(`${base}/api/reports.php`, { data: { member_id: reportedId, reason: 'harassment', note: 'Rude messages' } });
    expect(report.status()).toBe(200);

    const staff = await staffConsole();
    const nav = staff.getByRole('navigation', { name: staffText('staff.nav.label') });
    await nav.getByRole('link', { name: new RegExp(`^${staffText('staff.nav.reports')}`) }).click();
    await staff.getByRole('heading', { level: 1, name: staffText('staff.reports.title'), exact: true }).waitFor();
    const heading = staff.getByRole('heading', { name: staffText('staff.reports.member', { name: 'Nieuw', id: reportedId }), exact: true });
    for (let step = 0; step < 20 && (await heading.count()) === 0; step += 1) {
      await staff.keyboard.press('j');
      await settled(staff);
    }
    await heading.waitFor();
    await staff.getByRole('button', { name: staffText('staff.decision.ban'), exact: true }).click();
    await settled(staff);
    await expectNoAxeViolations(staff);
    await staff.getByLabel(staffText('staff.reports.reason')).fill('Harassment of other members');
    await staff.getByRole('button', { name: staffText('staff.reports.send'), exact: true }).click();
    await staff.getByRole('status').filter({ hasText: staffText('staff.decision.ban') }).waitFor();
    // The banned member appears among the banned, with who banned them.
    await staff.getByRole('row').filter({ hasText: 'Harassment of other members' }).filter({ hasText: 'Demo Staff' }).waitFor();

    // The banned member's next login: the notice in their language, with the ban policy and the way to appeal.
    await reported.goto(`${base}/login`);
    await settled(reported);
    await reported.locator('input[name="email"]').fill('new@rendezvous.test');
    await reported.locator('input[name="password"]').fill(demoPassword);
    await reported.locator('form button[type="submit"]').click();
    const notice = reported.getByRole('alert').filter({ hasText: readFileSync(`locales/pages/${bannedLanguage}/banned-login.md`, 'utf8').split('{')[0]?.trim() ?? '' });
    await notice.waitFor();
    expect(await notice.locator('a[href="/pages/ban"]').count()).toBe(1);
    await settled(reported);
    await expectNoAxeViolations(reported);

    // Gone from the other member's search.
    const search = await reporter.request.get(`${base}/api/members.php`);
    const found = ((await search.json()) as { results: Array<{ id: number }> }).results.map((member) => member.id);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(reportedId);

    // The audit lists the ban and the decided report, each with who did it.
    await nav.getByRole('link', { name: staffText('staff.nav.audit'), exact: true }).click();
    const table = staff.getByRole('table');
    await table.waitFor();
    for (const action of ['MemberBanned', 'ReportsResolved']) {
      await table.getByRole('row').filter({ hasText: staffText(`staff.action.${action}`) }).filter({ hasText: String(reportedId) }).filter({ hasText: 'Demo Staff' }).first().waitFor();
    }

    // Support: find the premium member, read the account (ledger and payments), all without axe violations.
    await nav.getByRole('link', { name: staffText('staff.nav.support'), exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: staffText('staff.support.title'), exact: true }).waitFor();
    await staff.getByLabel(staffText('staff.support.searchLabel')).fill('premium@rendezvous.test');
    await staff.getByRole('button', { name: staffText('staff.support.search'), exact: true }).click();
    await staff.getByRole('button', { name: /Premium/ }).click();
    await staff.getByRole('heading', { name: staffText('staff.support.ledger'), exact: true }).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);
    for (const page of [reporter, reported]) await page.context().close();
  });

  it('answers a member\'s message to a site profile from the desk: it reaches the open tab, disclosure on screen; a price published in the console applies to the next message; the audit names both', async () => {
    const base = product.server.url;
    const memberText = interfaceText('en');
    const member = await newPage(product.browser, desktop);
    await logInSpeaking(member, base, 'en', 'premium@rendezvous.test');
    const search = (await (await member.request.get(`${base}/api/members.php`)).json()) as { results: Array<{ id: number; name: string; fictional: boolean }> };
    const profile = search.results.find((result) => result.fictional);
    if (profile === undefined) throw new Error('the demo search shows a profile of the site');
    await member.goto(`${base}/members/${String(profile.id)}/chat`);
    await settled(member);
    const disclosure = member.getByRole('note', { name: memberText('chat.fictional') });
    await disclosure.waitFor();
    const composer = member.getByRole('textbox');
    await composer.fill('Are you there?');
    await composer.press('Enter');
    await member.getByRole('log').getByText('Are you there?', { exact: true }).waitFor();

    // The desk answers as the profile; the member's open tab shows it at once, the disclosure still there.
    const staff = await staffConsole();
    const nav = staff.getByRole('navigation', { name: staffText('staff.nav.label') });
    await nav.getByRole('link', { name: new RegExp(`^${staffText('staff.nav.desk')}`) }).click();
    await staff.getByRole('heading', { level: 1, name: staffText('staff.desk.title'), exact: true }).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);
    const row = staff.getByRole('row').filter({ hasText: 'Premium' }).filter({ hasText: profile.name });
    await row.getByRole('button', { name: staffText('staff.desk.open', { name: profile.name }) }).click();
    const answer = staff.getByLabel(staffText('staff.desk.answerAs', { name: profile.name }));
    await answer.waitFor();
    await staff.getByText('Are you there?', { exact: true }).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);
    await answer.fill('Yes, I am here. How was your day?');
    await staff.getByRole('button', { name: staffText('staff.desk.send'), exact: true }).click();
    await staff.getByRole('status').filter({ hasText: staffText('staff.desk.sent') }).waitFor();
    await member.getByRole('log').getByText('Yes, I am here. How was your day?', { exact: true }).waitFor();
    expect(await disclosure.isVisible()).toBe(true);

    // The site admin raises the message price: preview, publish; the member's open composer shows it without a reload.
    await member.getByText(memberText('chat.price', { credits: 1 })).waitFor();
    await nav.getByRole('link', { name: staffText('staff.sites.nav'), exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: staffText('staff.sites.title'), exact: true }).waitFor();
    await settled(staff);
    await expectNoAxeViolations(staff);
    await staff.getByLabel(staffText('staff.sites.site'), { exact: true }).selectOption('localhost');
    await staff.getByLabel(staffText('staff.sites.field.message_credits'), { exact: true }).fill('3');
    await staff.getByRole('button', { name: staffText('staff.sites.preview'), exact: true }).click();
    const preview = staff.getByRole('region', { name: staffText('staff.sites.previewTitle') });
    await preview.getByRole('row').filter({ hasText: staffText('staff.sites.field.message_credits') }).filter({ hasText: '3' }).waitFor();
    await expectNoAxeViolations(staff);
    await staff.getByRole('button', { name: staffText('staff.sites.publish'), exact: true }).click();
    await staff.getByRole('status').filter({ hasText: staffText('staff.sites.published') }).waitFor();
    await member.getByText(memberText('chat.price', { credits: 3 })).waitFor();
    const balance = async () => ((await (await member.request.get(`${base}/api/user.php`)).json()) as { user: { credits: number } }).user.credits;
    const before = await balance();
    await composer.fill('Lovely to hear from you');
    await composer.press('Enter');
    await member.getByRole('log').getByText('Lovely to hear from you', { exact: true }).waitFor();
    await expect.poll(balance).toBe(before - 3);

    // The audit names the desk answer (with the member it answered) and the publication, each with who did it.
    const memberId = await memberIdOf(member);
    await nav.getByRole('link', { name: staffText('staff.nav.audit'), exact: true }).click();
    const table = staff.getByRole('table');
    await table.waitFor();
    await table.getByRole('row').filter({ hasText: staffText('staff.action.MessageSent') }).filter({ hasText: String(memberId) }).filter({ hasText: 'Demo Staff' }).first().waitFor();
    await table.getByRole('row').filter({ hasText: staffText('staff.action.SiteConfigured') }).filter({ hasText: 'Demo Staff' }).first().waitFor();

    // The remaining screens of the console, each settled, without axe violations.
    const screens = [
      ['staff.nav.texts', 'staff.texts.title'], ['staff.nav.complaints', 'staff.complaints.title'], ['staff.nav.dashboard', 'staff.dashboard.title'],
      ['staff.packages.nav', 'staff.packages.title'], ['staff.codes.nav', 'staff.codes.title'], ['staff.accounts.nav', 'staff.accounts.title'],
    ] as const;
    for (const [link, title] of screens) {
      await nav.getByRole('link', { name: new RegExp(`^${staffText(link)}`) }).click();
      await staff.getByRole('heading', { name: staffText(title), exact: true }).waitFor();
      await settled(staff);
      await expectNoAxeViolations(staff);
    }
    for (const page of [member, staff]) await page.context().close();
  });
});
