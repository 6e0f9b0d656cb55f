import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { unfolded } from './support/mail';
import { deleteAccount, joinMember, leavingPassword, seenBy } from './support/leaving';

const day = 86_400_000;
const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });

describe.each(drivers)('coming back to a deleted account on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const login = (email: string, password: string, reactivate?: true) =>
    t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password, ...(reactivate === undefined ? {} : { reactivate }) } });
  const reactivate = (token: string) => t.app.inject({ method: 'POST', url: '/api/reactivate.php', payload: { token } });
  const tokenMailedTo = async (memberId: number): Promise<string> => {
    const [mail] = await t.db.query<{ text: string }>("SELECT text FROM mail_outbox WHERE member_id = $1 AND kind = 'deletion' ORDER BY id DESC LIMIT 1", [memberId]);
    const token = /account-deleted\?token=([A-Za-z0-9_-]{43})/.exec(unfolded(mail?.text ?? ''))?.[1];
    if (token === undefined) throw new Error('no reactivation link mailed');
    return token;
  };
  const typesOf = async (memberId: number) =>
    (await t.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [`account-${String(memberId)}`])).map((e) => e.type);

  it('answers the right password with account_deleted and a wrong one with login_failed, revealing nothing without it', async () => {
    const member = await joinMember(t, 'notice@leaving.test');
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(200);
    expect(refusal(await login(member.email, leavingPassword))).toEqual({ status: 403, body: { error: 'account_deleted' } });
    expect(refusal(await login(member.email, 'wrong-password'))).toEqual({ status: 401, body: { error: 'login_failed' } });
    expect(refusal(await login(member.email, 'wrong-password', true))).toEqual({ status: 401, body: { error: 'login_failed' } });
    expect(await typesOf(member.id)).not.toContain('AccountReactivated');
  });

  it('logging in with reactivate brings the account back, logged in, visible again; the mailed link is then used up', async () => {
    const member = await joinMember(t, 'back-by-login@leaving.test');
    const viewer = await joinMember(t, 'sees-her@leaving.test', { gender: 'male' });
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(200);
    const token = await tokenMailedTo(member.id);
    t.clock.advance(14 * day - 1);
    const back = await login(member.email, leavingPassword, true);
    expect(bodyOf(contract.login.response, back).user).toMatchObject({ id: member.id, profile: { status: 'active' } });
    expect(await typesOf(member.id)).toContain('AccountReactivated');
    // 14 days on, the viewer's session ran out of activity: a new one.
    expect(await seenBy(t.app, await logIn(t.app, viewer.email, leavingPassword)).profileStatus(member.id)).toBe(200);
    expect(refusal(await reactivate(token))).toEqual({ status: 400, body: { error: 'link_invalid' } });
  });

  it('the mailed link brings the account back once, logged in', async () => {
    const member = await joinMember(t, 'back-by-link@leaving.test');
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(200);
    const token = await tokenMailedTo(member.id);
    const back = await reactivate(token);
    expect(bodyOf(contract.reactivate.response, back).user.id).toBe(member.id);
    const cookie = back.cookies.find((c) => c.name === 'rdv_session');
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: `rdv_session=${cookie?.value ?? ''}` } })).statusCode).toBe(200);
    expect(refusal(await reactivate(token))).toEqual({ status: 400, body: { error: 'link_invalid' } });
    expect((await typesOf(member.id)).filter((type) => type === 'AccountReactivated')).toHaveLength(1);
  });

  it('after 14 days neither the link nor a login brings it back', async () => {
    const member = await joinMember(t, 'too-late@leaving.test');
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(200);
    const token = await tokenMailedTo(member.id);
    t.clock.advance(14 * day);
    expect(refusal(await reactivate(token))).toEqual({ status: 400, body: { error: 'link_invalid' } });
    expect(refusal(await login(member.email, leavingPassword, true))).toEqual({ status: 401, body: { error: 'login_failed' } });
    expect(refusal(await login(member.email, leavingPassword))).toEqual({ status: 401, body: { error: 'login_failed' } });
    expect(await typesOf(member.id)).not.toContain('AccountReactivated');
  });

  it('a disabled profile comes back disabled', async () => {
    const member = await joinMember(t, 'was-disabled@leaving.test');
    await t.db.transaction((tx) => runAccountCommand(tx, member.id, { type: 'DisableProfile', data: { at: t.clock.now() } }));
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(200);
    const back = await login(member.email, leavingPassword, true);
    expect(bodyOf(contract.login.response, back).user.profile.status).toBe('disabled');
  });

  it('a malformed token is invalid_input on token', async () => {
    expect(refusal(await reactivate('short'))).toEqual({ status: 400, body: { error: 'invalid_input', field: 'token' } });
  });
});
