import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { DeskConversation, DeskQueue } from '../../io/entities/desk';
import { AuditLog } from '../../io/entities/staff';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { deskClaimMs } from '../../server/modules/desk/decide';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { addEnrolledStaff, logInStaff, logInDemoStaff, staffSecret } from './support/staff';

describe.each(drivers)('the conversation desk on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 80 });
  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });
  const credits = async (email: string) => (await t.db.query<{ credits: number }>('SELECT credits FROM members WHERE email = $1', [email]))[0]?.credits;
  const deskStaff = async (email: string, sites: ReadonlyArray<string> | null = null) => {
    await addEnrolledStaff(t.db, email, ['desk'], t.clock.now(), sites);
    return logInStaff(t.app, t.clock, email, 'staff-password', staffSecret);
  };
  const queue = async (staff: string) => bodyOf(DeskQueue, await send('GET', '/api/staff/desk', staff));

  /** The demo member (with credits to write) writes to their fictional chat partner: the conversation's id and the profile's. */
  const writeToFictional = async (member: string, text: string) => {
    const [demo] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM members WHERE email = 'demo@rendezvous.test'");
    await t.db.transaction((tx) => runAccountCommand(tx, Number(demo?.id), {
      type: 'GrantCredits', data: { grantId: `desk-test-${text}`, credits: 20, reason: 'correction', at: t.clock.now() },
    }));
    const { chats } = bodyOf(contract.getChats.response, await send('GET', '/api/chats.php', member));
    const chat = chats.find((entry) => entry.profile.fictional);
    if (chat === undefined) throw new Error('the demo member has a fictional chat partner');
    expect((await send('POST', '/api/chat.php', member, { conversation_id: chat.conversation.id, text })).statusCode).toBe(200);
    return { conversationId: chat.conversation.id, profileId: chat.profile.id };
  };

  it('queues a member\'s message to an operated profile; one claim at a time; the answer is free, reaches the member and names its writer', async () => {
    const member = await logIn(t.app, 'demo@rendezvous.test');
    const { conversationId, profileId } = await writeToFictional(member, 'Hoi, ben je er nog?');
    const anna = await deskStaff('anna@desk.test');
    const bert = await deskStaff('bert@desk.test');

    const waiting = (await queue(anna)).waiting.find((entry) => entry.conversationId === conversationId);
    expect(waiting).toMatchObject({ profile: { id: profileId }, member: { name: 'Demo', language: 'en' }, claim: null });
    const listed = JSON.stringify(await queue(anna));
    expect(listed).not.toContain('@rendezvous.test');

    const claimed = bodyOf(DeskConversation, await send('POST', '/api/staff/desk/claim', anna, { conversationId }));
    expect(claimed.lines.at(-1)).toMatchObject({ byProfile: false, text: 'Hoi, ben je er nog?' });
    expect(claimed.maxLength).toBeGreaterThan(0);
    // Bert sees Anna writing, and can neither claim nor answer it.
    expect((await queue(bert)).waiting.find((entry) => entry.conversationId === conversationId)?.claim).toMatchObject({ staffName: 'anna', mine: false });
    expect((await send('POST', '/api/staff/desk/claim', bert, { conversationId })).statusCode).toBe(409);
    expect((await send('POST', '/api/staff/desk/answer', bert, { conversationId, text: 'Ik ben er!' })).statusCode).toBe(409);

    const tooLong = await send('POST', '/api/staff/desk/answer', anna, { conversationId, text: 'x'.repeat(claimed.maxLength + 1) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { error: 'invalid_input', field: 'text' }]);
    const before = await credits('demo@rendezvous.test');
    expect((await send('POST', '/api/staff/desk/answer', anna, { conversationId, text: 'Ja hoor, ik ben er!' })).statusCode).toBe(200);
    expect(await credits('demo@rendezvous.test')).toBe(before);

    const { messages } = bodyOf(contract.getConversation.response, await send('GET', `/api/chat.php?id=${String(conversationId)}`, member));
    expect(messages.at(-1)).toMatchObject({ from_me: false, text: 'Ja hoor, ik ben er!' });
    // Answered: out of the queue, and a second answer finds nothing waiting.
    expect((await queue(anna)).waiting.map((entry) => entry.conversationId)).not.toContain(conversationId);
    expect((await send('POST', '/api/staff/desk/answer', anna, { conversationId, text: 'Nog eens' })).statusCode).toBe(404);

    const admin = await logInDemoStaff(t.app, t.clock);
    const audit = bodyOf(AuditLog, await send('GET', '/api/staff/audit?action=MessageSent', admin));
    expect(audit.entries[0]).toMatchObject({ action: 'MessageSent', staffName: 'anna', memberId: waiting?.member.id });
  });

  it('lets a claim expire, and never opens a conversation between two real members or another site\'s', async () => {
    const member = await logIn(t.app, 'demo@rendezvous.test');
    const { conversationId } = await writeToFictional(member, 'Hallo?');
    const anna = await deskStaff('anna2@desk.test');
    const bert = await deskStaff('bert2@desk.test');
    expect((await send('POST', '/api/staff/desk/claim', anna, { conversationId })).statusCode).toBe(200);
    t.clock.advance(deskClaimMs + 1000);
    expect((await send('POST', '/api/staff/desk/claim', bert, { conversationId })).statusCode).toBe(200);
    expect((await send('POST', '/api/staff/desk/answer', anna, { conversationId, text: 'Te laat' })).statusCode).toBe(409);

    // Two real members' conversation: not waiting for the desk, whatever its id.
    const premium = await logIn(t.app, 'premium@rendezvous.test');
    const [demoRow] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM members WHERE email = 'demo@rendezvous.test'");
    const real = await send('POST', '/api/chat.php', premium, { member_id: Number(demoRow?.id), text: 'Hoi Demo' });
    const realId = real.json<{ message: { conversation_id: number } }>().message.conversation_id;
    await send('POST', '/api/chat.php', member, { conversation_id: realId, text: 'Hoi terug' });
    expect((await queue(bert)).waiting.map((entry) => entry.conversationId)).not.toContain(realId);
    expect((await send('POST', '/api/staff/desk/claim', bert, { conversationId: realId })).statusCode).toBe(404);

    const elsewhere = await deskStaff('carl@desk.test', ['flirt.localhost']);
    expect((await queue(elsewhere)).waiting.map((entry) => entry.conversationId)).not.toContain(conversationId);
    expect((await send('POST', '/api/staff/desk/claim', elsewhere, { conversationId })).statusCode).toBe(404);
  });
});
