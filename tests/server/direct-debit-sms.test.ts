import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { locales } from '../../io/entities/locale';
import { ApiError } from '../../io/errors';
import { mailText } from '../../server/modules/mail/texts';
import { fileSmsSender } from '../../server/modules/sms/files';
import type { SmsSender } from '../../server/modules/sms/sender';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { countEvents, drivers } from './support/database';
import { directDebitCalls, directDebitMember, smsCodeFor, validForm, validPhone } from './support/direct-debit';
import { useMailDir } from './support/mail';

describe('the text message with the code', () => {
  it.each(locales)('in %s names the code, the site, the IBAN\'s end and the minutes', (locale) => {
    const text = mailText(locale, 'directdebit.sms', { code: '042917', site: 'Flirtpunt', account: '4300', minutes: '10' });
    for (const part of ['042917', 'Flirtpunt', '4300', '10']) expect(text).toContain(part);
    expect(text).not.toMatch(/[{}]/);
  });
});

describe.each(drivers)('the demo\'s text messages at /dev/sms on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir } });
  const calls = directDebitCalls(t);

  it('lists each text message newest first, escaped: the first code on the page is the newest', async () => {
    // A site's name is in the text: whatever it holds, the page shows it as text.
    await fileSmsSender(dir, t.clock).send('+31600000000', '<script>alert(1)</script> & "more"');
    const anna = await directDebitMember(t);
    expect((await calls.start(anna.cookie)).statusCode).toBe(200);
    const older = await smsCodeFor(dir, validPhone);
    t.clock.advance(60_000);
    expect((await calls.start(anna.cookie, { ...validForm, phone: '+31 6 87654321' })).statusCode).toBe(200);
    const newest = await smsCodeFor(dir, '+31687654321');
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    // How the demo (and the e2e test) reads a code: the first 6-digit number on the page.
    expect(/\b(\d{6})\b/.exec(page.body)?.[1]).toBe(newest);
    expect(page.body.indexOf('+31687654321')).toBeLessThan(page.body.indexOf(validPhone));
    expect(page.body).toContain(older);
    expect(page.body).not.toContain('NL91');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
  });
});

describe.each(drivers)('/dev/sms in production on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 3, sms: { dir: useMailDir(), production: true } });

  it('is 404 (NODE_ENV=production), even with the messages written as files', async () => {
    const member = await directDebitMember(t);
    expect((await directDebitCalls(t).start(member.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
  });
});

describe.each(drivers)('another SMS sender (a gateway) on %s', (driver) => {
  const sent: string[] = [];
  let failing = false;
  const gateway: SmsSender = {
    send: (to) => (failing ? Promise.reject(new Error('gateway down')) : Promise.resolve(void sent.push(to))),
  };
  const t = useTestApp(driver, { demoMembers: 3, sms: { sender: gateway } });
  const calls = directDebitCalls(t);

  it('gets the messages, and /dev/sms is 404', async () => {
    const member = await directDebitMember(t);
    expect((await calls.start(member.cookie)).statusCode).toBe(200);
    expect(sent).toEqual([validPhone]);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms' })).statusCode).toBe(404);
  });

  it('when it cannot send: 502 provider_unavailable and nothing kept; the retry with the same key starts the mandate', async () => {
    const member = await directDebitMember(t);
    const events = await countEvents(t.db);
    failing = true;
    const refused = await calls.start(member.cookie, validForm, 'start-1');
    expect(refused.statusCode).toBe(502);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'provider_unavailable' });
    expect(await countEvents(t.db)).toBe(events);

    failing = false;
    const retry = await calls.start(member.cookie, validForm, 'start-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf(contract.startDirectDebit.response, retry).phone_hint).toBe('78');
  });
});
