import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ApiError } from '../../io/errors';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { connect, deleteAccount, joinMember, seenBy } from './support/leaving';

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: bodyOf(ApiError, response) });

describe.each(drivers)('deleting an account on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const eventsOf = (memberId: number) =>
    t.db.query<{ type: string; data: Record<string, unknown> }>('SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version', [`account-${String(memberId)}`]);

  it('refuses a wrong password on the field password, counts it as a failed login, and locks after five', async () => {
    const member = await joinMember(t, 'wrong-password@leaving.test');
    expect(refusal(await deleteAccount(t.app, member.cookie, { password: 'not-it' }))).toEqual({ status: 403, body: { error: 'wrong_password', field: 'password' } });
    const failed = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'LoginFailed' AND stream_id LIKE 'login-%'");
    expect(failed[0]?.n).toBe(1);
    for (let attempt = 2; attempt <= 4; attempt += 1) expect((await deleteAccount(t.app, member.cookie, { password: 'not-it' })).statusCode).toBe(403);
    expect(refusal(await deleteAccount(t.app, member.cookie, { password: 'not-it' }))).toEqual({ status: 429, body: { error: 'account_locked', minutes: 15 } });
    // Locked: even the right password is not checked, and the login is locked alike.
    expect((await deleteAccount(t.app, member.cookie)).statusCode).toBe(429);
    expect((await eventsOf(member.id)).map((e) => e.type)).not.toContain('AccountDeleted');
  });

  it('records the reason and comment, ends every session of the member, clears the cookie and mails a reactivation link', async () => {
    const member = await joinMember(t, 'leaver@leaving.test');
    const second = (await joinMember(t, 'other-tab@leaving.test')).cookie; // someone else stays logged in
    const again = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: member.email, password: 'leaving-test-password' } });
    const otherSession = again.cookies.find((c) => c.name === 'rdv_session');
    if (otherSession === undefined) throw new Error('no second session');
    const answer = await deleteAccount(t.app, member.cookie, { reason: 'price', comment: '  te duur  ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((c) => c.name === 'rdv_session')?.value).toBe('');
    const events = await eventsOf(member.id);
    expect(events.filter((e) => e.type === 'SessionEnded')).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ type: 'AccountDeleted', data: { reason: 'price', comment: 'te duur' } });
    for (const cookie of [member.cookie, `rdv_session=${otherSession.value}`]) {
      expect(refusal(await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).status).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: second } })).statusCode).toBe(200);
    const [mail] = await t.db.query<{ kind: string; to_address: string; text: string; language: string }>(
      'SELECT kind, to_address, text, language FROM mail_outbox WHERE member_id = $1', [member.id],
    );
    expect(mail).toMatchObject({ kind: 'deletion', to_address: member.email, language: 'nl' });
    expect(mail?.text).toMatch(/http:\/\/localhost(:\d+)?\/account-deleted\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.text).toContain('14 dagen');
    const [token] = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM reactivation_tokens WHERE member_id = $1', [member.id]);
    expect(token?.expires_at.toISOString()).toBe(new Date(t.clock.now().getTime() + 14 * 86_400_000).toISOString());
  });

  it('answers a visitor with authentication_required and bad input with its field', async () => {
    expect(refusal(await t.app.inject({ method: 'POST', url: '/api/delete-account.php', payload: { reason: 'price', password: 'x' } })))
      .toEqual({ status: 403, body: { error: 'authentication_required' } });
    const member = await joinMember(t, 'bad-input@leaving.test');
    const bad = await t.app.inject({ method: 'POST', url: '/api/delete-account.php', headers: { cookie: member.cookie }, payload: { reason: 'bored', password: 'x' } });
    expect(refusal(bad)).toEqual({ status: 400, body: { error: 'invalid_input', field: 'reason' } });
  });

  describe('takes the profile out of everything others see', () => {
    /** A man in Utrecht who sees `leaver` everywhere before the deletion; what he sees after it. */
    const beforeAndAfter = async (label: string) => {
      const viewer = await joinMember(t, `viewer-${label}@leaving.test`, { gender: 'male', name: 'Bram' });
      const leaver = await joinMember(t, `leaver-${label}@leaving.test`, { gender: 'female', birthDate: '1991-03-04' });
      return { viewer, leaver, sees: seenBy(t.app, viewer.cookie) };
    };

    it('search and the member profile (404)', async () => {
      const { leaver, sees } = await beforeAndAfter('search');
      expect(await sees.search()).toContain(leaver.id);
      expect(await sees.profileStatus(leaver.id)).toBe(200);
      expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
      expect(await sees.search()).not.toContain(leaver.id);
      expect(await sees.profileStatus(leaver.id)).toBe(404);
    });

    it('likes given and received', async () => {
      const { viewer, leaver, sees } = await beforeAndAfter('likes');
      await connect(t, viewer.id, leaver.id);
      expect(await sees.likesGiven()).toContain(leaver.id);
      expect(await sees.likers()).toContain(leaver.id);
      expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
      expect(await sees.likesGiven()).not.toContain(leaver.id);
      expect(await sees.likers()).not.toContain(leaver.id);
    });

    it('the conversation list and the conversation (404)', async () => {
      const { viewer, leaver, sees } = await beforeAndAfter('chats');
      const conversation = await connect(t, viewer.id, leaver.id);
      expect(await sees.chats()).toContain(leaver.id);
      expect(await sees.conversationStatus(conversation)).toBe(200);
      expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
      expect(await sees.chats()).not.toContain(leaver.id);
      expect(await sees.conversationStatus(conversation)).toBe(404);
      const send = await t.app.inject({ method: 'POST', url: '/api/chat.php', headers: { cookie: viewer.cookie, 'idempotency-key': 'after-deletion' },
        payload: { conversation_id: conversation, text: 'Ben je er nog?' } });
      expect(send.statusCode).toBe(404);
    });

    it('the swipe game', async () => {
      const { leaver, sees } = await beforeAndAfter('swipe');
      expect(await sees.swipeUntil(leaver.id)).toBe(leaver.id);
      expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
      expect(await sees.swipeCandidate()).not.toBe(leaver.id);
    });

    it('the match finder', async () => {
      const { leaver, sees } = await beforeAndAfter('matches');
      expect(await sees.suggestions()).toContain(leaver.id);
      expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
      expect(await sees.suggestions()).not.toContain(leaver.id);
    });
  });

  it('a like for a deleted member is not_found', async () => {
    const viewer = await joinMember(t, 'liker@leaving.test', { gender: 'male' });
    const leaver = await joinMember(t, 'liked@leaving.test');
    expect((await deleteAccount(t.app, leaver.cookie)).statusCode).toBe(200);
    const like = await t.app.inject({ method: 'POST', url: '/api/likes.php', headers: { cookie: viewer.cookie, 'idempotency-key': 'like-gone' }, payload: { member_id: leaver.id } });
    expect(refusal(like)).toEqual({ status: 404, body: { error: 'not_found' } });
  });
});

