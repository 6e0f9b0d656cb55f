import { describe, expect, it } from 'vitest';
import { tokenTtlMs } from '../../server/modules/accounts/credential-tokens';
import { resetMailsPerDay } from '../../server/modules/accounts/password-reset';
import { maxFailures } from '../../server/modules/login/decide';
import { useTestApp } from './support/app';
import { minutes } from './support/clock';
import { getUser, login, mailsTo, memberPassword, newMember, requestReset, resetWith, savedMailTo, tokenIn } from './support/credentials';
import { drivers } from './support/database';
import { useMailDir } from './support/mail';
import { streamTypes } from './support/members';

const newPassword = 'a-brand-new-password';

describe.each(drivers)('password reset on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 2, mail: { dir, pollMs: 20 } });

  it('mails an account\'s address a single-use link that sets the password, ends every session and logs in', async () => {
    const anna = await newMember(t, 'anna@reset.test', { language: 'de' });
    const otherDevice = await login(t, 'anna@reset.test', memberPassword);
    expect((await requestReset(t, 'Anna@Reset.TEST')).json()).toEqual({ ok: true });
    const raw = await savedMailTo(t, dir, 'anna@reset.test');
    expect(await mailsTo(t, 'anna@reset.test')).toEqual([{ kind: 'password_reset', subject: 'Wähle ein neues Passwort für Rendezvous' }]);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = tokenIn(raw, '/reset-password/do');

    const reset = await resetWith(t, token, newPassword);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { id: anna.id, status: 'active' } });
    const cookie = reset.cookies.find((c) => c.name === 'rdv_session');
    expect(cookie?.httpOnly).toBe(true);
    expect((await getUser(t, `rdv_session=${cookie?.value ?? ''}`)).statusCode).toBe(200);

    for (const old of [anna.cookie, `rdv_session=${otherDevice.cookies[0]?.value ?? ''}`]) {
      expect((await getUser(t, old)).json()).toEqual({ error: 'authentication_required' });
    }
    expect((await login(t, 'anna@reset.test', memberPassword)).statusCode).toBe(401);
    expect((await login(t, 'anna@reset.test', newPassword)).statusCode).toBe(200);

    const again = await resetWith(t, token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'link_invalid', field: 'token' });
    expect((await login(t, 'anna@reset.test', newPassword)).statusCode).toBe(200);
  });

  it("mails the link on the site's own address when the request names a host that is not the site's", async () => {
    await newMember(t, 'dana@reset.test');
    const forged = await t.app.inject({
      method: 'POST', url: '/api/reset-password.php', payload: { email: 'dana@reset.test', language: 'nl' }, headers: { host: 'evil.example' },
    });
    expect(forged.statusCode).toBe(200);
    const raw = await savedMailTo(t, dir, 'dana@reset.test');
    expect(raw).not.toContain('evil.example');
    expect(raw).toContain('https://localhost/reset-password/do?token=');
  });

  it('brings back an account deleted within its 14 days when its owner resets the password by the link', async () => {
    const carla = await newMember(t, 'carla@reset.test');
    const deleted = await t.app.inject({
      method: 'POST', url: '/api/delete-account.php', headers: { cookie: carla.cookie }, payload: { reason: 'time', password: memberPassword },
    });
    expect(deleted.statusCode).toBe(200);
    await requestReset(t, 'carla@reset.test');
    const token = tokenIn(await savedMailTo(t, dir, 'carla@reset.test'), '/reset-password/do');
    const reset = await resetWith(t, token, newPassword);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user: { id: carla.id } });
    expect((await login(t, 'carla@reset.test', newPassword)).statusCode).toBe(200);
    const [row] = await t.db.query<{ profile_status: string }>('SELECT profile_status FROM members WHERE id = $1', [carla.id]);
    expect(row?.profile_status).toBe('active');
  });

  it('tells an address without an account on this site so, in the page\'s language, with a link to sign up and no unsubscribe link', async () => {
    const answer = await requestReset(t, 'nobody@reset.test', 'nl');
    expect(answer.json()).toEqual({ ok: true });
    const raw = await savedMailTo(t, dir, 'nobody@reset.test');
    expect(raw).toContain('E-mailadres niet gevonden');
    expect(raw).toContain('http://localhost:80/signup');
    expect(raw).not.toContain('reset-password/do');
    expect(raw).not.toContain('List-Unsubscribe');
    const [row] = await t.db.query<{ member_id: number | null; kind: string }>('SELECT member_id, kind FROM mail_outbox WHERE to_address = $1', ['nobody@reset.test']);
    expect(row).toEqual({ member_id: null, kind: 'password_reset_unknown' });
  });

  it('limits the mails per address per day alike for an address with an account and one without, and says for how long', async () => {
    await newMember(t, 'limit@reset.test');
    for (const address of ['limit@reset.test', 'nolimit@reset.test']) {
      const answers = [];
      for (let i = 0; i <= resetMailsPerDay; i += 1) {
        answers.push(await requestReset(t, address));
        t.clock.advance(minutes(1));
      }
      expect(answers.slice(0, resetMailsPerDay).map((a) => a.statusCode)).toEqual(Array(resetMailsPerDay).fill(200));
      const refused = answers[resetMailsPerDay];
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json()).toEqual({ error: 'rate_limited', minutes: 24 * 60 - resetMailsPerDay });
      expect(await mailsTo(t, address)).toHaveLength(resetMailsPerDay);
    }
    t.clock.advance(24 * 3_600_000);
    expect((await requestReset(t, 'limit@reset.test')).statusCode).toBe(200);
  });

  it('refuses a link that expired, was replaced by a newer mail, or never existed', async () => {
    await newMember(t, 'bert@reset.test');
    await requestReset(t, 'bert@reset.test');
    const older = tokenIn(await savedMailTo(t, dir, 'bert@reset.test'), '/reset-password/do');
    await requestReset(t, 'bert@reset.test');
    const newer = tokenIn(await savedMailTo(t, dir, 'bert@reset.test'), '/reset-password/do');
    expect((await resetWith(t, older, newPassword)).json()).toEqual({ error: 'link_invalid', field: 'token' });
    expect((await resetWith(t, 'A'.repeat(43), newPassword)).json()).toEqual({ error: 'link_invalid', field: 'token' });
    t.clock.advance(tokenTtlMs.reset);
    expect((await resetWith(t, newer, newPassword)).json()).toEqual({ error: 'link_invalid', field: 'token' });
    expect((await login(t, 'bert@reset.test', memberPassword)).statusCode).toBe(200);
  });

  it('confirms the address of a member who had not, and lifts the login lockout', async () => {
    const cora = await newMember(t, 'cora@reset.test', { confirmed: false });
    for (let i = 0; i < maxFailures; i += 1) await login(t, 'cora@reset.test', 'wrong-password');
    expect((await login(t, 'cora@reset.test', memberPassword)).statusCode).toBe(429);
    await requestReset(t, 'cora@reset.test');
    const token = tokenIn(await savedMailTo(t, dir, 'cora@reset.test'), '/reset-password/do');
    const reset = await resetWith(t, token, newPassword);
    expect(reset.json()).toMatchObject({ user: { status: 'active' } });
    expect((await login(t, 'cora@reset.test', newPassword)).statusCode).toBe(200);
    const types = await streamTypes(t.db, `account-${String(cora.id)}`);
    expect(types.filter((type) => type === 'PasswordChanged' || type === 'EmailConfirmed')).toEqual(['PasswordChanged', 'EmailConfirmed']);
  });

  it('refuses a new password shorter than 8 characters and uses nothing up', async () => {
    await newMember(t, 'dirk@reset.test');
    await requestReset(t, 'dirk@reset.test');
    const token = tokenIn(await savedMailTo(t, dir, 'dirk@reset.test'), '/reset-password/do');
    expect((await resetWith(t, token, 'short')).json()).toEqual({ error: 'invalid_input', field: 'password' });
    expect((await resetWith(t, token, newPassword)).statusCode).toBe(200);
  });
});
