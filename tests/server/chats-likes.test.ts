import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { ApiError } from '../../io/errors';
import { rendezvous } from '../../server/demo/sites';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';

describe.each(drivers)('chats and likes from the read tables on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 80 });
  const get = async (url: string, email?: string) => t.app.inject({ method: 'GET', url, headers: { cookie: await logIn(t.app, email) } });
  const demoId = async () => (await t.db.query<{ id: number }>("SELECT id FROM members WHERE email = 'demo@rendezvous.test'"))[0]?.id;

  it('lists the demo member’s 6 chats, latest first, with unread counts and last messages from the rows', async () => {
    const { chats } = bodyOf(contract.getChats.response, await get('/api/chats.php'));
    expect(chats).toHaveLength(6);
    const unread = await t.db.query<{ conversation_id: number; num_unread: number }>(
      'SELECT conversation_id, num_unread FROM conversation_members WHERE member_id = $1',
      [await demoId()],
    );
    expect(chats.map((chat) => [chat.conversation.id, chat.num_unread_messages]).sort()).toEqual(
      unread.map((row) => [row.conversation_id, row.num_unread]).sort(),
    );
    expect(chats.filter((chat) => chat.num_unread_messages > 0).length).toBeGreaterThanOrEqual(3);
    const sentAt = chats.map((chat) => chat.last_message?.sent_at ?? '');
    expect(sentAt).toEqual([...sentAt].sort().reverse());
    for (const chat of chats.filter((c) => c.num_unread_messages > 0)) expect(chat.last_message?.from_me).toBe(false);
  });

  it('shows a fictional chat partner with the site’s disclosure', async () => {
    const { chats } = bodyOf(contract.getChats.response, await get('/api/chats.php'));
    const fictional = chats.map((chat) => chat.profile).filter((profile) => profile.fictional);
    expect(fictional).toHaveLength(1);
    expect(fictional[0]).toMatchObject({ fictional: true, fictional_warning: rendezvous.fictional_warning.singular });
  });

  it('lists received likes new first (4 new of 8) and the likes given', async () => {
    const { likes, liked_by } = bodyOf(contract.getLikes.response, await get('/api/likes.php'));
    expect(likes).toHaveLength(3);
    expect(liked_by.map((like) => like.like_new)).toEqual([true, true, true, true, false, false, false, false]);
    for (const group of [liked_by.slice(0, 4), liked_by.slice(4)]) {
      const times = group.map((like) => like.liked_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    for (const like of liked_by) expect(like.profile.id).toBe(like.id);
    const rows = await t.db.query<{ from_id: number }>('SELECT from_id FROM likes WHERE to_id = $1 AND is_new', [await demoId()]);
    expect(liked_by.filter((like) => like.like_new).map((like) => like.id).sort()).toEqual(rows.map((row) => row.from_id).sort());
    const given = await t.db.query<{ id: number }>('SELECT to_id AS id FROM likes WHERE from_id = $1 ORDER BY liked_at DESC, to_id DESC', [await demoId()]);
    expect(likes.map((like) => like.id)).toEqual(given.map((row) => row.id));
  });

  it('shows the premium member as paid, with 8 credits and a photo', async () => {
    const { user } = bodyOf(contract.getUser.response, await get('/api/user.php', 'premium@rendezvous.test'));
    expect(user).toMatchObject({ paid_user: true, credits: 8, profile: { main_image: { status: 'active' } } });
    expect(user.profile.main_image?.filename).toMatch(new RegExp(`^photos/${user.id}/[\\w-]{22}-full\\.webp$`));
    const { chats } = bodyOf(contract.getChats.response, await get('/api/chats.php', 'premium@rendezvous.test'));
    expect(chats).toHaveLength(3);
  });

  it('needs a session for both', async () => {
    for (const url of ['/api/chats.php', '/api/likes.php']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
      expect(bodyOf(ApiError, response)).toEqual({ error: 'authentication_required' });
    }
  });
});