describe.each(drivers)('invisible mode on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });
  const goInvisible = (cookie: string) => t.app.inject({ method: 'PUT', url: '/api/invisible.php', headers: { cookie }, payload: { invisible: true } });
  const pair = async (label: string) => {
    const viewer = await joinMember(t, `sees-${label}@invisible.test`, { gender: 'male', name: 'Bram' });
    const hidden = await joinMember(t, `hides-${label}@invisible.test`, { gender: 'female', birthDate: '1991-03-04' });
    return { viewer, hidden, sees: seenBy(t.app, viewer.cookie) };
  };

  it("keeps the member out of others' likes lists as a liker (their own likes stay theirs)", async () => {
    const { viewer, hidden, sees } = await pair('likes');
    await connect(t, viewer.id, hidden.id);
    expect(await sees.likers()).toContain(hidden.id);
    expect((await goInvisible(hidden.cookie)).statusCode).toBe(200);
    expect(await sees.likers()).not.toContain(hidden.id);
    expect(await seenBy(t.app, hidden.cookie).likers()).toContain(viewer.id);
  });

  it('keeps the member out of the swipe game of others', async () => {
    const { hidden, sees } = await pair('swipe');
    expect(await sees.swipeUntil(hidden.id)).toBe(hidden.id);
    expect((await goInvisible(hidden.cookie)).statusCode).toBe(200);
    expect(await sees.swipeCandidate()).not.toBe(hidden.id);
  });

  it('keeps the member out of the match finder of others', async () => {
    const { hidden, sees } = await pair('matches');
    expect(await sees.suggestions()).toContain(hidden.id);
    expect((await goInvisible(hidden.cookie)).statusCode).toBe(200);
    expect(await sees.suggestions()).not.toContain(hidden.id);
  });

  it('keeps the member out of search', async () => {
    const { hidden, sees } = await pair('search');
    expect(await sees.search()).toContain(hidden.id);
    expect((await goInvisible(hidden.cookie)).statusCode).toBe(200);
    expect(await sees.search()).not.toContain(hidden.id);
  });
});
