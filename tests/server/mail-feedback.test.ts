import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import type { FeedbackReceiver } from '../../server/modules/mail/receiver';
import { buildApp } from '../../server/app';
import { seedDemo } from '../../server/demo/seed';
import type { TestApp } from './support/app';
import { testClock } from './support/clock';
import { newMember, requestReset } from './support/credentials';
import { drivers, openTestDatabase, useResource } from './support/database';
import { eventually } from './support/eventually';

interface Received {
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly raw: string;
}

/**
 * The outgoing mail server: keeps what it accepts, refuses for good (550) what goes to a `refused@` address, and
 * refuses the message itself (554, as for a failed SPF check) when it goes to a `spf@` address.
 */
const outgoingServer = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (address.address.startsWith('refused@')) callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData: (stream, session, callback) => {
      if (session.envelope.rcptTo.some((rcpt) => rcpt.address.startsWith('spf@'))) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('sender not permitted'), { responseCode: 554 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${String(port)}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const dsn = (verp: string, recipient: string, action: string) => [
  'From: Mail Delivery System <MAILER-DAEMON@mx.example.test>', `To: ${verp}`, 'Subject: Undelivered Mail Returned to Sender', 'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type=delivery-status;', ' boundary="b1"', '',
  '--b1', 'Content-Type: text/plain', '', 'Your message could not be delivered.', '',
  '--b1', 'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; mx.example.test', '',
  `Final-Recipient: rfc822; ${recipient}`, `Action: ${action}`, 'Status: 5.1.1', '', '--b1--', '',
].join('\r\n');

const arf = (verp: string, recipient: string) => [
  'From: feedback@isp.example.test', 'To: abuse@localhost', 'Subject: FW: spam report', 'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type="feedback-report"; boundary="b2"', '',
  '--b2', 'Content-Type: text/plain', '', 'This is an email abuse report.', '',
  '--b2', 'Content-Type: message/feedback-report', '', 'Feedback-Type: abuse', 'User-Agent: SomeISP/1.0', 'Version: 1', '',
  '--b2', 'Content-Type: text/rfc822-headers', '', `Return-Path: <${verp}>`, 'From: Rendezvous <no-reply@localhost>', `To: ${recipient}`, '', '--b2--', '',
].join('\r\n');

const disabledOf = async (t: TestApp, id: number): Promise<unknown> =>
  (await t.db.query<{ notifications_disabled: unknown }>('SELECT notifications_disabled FROM members WHERE id = $1', [id]))[0]?.notifications_disabled;

const outboxOf = async (t: TestApp, to: string) =>
  (await t.db.query<{ id: number; sent_at: Date | null; bounced_at: Date | null; complained_at: Date | null; last_error: string | null }>(
    'SELECT id, sent_at, bounced_at, complained_at, last_error FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to],
  ))[0];

describe.each(drivers)('mail feedback on %s', (driver) => {
  const get = useResource(async () => {
    const smtp = await outgoingServer();
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    await seedDemo(db, clock, { members: 2 });
    let receiver: FeedbackReceiver | undefined;
    const app = await buildApp({
      db, clock, clientDir: null,
      mail: { smtpUrl: smtp.url, pollMs: 20, feedbackPort: 0, feedbackHost: '127.0.0.1', onFeedbackReceiver: (r) => { receiver = r; } },
    });
    await app.ready();
    if (receiver === undefined) throw new Error('the feedback receiver did not start');
    const close = async () => {
      await app.close();
      await dispose();
      await smtp.close();
    };
    return { value: { t: { app, db, clock } satisfies TestApp, smtp, receiverPort: receiver.address().port }, dispose: close };
  });

  /** A password-reset mail for the member, as the outgoing server received it. */
  const mailFor = async (t: TestApp, address: string): Promise<Received> => {
    await requestReset(t, address);
    let mail: Received | undefined;
    await eventually(`a mail to ${address}`, async () => (mail = get().smtp.received.find((m) => m.to.includes(address))) !== undefined);
    if (mail === undefined) throw new Error('no mail');
    return mail;
  };
  const report = async (to: string, raw: string) => {
    const sender = createTransport({ host: '127.0.0.1', port: get().receiverPort, secure: false, ignoreTLS: true });
    await sender.sendMail({ envelope: { from: '', to }, raw });
    sender.close();
  };

  it('sends each member\'s mail from a VERP address with RFC 8058 one-click headers; the POST unsubscribes, a GET only asks', async () => {
    const { t } = get();
    const anna = await newMember(t, 'anna@feedback.test');
    const mail = await mailFor(t, 'anna@feedback.test');
    expect(mail.from).toMatch(/^bounces\+\d+-[0-9a-f]{16}@localhost$/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const url = /List-Unsubscribe:\s*<http:\/\/localhost:80(\/api\/unsubscribe\.php\?token=[^>]+)>/.exec(mail.raw)?.[1] ?? '';
    expect(url).not.toBe('');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Wil je geen e-mails met meldingen meer ontvangen van Rendezvous?');
    expect(await disabledOf(t, anna.id)).toEqual([]);

    const click = await t.app.inject({
      method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(click.statusCode).toBe(200);
    expect(await disabledOf(t, anna.id)).toEqual(['list-unsubscribe']);
    const forged = await t.app.inject({ method: 'POST', url: url.replace(/(token=\d+\.)(.)/, (_, head: string, c: string) => `${head}${c === 'A' ? 'B' : 'A'}`), payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.statusCode).toBe(400);
  });

  it('a permanent refusal at sending marks the mail bounced and disables e-mail with bounce', async () => {
    const { t } = get();
    const refused = await newMember(t, 'refused@feedback.test');
    await requestReset(t, 'refused@feedback.test');
    await eventually('the mail was refused', async () => (await outboxOf(t, 'refused@feedback.test'))?.bounced_at != null);
    expect(await outboxOf(t, 'refused@feedback.test')).toMatchObject({ sent_at: null });
    expect(await disabledOf(t, refused.id)).toEqual(['bounce']);
  });

  it('a message the server refuses for good (not its recipient) is given up without disabling the member\'s e-mail', async () => {
    const { t } = get();
    const member = await newMember(t, 'spf@feedback.test');
    await requestReset(t, 'spf@feedback.test');
    await eventually('the mail was given up', async () => (await outboxOf(t, 'spf@feedback.test'))?.last_error != null);
    expect(await outboxOf(t, 'spf@feedback.test')).toMatchObject({ sent_at: null, bounced_at: null });
    expect(await disabledOf(t, member.id)).toEqual([]);
  });

  it('a DSN of a failed delivery to the VERP address disables with bounce; a delayed one does nothing', async () => {
    const { t } = get();
    const bert = await newMember(t, 'bert@feedback.test');
    const mail = await mailFor(t, 'bert@feedback.test');
    await report(mail.from, dsn(mail.from, 'bert@feedback.test', 'delayed'));
    expect(await disabledOf(t, bert.id)).toEqual([]);
    await report(mail.from, dsn(mail.from, 'bert@feedback.test', 'failed'));
    expect(await disabledOf(t, bert.id)).toEqual(['bounce']);
    expect((await outboxOf(t, 'bert@feedback.test'))?.bounced_at).toBeInstanceOf(Date);
  });

  it('an ARF spam report quoting the mail disables with fbl; a forged VERP address does nothing', async () => {
    const { t } = get();
    const cora = await newMember(t, 'cora@feedback.test');
    const mail = await mailFor(t, 'cora@feedback.test');
    await report('abuse@localhost', arf(mail.from.replace(/-[0-9a-f]{16}@/, '-0000000000000000@'), 'cora@feedback.test'));
    expect(await disabledOf(t, cora.id)).toEqual([]);
    await report('abuse@localhost', arf(mail.from, 'cora@feedback.test'));
    expect(await disabledOf(t, cora.id)).toEqual(['fbl']);
    expect((await outboxOf(t, 'cora@feedback.test'))?.complained_at).toBeInstanceOf(Date);
  });
});
