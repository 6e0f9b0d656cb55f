import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import type { LiveNotice } from '../../io/entities/live';
import { bodyOf } from './support/body';
import { logIn, useTestApp, useTwoProcesses } from './support/app';
import { drivers } from './support/database';
import { idOf } from './support/members';
import { openStream, originOf } from './support/live-stream';

describe.each(drivers)('live notices on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 20 });

  it('refuses a stream without a session with 403 authentication_required', async () => {
    const refused = await fetch(`${await originOf(t.app)}/api/stream.php`);
    expect(refused.status).toBe(403);
    expect(ApiError.is(await refused.json())).toBe(true);
  });

  it("pushes a message to both members' streams, the read to the sender, and typing to the other member", async () => {
    const origin = await originOf(t.app);
    const demo = await idOf(t.db, 'demo@rendezvous.test');
    const [premiumCookie, demoCookie] = [await logIn(t.app, 'premium@rendezvous.test'), await logIn(t.app)];
    const [premiumStream, demoStream] = [await openStream(origin, premiumCookie), await openStream(origin, demoCookie)];
    try {
      const sent = bodyOf(
        contract.sendMessage.response,
        await t.app.inject({ method: 'POST', url: '/api/chat.php', payload: { member_id: demo, text: 'Hoi!' }, headers: { cookie: premiumCookie } }),
      );
      const { conversation_id: conversationId, id: messageId } = sent.message;
      const isTheMessage = (n: LiveNotice) => n.type === 'message' && n.conversation_id === conversationId;
      const message = { type: 'message', conversation_id: conversationId, message_id: messageId };
      expect(await demoStream.received('the message on the recipient stream', isTheMessage)).toEqual({ ...message, from_me: false });
      expect(await premiumStream.received("the message on the sender's own stream", isTheMessage)).toEqual({ ...message, from_me: true });

      const delivered = await t.app.inject({
        method: 'PUT', url: `/api/delivered.php?conversation_id=${String(conversationId)}&message_id=${String(messageId)}`, headers: { cookie: demoCookie },
      });
      expect(delivered.statusCode).toBe(200);
      expect(await premiumStream.received('the delivery on the sender stream', (n) => n.type === 'delivered')).toEqual({ type: 'delivered', conversation_id: conversationId });

      await t.app.inject({ method: 'PUT', url: `/api/chat.php?id=${String(conversationId)}`, headers: { cookie: demoCookie } });
      await premiumStream.received('the read on the sender stream', (n) => n.type === 'read' && n.conversation_id === conversationId);

      const typing = await t.app.inject({ method: 'POST', url: '/api/typing.php', payload: { conversation_id: conversationId }, headers: { cookie: demoCookie } });
      expect(typing.statusCode).toBe(200);
      await premiumStream.received('typing on the other member stream', (n) => n.type === 'typing' && n.conversation_id === conversationId);
      // Wait for everything pushed so far to arrive, then check the typist's own stream heard nothing of it.
      const after = bodyOf(
        contract.sendMessage.response,
        await t.app.inject({ method: 'POST', url: '/api/chat.php', payload: { conversation_id: conversationId, text: 'En?' }, headers: { cookie: premiumCookie } }),
      );
      await demoStream.received('the later message', (n) => n.type === 'message' && n.message_id === after.message.id);
      expect(demoStream.notices.some((n) => n.type === 'typing' || n.type === 'read' || n.type === 'delivered')).toBe(false);
    } finally {
      premiumStream.close();
      demoStream.close();
    }
  });

  it('answers typing in a conversation of others with 404', async () => {
    const cookie = await logIn(t.app, 'premium@rendezvous.test');
    const [other] = await t.db.query<{ id: number }>(
      `SELECT c.id FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM conversation_members cm JOIN members m ON m.id = cm.member_id
         WHERE cm.conversation_id = c.id AND m.email = 'premium@rendezvous.test') ORDER BY c.id LIMIT 1`,
    );
    if (other === undefined) throw new Error('no conversation without the premium member');
    const refused = await t.app.inject({ method: 'POST', url: '/api/typing.php', payload: { conversation_id: other.id }, headers: { cookie } });
    expect(refused.statusCode).toBe(404);
  });
});

// Two server processes on one PostgreSQL database: a stream served by B hears of a message sent through A.
describe('live notices across two server processes on one PostgreSQL database', () => {
  const get = useTwoProcesses();

  it('delivers a message sent through A to the stream B serves', async () => {
    const { a, b, db } = get();
    const demo = await idOf(db, 'demo@rendezvous.test');
    const [premiumCookie, demoCookie] = [await logIn(a, 'premium@rendezvous.test'), await logIn(a)];
    const stream = await openStream(await originOf(b), demoCookie);
    try {
      const sent = bodyOf(
        contract.sendMessage.response,
        await a.inject({ method: 'POST', url: '/api/chat.php', payload: { member_id: demo, text: 'Via A' }, headers: { cookie: premiumCookie } }),
      );
      await stream.received('the message on B', (n) => n.type === 'message' && n.message_id === sent.message.id);
    } finally {
      stream.close();
    }
  });
});
