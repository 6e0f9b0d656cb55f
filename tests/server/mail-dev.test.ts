import { describe, expect, it } from 'vitest';
import { composeBody } from '../../server/modules/mail/compose';
import { queueMail, type OutgoingMail } from '../../server/modules/mail/outbox';
import { useTestApp, type TestApp } from './support/app';
import { drivers } from './support/database';
import { eventually } from './support/eventually';
import { useMailDir } from './support/mail';

const mail = (subject: string, to: string): OutgoingMail => ({
  site: 'localhost', memberId: null, to, origin: 'http://localhost', fromName: 'Rendezvous', language: 'en', kind: 'activation', subject, text: `${subject}\n`, html: `<p>${subject}</p>`,
});

/** Queues a mail as a command would, and waits until the sender has saved it; answers its id. */
const queueAndWait = async (t: TestApp, outgoing: OutgoingMail): Promise<number> => {
  await t.db.transaction((tx) => queueMail(tx, outgoing, t.clock.now()));
  const [row] = await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM mail_outbox');
  const id = row?.id ?? -1;
  await eventually(`mail ${String(id)} sent`, async () =>
    (await t.db.query<{ sent: boolean }>('SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1', [id]))[0]?.sent === true);
  return id;
};

describe.each(drivers)('the demo mailbox /dev/mail on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { mail: { dir, pollMs: 20 } });

  it('lists the saved mails newest first, everything escaped, each readable as text', async () => {
    const older = await queueAndWait(t, mail('Welcome', 'first@example.test'));
    t.clock.advance(60_000);
    const newer = await queueAndWait(t, mail('<script>alert(1)</script> & "more"', 'second+<b>@example.test'));
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<b>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(page.body.indexOf(`/dev/mail/${String(newer)}.eml`)).toBeLessThan(page.body.indexOf(`/dev/mail/${String(older)}.eml`));

    const eml = await t.app.inject({ method: 'GET', url: `/dev/mail/${String(older)}.eml` });
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(eml.body).toContain('Subject: Welcome');
    expect(eml.body).toContain('To: first@example.test');
  });

  it('shows a mail as a page whose links can be followed, with its source beside it', async () => {
    const body = composeBody(['Hallo <Anna>', { href: 'http://localhost/api/activate.php?token=abc', label: 'Bevestig' }], 'nl');
    const id = await queueAndWait(t, { ...mail('Bevestig je adres', 'anna@example.test'), language: 'nl', ...body });
    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${String(id)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Bevestig je adres</h1>');
    expect(page.body).toContain('<article lang="nl"><p>Hallo &lt;Anna&gt;</p><p><a href="http://localhost/api/activate.php?token=abc">Bevestig</a>');
    expect(page.body).toContain(`href="/dev/mail/${String(id)}.eml"`);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).body).toContain(`href="/dev/mail/${String(id)}">Bevestig je adres</a>`);
  });

  it('answers 404 for a mail that is not there or a name that is not a mail', async () => {
    for (const url of ['/dev/mail/999999', '/dev/mail/999999.eml', '/dev/mail/1.txt', '/dev/mail/..%2F..%2Fpackage.json', '/dev/mail/0x1.eml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe.each(drivers)('/dev/mail in production on %s', (driver) => {
  const t = useTestApp(driver, { mail: { dir: useMailDir(), production: true } });

  it('is 404 (NODE_ENV=production), even with mails saved as files', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/1' })).statusCode).toBe(404);
  });
});
