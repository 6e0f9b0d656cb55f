import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { BannedList, ReportQueue } from '../../io/entities/moderation';
import { AuditLog, QueueCounts } from '../../io/entities/staff';
import { demoPassword } from '../../server/demo/seed';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { logInDemoStaff } from './support/staff';

describe.each(drivers)('reports and bans from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 10 });
  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });
  const idOf = async (email: string) => Number((await t.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE email = $1', [email]))[0]?.id);
  const credits = async (email: string) => (await t.db.query<{ credits: number }>('SELECT credits FROM members WHERE email = $1', [email]))[0]?.credits;
  const queue = async (staff: string) => bodyOf(ReportQueue, await send('GET', '/api/staff/reports', staff));
  const memberLogin = (email: string) => t.app.inject({ method: 'POST', url: '/api/user.php', headers: { host: 'localhost' }, payload: { email, password: demoPassword } });

  it('shows a report with its conversation\'s last messages, bans: sessions end, login shows the notice, gone for others, messages refused unpaid', async () => {
    const premium = await logIn(t.app, 'premium@rendezvous.test');
    const reported = await logIn(t.app, 'new@rendezvous.test');
    const reportedId = await idOf('new@rendezvous.test');
    const first = await send('POST', '/api/chat.php', premium, { member_id: reportedId, text: 'Hallo, hoe gaat het?' });
    expect(first.statusCode).toBe(200);
    const conversationId = (first.json<{ message: { conversation_id: number } }>()).message.conversation_id;
    // Another member's conversation cannot be named.
    expect((await send('POST', '/api/reports.php', await logIn(t.app), { member_id: reportedId, reason: 'spam', conversation_id: conversationId })).json()).toEqual({
      error: 'invalid_input', field: 'conversation_id',
    });
    expect((await send('POST', '/api/reports.php', premium, { member_id: reportedId, reason: 'harassment', note: 'Scheldt', conversation_id: conversationId })).statusCode).toBe(200);

    const staff = await logInDemoStaff(t.app, t.clock);
    expect(bodyOf(QueueCounts, await send('GET', '/api/staff/queues', staff)).reports).toBeGreaterThan(0);
    const found = (await queue(staff)).cases.find((entry) => entry.member.id === reportedId);
    if (found === undefined) throw new Error('the reported member is in the queue');
    expect(found.open).toEqual([expect.objectContaining({ reason: 'harassment', note: 'Scheldt', conversationId, reporterName: 'Premium' })]);
    expect(found.messages).toEqual([expect.objectContaining({ byReported: false, text: 'Hallo, hoe gaat het?' })]);
    expect(JSON.stringify(found)).not.toContain('new@rendezvous.test');

    const before = await credits('premium@rendezvous.test');
    const banned = await send('POST', '/api/staff/reports/decide', staff, { memberId: reportedId, reportIds: found.open.map((r) => r.id), decision: 'ban', reason: 'Scheldt leden uit' });
    expect(banned.statusCode).toBe(200);
    // Every session ended; the right password now answers the banned-login notice.
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { host: 'localhost', cookie: reported, 'x-request-type': 'client' } })).statusCode).toBe(403);
    const again = await memberLogin('new@rendezvous.test');
    expect([again.statusCode, again.json()]).toEqual([403, { error: 'account_banned' }]);
    // Gone from the other member's chats; a message to them is refused and costs nothing.
    const chats = (await send('GET', '/api/chats.php', premium)).json<{ chats: Array<{ conversation: { id: number } }> }>().chats.map((chat) => chat.conversation.id);
    expect(chats).not.toContain(conversationId);
    expect((await send('POST', '/api/chat.php', premium, { conversation_id: conversationId, text: 'Nog daar?' })).statusCode).toBe(404);
    expect(await credits('premium@rendezvous.test')).toBe(before);
    const search = (await t.app.inject({ method: 'GET', url: '/api/members.php', headers: { host: 'localhost', cookie: premium } })).json<{ results: Array<{ id: number }> }>();
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results.map((member) => member.id)).not.toContain(reportedId);
    // Decided once: the same reports again is a conflict.
    expect((await send('POST', '/api/staff/reports/decide', staff, { memberId: reportedId, reportIds: found.open.map((r) => r.id), decision: 'dismiss', reason: 'x' })).statusCode).toBe(409);

    const list = bodyOf(BannedList, await send('GET', '/api/staff/banned', staff));
    expect(list.members).toEqual([expect.objectContaining({ id: reportedId, reason: 'Scheldt leden uit', staffName: 'Demo Staff' })]);
    const audit = bodyOf(AuditLog, await send('GET', `/api/staff/audit?member=${String(reportedId)}`, staff));
    expect(audit.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['MemberBanned', 'ReportsResolved']));

    expect((await send('POST', '/api/staff/banned/unban', staff, { memberId: reportedId, reason: 'Bezwaar toegekend' })).statusCode).toBe(200);
    expect((await memberLogin('new@rendezvous.test')).statusCode).toBe(200);
    expect((await send('POST', '/api/staff/banned/unban', staff, { memberId: reportedId, reason: 'nog eens' })).statusCode).toBe(409);
  });

  it('shows a conversation\'s last messages only once a report names it, for a fictional profile too; another member cannot be named with it', async () => {
    const demo = await logIn(t.app, 'demo@rendezvous.test');
    const { chats } = bodyOf(contract.getChats.response, await send('GET', '/api/chats.php', demo));
    const chat = chats.find((entry) => entry.profile.fictional);
    if (chat === undefined) throw new Error('the demo member has a fictional chat partner');
    const [profileId, conversationId] = [chat.profile.id, chat.conversation.id];
    const report = (payload: object) => send('POST', '/api/reports.php', demo, payload);
    const staff = await logInDemoStaff(t.app, t.clock);
    const caseOf = async () => (await queue(staff)).cases.find((entry) => entry.member.id === profileId);

    expect((await report({ member_id: profileId, reason: 'fake_profile' })).statusCode).toBe(200);
    expect((await caseOf())?.messages).toEqual([]);
    // The demo member's own conversation, but with another member than the one reported.
    const other = await report({ member_id: await idOf('premium@rendezvous.test'), reason: 'spam', conversation_id: conversationId });
    expect([other.statusCode, other.json()]).toEqual([400, { error: 'invalid_input', field: 'conversation_id' }]);

    expect((await report({ member_id: profileId, reason: 'harassment', conversation_id: conversationId })).statusCode).toBe(200);
    const found = await caseOf();
    expect(found?.open.map((entry) => entry.conversationId)).toEqual([null, conversationId]);
    const stored = await t.db.query<{ text: string }>('SELECT text FROM messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 20', [conversationId]);
    expect(stored.length).toBeGreaterThan(0);
    expect(found?.messages.map((line) => line.text)).toEqual(stored.map((row) => row.text).reverse());
  });

  it('warns by mail in the member\'s language, removes a photo with its reason, and names a missing photo', async () => {
    const premiumId = await idOf('premium@rendezvous.test');
    const reporter = await logIn(t.app, 'demo@rendezvous.test');
    expect((await send('POST', '/api/reports.php', reporter, { member_id: premiumId, reason: 'spam' })).statusCode).toBe(200);
    expect((await send('POST', '/api/reports.php', reporter, { member_id: premiumId, reason: 'inappropriate_photos' })).statusCode).toBe(200);
    const staff = await logInDemoStaff(t.app, t.clock);
    const found = (await queue(staff)).cases.find((entry) => entry.member.id === premiumId);
    if (found === undefined) throw new Error('the reported member is in the queue');
    expect(found.messages).toEqual([]);
    const [spam, photos] = found.open;
    const noPhoto = await send('POST', '/api/staff/reports/decide', staff, { memberId: premiumId, reportIds: [photos?.id], decision: 'remove_photo', reason: 'Naakt' });
    expect([noPhoto.statusCode, noPhoto.json()]).toEqual([400, { error: 'invalid_input', field: 'photoId' }]);

    expect((await send('POST', '/api/staff/reports/decide', staff, { memberId: premiumId, reportIds: [spam?.id], decision: 'warn', reason: 'Geen reclame' })).statusCode).toBe(200);
    const [mail] = await t.db.query<{ subject: string; text: string }>("SELECT subject, text FROM mail_outbox WHERE kind = 'moderation_warning' AND to_address = 'premium@rendezvous.test'");
    expect(mail?.text).toContain('Geen reclame');

    const photo = found.member.photos.find((candidate) => candidate.status === 'active');
    if (photo === undefined) throw new Error('the premium member has a photo');
    const removed = await send('POST', '/api/staff/reports/decide', staff, {
      memberId: premiumId, reportIds: [photos?.id], decision: 'remove_photo', reason: 'Naakt', photoId: photo.id, photoReason: 'nudity',
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.query('SELECT status, rejection_reason FROM photos WHERE id = $1', [photo.id])).toEqual([{ status: 'rejected', rejection_reason: 'nudity' }]);
    expect((await queue(staff)).cases.find((entry) => entry.member.id === premiumId)).toBeUndefined();
    const decided = await t.db.query<{ decision: string }>('SELECT decision FROM reports WHERE reported_id = $1 ORDER BY id', [premiumId]);
    expect(decided.map((row) => row.decision)).toEqual(['warn', 'remove_photo']);
  });
});
