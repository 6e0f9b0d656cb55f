import { contract } from '../../../io/contract';
import { demoPassword } from '../../../server/demo/seed';
import { runAccountCommand } from '../../../server/modules/accounts/commands';
import { hashPassword } from '../../../server/modules/accounts/password';
import { nextId } from '../../../server/modules/ids';
import { bodyOf } from './body';
import type { TestApp } from './app';

/** The chat calls of the tests, as a member with a session cookie, and a few reads and grants around them. */
export const chatCalls = (t: TestApp) => {
  const send = (cookie: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat.php', payload, headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  return {
    send,
    /** Sends and answers the stored message (the test fails when the send is refused). */
    sent: async (cookie: string, payload: object, key?: string) => bodyOf(contract.sendMessage.response, await send(cookie, payload, key)).message,
    /** GET /api/chat.php with `query` (e.g. 'id=3' or 'member_id=7'). */
    getConversation: (cookie: string, query: string) => t.app.inject({ method: 'GET', url: `/api/chat.php?${query}`, headers: { cookie } }),
    conversation: async (cookie: string, id: number) =>
      bodyOf(contract.getConversation.response, await t.app.inject({ method: 'GET', url: `/api/chat.php?id=${String(id)}`, headers: { cookie } })),
    chats: async (cookie: string) =>
      bodyOf(contract.getChats.response, await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie } })).chats,
    credits: async (memberId: number) =>
      (await t.db.query<{ credits: number }>('SELECT credits FROM members WHERE id = $1', [memberId]))[0]?.credits,
    grant: (memberId: number, grantId: string, amount: number) =>
      t.db.transaction((tx) =>
        runAccountCommand(tx, memberId, { type: 'GrantCredits', data: { grantId, credits: amount, reason: 'correction', at: t.clock.now() } }),
      ),
    /** A member of the localhost site who signed up and has not confirmed their e-mail yet (password: demoPassword). */
    unconfirmed: async (email: string): Promise<number> => {
      const passwordHash = await hashPassword(demoPassword);
      return t.db.transaction(async (tx) => {
        const memberId = await nextId(tx, 'member_id_seq');
        await runAccountCommand(tx, memberId, {
          type: 'RegisterMember',
          data: {
            memberId, site: 'localhost', email, passwordHash, name: 'Nog niet bevestigd', gender: 'female', birthDate: '1990-01-01',
            country: 'GB', region: 'London', city: 'London', language: 'en', fictional: false, status: 'not_confirmed', at: t.clock.now(),
          },
        });
        return memberId;
      });
    },
    /** Shown demo members (GB, active, visible) the member has no conversation with, in id order. */
    strangers: async (memberId: number): Promise<number[]> =>
      (
        await t.db.query<{ id: number }>(
          `SELECT m.id FROM members m WHERE m.email IS NULL AND m.profile_status = 'active' AND NOT m.invisible AND m.country = 'GB'
             AND NOT EXISTS (SELECT 1 FROM conversation_members a JOIN conversation_members b ON b.conversation_id = a.conversation_id
                              WHERE a.member_id = $1 AND b.member_id = m.id)
           ORDER BY m.id`,
          [memberId],
        )
      ).map((row) => row.id),
  };
};
