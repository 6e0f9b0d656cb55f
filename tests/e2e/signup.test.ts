import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../io/entities/locale';
import { languageCookieName } from '../../io/page';
import { mailLink, mailText, openNewestMail } from './support/mailbox';
import { useProduct } from './support/product';
import { desktop, expectLanguage, expectNoAxeViolations, interfaceText, newPage, phone, settled } from './support/session';

const product = useProduct();
const site = { site: 'Rendezvous' };

type Text = ReturnType<typeof interfaceText>;
type Viewport = { width: number; height: number };

/**
 * Three languages, phone and desktop; each run takes one step for real (a photo, the browser's location in
 * Amsterdam) and skips the others, as a member may.
 */
const runs = [
  { language: 'en', viewport: desktop, real: 'location' },
  { language: 'pl', viewport: phone, real: 'photo' },
  { language: 'de', viewport: phone, real: 'none' },
] as const satisfies ReadonlyArray<{ language: Locale; viewport: Viewport; real: 'location' | 'photo' | 'none' }>;

/** The step whose heading is `heading`, checked with axe. */
const atStep = async (page: Page, heading: string): Promise<void> => {
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  await settled(page);
  await expectNoAxeViolations(page);
};

const skip = (page: Page, text: Text) => page.getByRole('button', { name: text('signup.steps.skip'), exact: true }).click();

/** The form, in the modal on a desktop or on /signup on a phone. */
const fillForm = async (page: Page, text: Text, email: string): Promise<void> => {
  await page.getByRole('textbox', { name: text('signup.field.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: text('signup.field.name'), exact: true }).fill('Robin');
  await page.getByRole('textbox', { name: text('signup.field.password'), exact: true }).fill('a-good-password-1');
  await page.getByLabel(text('signup.field.dateOfBirth'), { exact: true }).fill('1991-07-23');
  await page.getByRole('combobox', { name: text('signup.field.gender'), exact: true }).selectOption('female');
};

describe.each(runs)('a new visitor signs up ($language, $viewport.width px)', ({ language, viewport, real }) => {
  const text = interfaceText(language);
  const base = () => product.server.url;

  it('signs up through every step, then activates the account from the mail', async () => {
    const page = await newPage(product.browser, viewport, 'en-GB', { touch: viewport === phone });
    await page.context().addCookies([{ name: languageCookieName, value: language, url: base() }]);
    // The browser has not been asked about notifications yet (headless Chromium would deny them outright).
    await page.context().grantPermissions(['notifications'], { origin: base() });
    const email = `new-${language}-${String(viewport.width)}@example.test`;
    await page.goto(base());
    await settled(page);
    await expectLanguage(page, language);

    // A desktop opens the signup modal; a phone goes to /signup (spec §2).
    await page.getByRole('banner').getByRole('link', { name: text('nav.signup'), exact: true }).click();
    if (viewport === desktop) {
      await page.getByRole('dialog').waitFor();
      expect(page.url()).toBe(`${base()}/`);
    } else {
      await page.waitForURL(`${base()}/signup`);
    }
    await settled(page);
    await expectNoAxeViolations(page);

    // Spec §5 first: a name equal to the address is refused on its field, in the member's language.
    await fillForm(page, text, email);
    await page.getByRole('textbox', { name: text('signup.field.name'), exact: true }).fill(email);
    await page.getByRole('button', { name: text('signup.submit'), exact: true }).last().click();
    await page.getByText(text('signup.problem.nameSameAsEmail')).waitFor();
    await page.getByRole('textbox', { name: text('signup.field.name'), exact: true }).fill('Robin');
    await page.getByRole('button', { name: text('signup.submit'), exact: true }).last().click();

    await page.waitForURL(/\/signup\?step=0$/);
    await atStep(page, text('signup.steps.photo'));
    if (real === 'photo') {
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer();
      await page.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      // The uploaded photo is listed with its own delete button.
      await page.getByRole('button', { name: new RegExp(`^${text('photos.remove')}: `) }).first().waitFor();
      await page.getByRole('button', { name: text('signup.steps.next'), exact: true }).click();
    } else {
      await skip(page, text);
    }

    await atStep(page, text('signup.steps.location'));
    if (real === 'location') {
      await page.context().grantPermissions(['geolocation'], { origin: base() });
      await page.context().setGeolocation({ latitude: 52.3676, longitude: 4.9041 });
      await page.getByRole('button', { name: text('signup.location.locate') }).click();
      await expect.poll(async () => page.getByRole('combobox', { name: text('signup.location.region'), exact: true }).inputValue()).toBe('Noord-Holland');
      await page.getByRole('button', { name: text('signup.steps.next'), exact: true }).click();
    } else {
      await skip(page, text);
    }
    await atStep(page, text('signup.steps.personal'));
    await skip(page, text);
    await atStep(page, text('signup.steps.about'));
    await skip(page, text);
    await atStep(page, text('signup.steps.push'));
    await page.getByRole('button', { name: text('push.notNow'), exact: true }).click();

    await page.waitForURL(`${base()}/complete-signup`);
    await atStep(page, text('signup.complete.title'));
    await page.getByText(text('signup.complete.sentTo', { email })).waitFor();

    const account = await page.request.get(`${base()}/api/user.php`);
    const { user } = (await account.json()) as { user: { status: string; profile: { country: string } } };
    expect(user.status).toBe('not_confirmed');

    await openNewestMail(page, base(), email, mailText(language, 'activation.subject', site));
    await page.goto(await mailLink(page, mailText(language, 'activation.link')));
    await page.waitForURL(`${base()}/activate/done`);
    await atStep(page, text('activate.done.title'));
    const activated = (await (await page.request.get(`${base()}/api/user.php`)).json()) as { user: { status: string } };
    expect(activated.user.status).toBe('active');
    await page.context().close();
  });
});
