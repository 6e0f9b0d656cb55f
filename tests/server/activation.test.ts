import { describe, expect, it } from 'vitest';
import { ApiError } from '../../io/errors';
import { activationMailsPerDay } from '../../server/modules/accounts/activation';
import { bodyOf } from './support/body';
import { logIn, useTestApp, type TestApp } from './support/app';
import { minutes } from './support/clock';
import { drivers } from './support/database';
import { activationPathIn, savedMail, signedUpMember, useMailDir } from './support/mail';
import { streamTypes } from './support/members';

const resend = (t: TestApp, cookie: string, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/activation.php', payload: {}, headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) } });

const open = (t: TestApp, path: string) => t.app.inject({ method: 'GET', url: path });

const statusOf = async (t: TestApp, id: number): Promise<string | undefined> =>
  (await t.db.query<{ status: string }>('SELECT status FROM members WHERE id = $1', [id]))[0]?.status;

/** The activation mails queued for a member (a demo member also gets notification mails of the seeded likes). */
const mailsOf = async (t: TestApp, id: number): Promise<number | undefined> =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE member_id = $1 AND kind = 'activation'", [id]))[0]?.n;

describe.each(drivers)('the activation mail and link on %s (mails saved as .eml files)', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 3, mail: { dir, pollMs: 20 } });

  it('mails the link in the member\'s language; the link confirms the address and leads to /activate/done, also when opened again', async () => {
    const anna = await signedUpMember(t, 'anna@example.test', 'de');
    expect((await resend(t, anna.cookie)).statusCode).toBe(200);
    const raw = await savedMail(t, dir, anna.id);
    expect(raw).toContain('To: anna@example.test');
    expect(raw).toContain('Subject: =?UTF-8?Q?Best=C3=A4tige_deine_E-Mail-Adresse_bei_');
    const [queued] = await t.db.query<{ subject: string; language: string }>('SELECT subject, language FROM mail_outbox WHERE member_id = $1', [anna.id]);
    expect(queued).toEqual({ subject: 'Bestätige deine E-Mail-Adresse bei Rendezvous', language: 'de' });
    expect(raw).toContain('Auto-Submitted: auto-generated');
    const link = activationPathIn(raw);
    expect(await statusOf(t, anna.id)).toBe('not_confirmed');

    const first = await open(t, link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/activate/done');
    expect(await statusOf(t, anna.id)).toBe('active');

    const again = await open(t, link);
    expect(again.headers.location).toBe('/activate/done');
    expect((await streamTypes(t.db, `account-${String(anna.id)}`)).filter((type) => type === 'EmailConfirmed')).toHaveLength(1);
  });

  it('sends an absolute link on the host the member used', async () => {
    const bert = await signedUpMember(t, 'bert@example.test');
    await resend(t, bert.cookie);
    const raw = await savedMail(t, dir, bert.id);
    expect(raw.replace(/=\r?\n/g, '')).toContain('http://localhost:80/api/activate.php?token=');
  });

  it('an unknown or malformed token leads to /activate/error and confirms nobody', async () => {
    const cora = await signedUpMember(t, 'cora@example.test');
    for (const path of ['/api/activate.php?token=' + 'A'.repeat(43), '/api/activate.php?token=short', '/api/activate.php', '/api/activate.php?token=a&token=b']) {
      const response = await open(t, path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/activate/error');
    }
    expect(await statusOf(t, cora.id)).toBe('not_confirmed');
  });

  it('a newer mail\'s link replaces the older one', async () => {
    const dirk = await signedUpMember(t, 'dirk@example.test');
    await resend(t, dirk.cookie);
    const older = activationPathIn(await savedMail(t, dir, dirk.id));
    await resend(t, dirk.cookie);
    const newer = activationPathIn(await savedMail(t, dir, dirk.id));
    expect((await open(t, older)).headers.location).toBe('/activate/error');
    expect(await statusOf(t, dirk.id)).toBe('not_confirmed');
    expect((await open(t, newer)).headers.location).toBe('/activate/done');
    expect(await statusOf(t, dirk.id)).toBe('active');
  });

  it('a link older than 7 days no longer works', async () => {
    const emma = await signedUpMember(t, 'emma@example.test');
    await resend(t, emma.cookie);
    const link = activationPathIn(await savedMail(t, dir, emma.id));
    t.clock.advance(7 * 24 * 60 * 60_000 + 1_000);
    expect((await open(t, link)).headers.location).toBe('/activate/error');
    expect(await statusOf(t, emma.id)).toBe('not_confirmed');
  });

  it('a confirmed member gets no mail, and the answer is ok all the same', async () => {
    const cookie = await logIn(t.app);
    const [demo] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'demo@rendezvous.test'");
    expect((await resend(t, cookie)).statusCode).toBe(200);
    expect(await mailsOf(t, demo?.id ?? -1)).toBe(0);
  });

  it(`at most ${String(activationMailsPerDay)} in 24 hours: then 429 rate_limited with the minutes until the next`, async () => {
    const eva = await signedUpMember(t, 'eva@example.test');
    for (let i = 0; i < activationMailsPerDay; i += 1) {
      expect((await resend(t, eva.cookie)).statusCode).toBe(200);
      t.clock.advance(minutes(60));
    }
    // The first was 5 hours ago: the next is allowed 19 hours from now.
    const refused = await resend(t, eva.cookie);
    expect(refused.statusCode).toBe(429);
    expect(bodyOf(ApiError, refused)).toEqual({ error: 'rate_limited', minutes: 19 * 60 });
    expect(await mailsOf(t, eva.id)).toBe(activationMailsPerDay);
    t.clock.advance(minutes(19 * 60));
    expect((await resend(t, eva.cookie)).statusCode).toBe(200);
    expect(await mailsOf(t, eva.id)).toBe(activationMailsPerDay + 1);
  });

  it('a retry with the same Idempotency-Key queues one mail and replays the answer', async () => {
    const finn = await signedUpMember(t, 'finn@example.test');
    const first = await resend(t, finn.cookie, 'resend-1');
    const retry = await resend(t, finn.cookie, 'resend-1');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await mailsOf(t, finn.id)).toBe(1);
    expect((await resend(t, finn.cookie, 'resend-2')).statusCode).toBe(200);
    expect(await mailsOf(t, finn.id)).toBe(2);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/activation.php', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
  });
});
