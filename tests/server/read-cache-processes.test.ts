import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { runConversationCommand } from '../../server/modules/conversations/commands';
import { nextId } from '../../server/modules/ids';
import { bodyOf } from './support/body';
import { logIn, useTwoProcesses } from './support/app';
import { eventually } from './support/eventually';

// Two server processes behind a load balancer, as two apps with a pool each on one PostgreSQL database:
// what one commits reaches the other's caches by NOTIFY only.
describe('read caches of two server processes on one PostgreSQL database', () => {
  const get = useTwoProcesses();
  const ask = (app: FastifyInstance, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const userOn = async (app: FastifyInstance, cookie: string) => bodyOf(contract.getUser.response, await ask(app, '/api/user.php', cookie)).user;
  /** B's answer, asked twice so that the second comes from its cache. */
  const cachedUserOnB = async (cookie: string) => {
    await ask(get().b, '/api/user.php', cookie);
    return userOn(get().b, cookie);
  };

  it('shows on B, once notified, a purchase committed through A', async () => {
    const { a, b, db, clock } = get();
    const cookie = await logIn(a);
    const before = await cachedUserOnB(cookie);
    await db.transaction((tx) => runAccountCommand(tx, before.id, { type: 'PurchaseCredits', data: { paymentId: 'instance-a-1', credits: 7, at: clock.now() } }));
    await eventually('B shows the credits bought through A', async () => (await userOn(b, cookie)).credits === before.credits + 7);
  });

  it('shows on B a message sent through A', async () => {
    const { a, b, db, clock } = get();
    const cookie = await logIn(a);
    await ask(b, '/api/chats.php', cookie);
    const [chat] = bodyOf(contract.getChats.response, await ask(b, '/api/chats.php', cookie)).chats;
    if (chat === undefined) throw new Error('the demo member has no chats');
    await db.transaction(async (tx) => {
      const messageId = await nextId(tx, 'message_id_seq');
      await runConversationCommand(tx, chat.conversation.id, { type: 'SendMessage', data: { messageId, from: chat.profile.id, text: 'Via A', maxLength: 1000, at: clock.now() } });
    });
    await eventually('B shows the message sent through A', async () => {
      const { chats } = bodyOf(contract.getChats.response, await ask(b, '/api/chats.php', cookie));
      return chats.find((c) => c.conversation.id === chat.conversation.id)?.last_message?.text === 'Via A';
    });
  });

  it('refuses on B, once notified, a session logged out through A', async () => {
    const { a, b } = get();
    const cookie = await logIn(a);
    await cachedUserOnB(cookie);
    expect((await ask(a, '/api/logout.php', cookie)).statusCode).toBe(200);
    expect((await ask(a, '/api/user.php', cookie)).statusCode).toBe(403);
    await eventually('B refuses the session ended through A', async () => (await ask(b, '/api/user.php', cookie)).statusCode === 403);
  });

  it('drops everything when its LISTEN connection is lost, and hears of changes again once it is back', async () => {
    const { a, b, db, clock } = get();
    const cookie = await logIn(a);
    // B first hears all the login announced: NOTIFYs arrive in commit order, so once B shows a purchase committed
    // after it, none is still on its way that would empty B's cache below (seen: 1 run in 3 under load).
    const seen = await cachedUserOnB(cookie);
    await db.transaction((tx) => runAccountCommand(tx, seen.id, { type: 'PurchaseCredits', data: { paymentId: 'instance-a-barrier', credits: 1, at: clock.now() } }));
    await eventually('B shows the purchase committed after the login', async () => (await userOn(b, cookie)).credits === seen.credits + 1);
    const before = await cachedUserOnB(cookie);
    // A change no event announces stays unseen while B's cache holds the member.
    await db.query("UPDATE members SET name = 'Onaangekondigd' WHERE id = $1", [before.id]);
    expect((await userOn(b, cookie)).profile.name).toBe(before.profile.name);
    const listeners = "SELECT pid FROM pg_stat_activity WHERE application_name = 'rdv-listen' AND datname = current_database()";
    expect(await db.query(listeners)).toHaveLength(2);
    await db.query(`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS listening`);
    await eventually('B reads the member again', async () => (await userOn(b, cookie)).profile.name === 'Onaangekondigd');
    await eventually('both processes LISTEN again', async () => (await db.query(listeners)).length === 2);
    const cached = await cachedUserOnB(cookie);
    await db.transaction((tx) => runAccountCommand(tx, before.id, { type: 'PurchaseCredits', data: { paymentId: 'instance-a-2', credits: 3, at: clock.now() } }));
    await eventually('B shows the credits bought through A after reconnecting', async () => (await userOn(b, cookie)).credits === cached.credits + 3);
  });
});
