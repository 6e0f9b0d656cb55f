import { describe, expect, it } from 'vitest';
import { tokenTtlMs } from '../../server/modules/accounts/credential-tokens';
import { maxFailures } from '../../server/modules/login/decide';
import { useTestApp, type TestApp } from './support/app';
import { getUser, login, mailsTo, memberPassword, newMember, savedMailTo, tokenIn } from './support/credentials';
import { drivers } from './support/database';
import { useMailDir } from './support/mail';
import { streamTypes } from './support/members';

const changePassword = (t: TestApp, cookie: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/password.php', payload: body, headers: { cookie } });
const changeEmail = (t: TestApp, cookie: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/email.php', payload: body, headers: { cookie } });
const confirmChange = (t: TestApp, token: string) => t.app.inject({ method: 'PUT', url: '/api/mail-change.php', payload: { token } });

describe.each(drivers)('password change on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 2, mail: { dir, pollMs: 20 } });

  it('checks the old password, keeps this session, ends the others, and mails a notice', async () => {
    const anna = await newMember(t, 'anna@change.test');
    const other = await login(t, 'anna@change.test', memberPassword);
    const answer = await changePassword(t, anna.cookie, { old_password: memberPassword, new_password: 'another-password' });
    expect(answer.json()).toEqual({ ok: true });
    expect((await getUser(t, anna.cookie)).statusCode).toBe(200);
    expect((await getUser(t, `rdv_session=${other.cookies[0]?.value ?? ''}`)).json()).toEqual({ error: 'authentication_required' });
    expect((await login(t, 'anna@change.test', memberPassword)).statusCode).toBe(401);
    expect((await login(t, 'anna@change.test', 'another-password')).statusCode).toBe(200);
    expect(await mailsTo(t, 'anna@change.test')).toEqual([{ kind: 'password_changed', subject: 'Je wachtwoord bij Rendezvous is gewijzigd' }]);
    expect(await savedMailTo(t, dir, 'anna@change.test')).toContain('http://localhost:80/reset-password');
  });

  it('refuses a wrong old password on its field and counts it as a failed login, up to the lock', async () => {
    const bert = await newMember(t, 'bert@change.test');
    const wrong = await changePassword(t, bert.cookie, { old_password: 'not-the-password', new_password: 'another-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'wrong_password', field: 'old_password' });
    for (let i = 1; i < maxFailures - 1; i += 1) await changePassword(t, bert.cookie, { old_password: 'guess', new_password: 'another-password' });
    const locking = await login(t, 'bert@change.test', 'guess');
    expect(locking.statusCode).toBe(429);
    const right = await changePassword(t, bert.cookie, { old_password: memberPassword, new_password: 'another-password' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: 'account_locked' });
    expect(await streamTypes(t.db, `account-${String(bert.id)}`)).not.toContain('PasswordChanged');
  });
});

describe.each(drivers)('e-mail change on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 2, mail: { dir, pollMs: 20 } });

  it('replaces the address of a member who has not confirmed at once, and sends the activation mail there', async () => {
    const cora = await newMember(t, 'cora@change.test', { confirmed: false });
    const answer = await changeEmail(t, cora.cookie, { email: 'Cora@Elsewhere.test' });
    expect(answer.json()).toEqual({ outcome: 'changed', email: 'cora@elsewhere.test' });
    expect(await mailsTo(t, 'cora@elsewhere.test')).toMatchObject([{ kind: 'activation' }]);
    expect((await login(t, 'cora@elsewhere.test', memberPassword)).statusCode).toBe(200);
    expect((await login(t, 'cora@change.test', memberPassword)).statusCode).toBe(401);
  });

  it('asks a confirmed member for the password, mails the new address a link and the old one a notice, and changes on the link', async () => {
    const dirk = await newMember(t, 'dirk@change.test');
    expect((await changeEmail(t, dirk.cookie, { email: 'dirk@new.test' })).json()).toEqual({ error: 'wrong_password', field: 'password' });
    expect((await changeEmail(t, dirk.cookie, { email: 'dirk@new.test', password: 'wrong' })).json()).toEqual({ error: 'wrong_password', field: 'password' });
    const answer = await changeEmail(t, dirk.cookie, { email: 'dirk@new.test', password: memberPassword });
    expect(answer.json()).toEqual({ outcome: 'confirmation_sent', email: 'dirk@new.test' });
    expect(await mailsTo(t, 'dirk@change.test')).toMatchObject([{ kind: 'mail_change_notice' }]);
    const token = tokenIn(await savedMailTo(t, dir, 'dirk@new.test'), '/mail-change/do');
    expect((await login(t, 'dirk@change.test', memberPassword)).statusCode).toBe(200);

    expect((await confirmChange(t, token)).json()).toEqual({ ok: true });
    expect((await confirmChange(t, token)).json()).toEqual({ ok: true });
    expect((await login(t, 'dirk@new.test', memberPassword)).statusCode).toBe(200);
    expect((await login(t, 'dirk@change.test', memberPassword)).statusCode).toBe(401);
    expect((await streamTypes(t.db, `account-${String(dirk.id)}`)).filter((type) => type === 'EmailChanged')).toHaveLength(1);
  });

  it('voids an address change asked before the password changed (it may be an intruder\'s)', async () => {
    const hugo = await newMember(t, 'hugo@change.test');
    await changeEmail(t, hugo.cookie, { email: 'intruder@new.test', password: memberPassword });
    const token = tokenIn(await savedMailTo(t, dir, 'intruder@new.test'), '/mail-change/do');
    expect((await changePassword(t, hugo.cookie, { old_password: memberPassword, new_password: 'another-password' })).statusCode).toBe(200);
    expect((await confirmChange(t, token)).json()).toEqual({ error: 'link_invalid', field: 'token' });
    expect((await login(t, 'hugo@change.test', 'another-password')).statusCode).toBe(200);
  });

  it('refuses an address another account on the site has, the address in use, and a link expired or unknown', async () => {
    const emma = await newMember(t, 'emma@change.test');
    await newMember(t, 'fenna@change.test');
    expect((await changeEmail(t, emma.cookie, { email: 'fenna@change.test', password: memberPassword })).statusCode).toBe(409);
    expect((await changeEmail(t, emma.cookie, { email: 'FENNA@change.test', password: memberPassword })).json()).toEqual({ error: 'email_taken', field: 'email' });
    expect((await changeEmail(t, emma.cookie, { email: 'emma@change.test', password: memberPassword })).json()).toEqual({ error: 'invalid_input', field: 'email' });
    await changeEmail(t, emma.cookie, { email: 'emma@new.test', password: memberPassword });
    const token = tokenIn(await savedMailTo(t, dir, 'emma@new.test'), '/mail-change/do');
    expect((await confirmChange(t, 'A'.repeat(43))).json()).toEqual({ error: 'link_invalid', field: 'token' });
    t.clock.advance(tokenTtlMs.mail_change);
    expect((await confirmChange(t, token)).json()).toEqual({ error: 'link_invalid', field: 'token' });
    expect((await login(t, 'emma@change.test', memberPassword)).statusCode).toBe(200);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const gijs = await newMember(t, 'gijs@change.test');
    await changeEmail(t, gijs.cookie, { email: 'wanted@change.test', password: memberPassword });
    const token = tokenIn(await savedMailTo(t, dir, 'wanted@change.test'), '/mail-change/do');
    await newMember(t, 'wanted@change.test');
    const answer = await confirmChange(t, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: 'email_taken', field: 'email' });
    expect((await login(t, 'gijs@change.test', memberPassword)).statusCode).toBe(200);
  });
});
