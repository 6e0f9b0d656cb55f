import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seedDemo } from '../../server/demo/seed';
import { backoffMs } from '../../server/modules/mail/sender';
import type { TestApp } from './support/app';
import { testClock } from './support/clock';
import { drivers, openTestDatabase, useResource } from './support/database';
import { eventually } from './support/eventually';
import { activationPathIn, signedUpMember, useMailDir } from './support/mail';

interface Received {
  readonly to: ReadonlyArray<string>;
  readonly raw: string;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it accepts; `refuseNext` answers 451 to that many messages. */
const startSmtpServer = async () => {
  const received: Received[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          const error: SMTPServerError = Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
};

const mailTo = (received: ReadonlyArray<Received>, to: string): Received | undefined => received.find((mail) => mail.to.includes(to));

describe.each(drivers)('mail over SMTP (SMTP_URL set) on %s', (driver) => {
  const dir = useMailDir();
  const get = useResource(async () => {
    const smtp = await startSmtpServer();
    const { db, dispose } = await openTestDatabase(driver);
    const clock = testClock();
    await seedDemo(db, clock, { members: 3 });
    const app = await buildApp({ db, clock, clientDir: null, mail: { smtpUrl: smtp.url, dir, pollMs: 20 } });
    await app.ready();
    const close = async () => {
      await app.close();
      await dispose();
      await smtp.close();
    };
    return { value: { t: { app, db, clock } satisfies TestApp, smtp }, dispose: close };
  });
  const resend = (cookie: string) => get().t.app.inject({ method: 'POST', url: '/api/activation.php', payload: {}, headers: { cookie } });
  const outboxRow = async (memberId: number) =>
    (await get().t.db.query<{ attempts: number; last_error: string | null; sent_at: Date | null }>(
      'SELECT attempts, last_error, sent_at FROM mail_outbox WHERE member_id = $1', [memberId],
    ))[0];

  it('the activation mail reaches the SMTP server, and its link activates', async () => {
    const { t, smtp } = get();
    const anna = await signedUpMember(t, 'anna@example.test', 'nl');
    expect((await resend(anna.cookie)).statusCode).toBe(200);
    await eventually('the SMTP server received the mail', async () => mailTo(smtp.received, 'anna@example.test') !== undefined);
    const mail = mailTo(smtp.received, 'anna@example.test');
    expect(mail?.raw).toContain('Subject: Bevestig je e-mailadres bij Rendezvous');
    expect(mail?.raw).toContain('From: Rendezvous <no-reply@localhost>');
    const link = await t.app.inject({ method: 'GET', url: activationPathIn(mail?.raw ?? '') });
    expect(link.headers.location).toBe('/activate/done');
    await eventually('the mail is marked sent', async () => (await outboxRow(anna.id))?.sent_at != null);
    expect(await outboxRow(anna.id)).toMatchObject({ attempts: 1, sent_at: t.clock.now() });
  });

  it('a mail the SMTP server refuses for now is sent again after the backoff, once', async () => {
    const { t, smtp } = get();
    smtp.state.refuseNext = 1;
    const bert = await signedUpMember(t, 'bert@example.test');
    await resend(bert.cookie);
    await eventually('the first attempt failed', async () => (await outboxRow(bert.id))?.last_error != null);
    expect(await outboxRow(bert.id)).toMatchObject({ attempts: 1, sent_at: null });
    expect(mailTo(smtp.received, 'bert@example.test')).toBeUndefined();
    t.clock.advance(backoffMs(1));
    await eventually('the retry was delivered', async () => (await outboxRow(bert.id))?.sent_at != null);
    expect(await outboxRow(bert.id)).toMatchObject({ attempts: 2, last_error: null });
    expect(smtp.received.filter((mail) => mail.to.includes('bert@example.test'))).toHaveLength(1);
  });

  it('has no mailbox page: /dev/mail is 404', async () => {
    const { t } = get();
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/1.eml' })).statusCode).toBe(404);
  });
});
