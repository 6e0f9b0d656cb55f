import { describe, expect, it } from 'vitest';
import { runAccountCommand } from '../../server/modules/accounts/commands';
import { queueNotificationMails } from '../../server/modules/notify/queue';
import { activeWithinMs, throttleMs } from '../../server/modules/notify/receiver';
import { logIn, useTestApp, type TestApp } from './support/app';
import { chatCalls } from './support/chat';
import { newMember, savedMailTo } from './support/credentials';
import { drivers } from './support/database';
import { unfolded, useMailDir } from './support/mail';
import { idOf } from './support/members';

interface Queued {
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly origin: string | null;
}

const queuedTo = (t: TestApp, memberId: number): Promise<Queued[]> =>
  t.db.query<Queued>("SELECT kind, subject, text, html, origin FROM mail_outbox WHERE member_id = $1 AND kind LIKE 'notify_%' ORDER BY id", [memberId]);

describe.each(drivers)('notification mails on %s', (driver) => {
  const dir = useMailDir();
  const t = useTestApp(driver, { demoMembers: 4, mail: { dir, pollMs: 20 } });
  const chat = chatCalls(t);

  /** A confirmed member who logged in and then left the site long enough to count as away. */
  const awayMember = async (email: string, language: 'nl' | 'de' | 'en' = 'nl') => {
    const member = await newMember(t, email, { language });
    t.clock.advance(activeWithinMs + 60_000);
    return member;
  };
  const premium = async () => {
    const id = await idOf(t.db, 'premium@rendezvous.test');
    const [row] = await t.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [id]);
    return { id, name: row?.name ?? '', cookie: await logIn(t.app, 'premium@rendezvous.test') };
  };
  const like = (cookie: string, memberId: number) =>
    t.app.inject({ method: 'POST', url: '/api/likes.php', payload: { member_id: memberId }, headers: { cookie } });

  it('mails the first message as a new conversation, naming the sender, linking to it, without its text', async () => {
    const noor = await awayMember('noor@notify.test');
    const sender = await premium();
    const secret = 'Een geheim voor jou alleen';
    const message = await chat.sent(sender.cookie, { member_id: noor.id, text: secret });
    const mails = await queuedTo(t, noor.id);
    expect(mails.map(({ kind, subject }) => ({ kind, subject }))).toEqual([
      { kind: 'notify_conversation', subject: `${sender.name} is een gesprek met je begonnen` },
    ]);
    const link = `https://localhost/chats/${String(message.conversation_id)}`;
    expect(mails[0]?.text).toContain(link);
    expect(mails[0]?.text).toContain(`${sender.name} heeft je een eerste bericht gestuurd`);
    for (const part of [mails[0]?.subject, mails[0]?.text, mails[0]?.html]) expect(part).not.toContain(secret);
    const raw = unfolded(await savedMailTo(t, dir, 'noor@notify.test'));
    expect(raw).not.toContain(secret);
    // A member's mail carries the one-click unsubscribe (RFC 8058) on the origin it was written for.
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/localhost\/api\/unsubscribe\.php\?token=/);
  });

  it('mails a later message as a new message once, and no more of that type within the hour', async () => {
    const sem = await awayMember('sem@notify.test');
    const sender = await premium();
    await chat.sent(sender.cookie, { member_id: sem.id, text: 'Hallo' });
    t.clock.advance(throttleMs + 1000);
    const second = await chat.sent(sender.cookie, { member_id: sem.id, text: 'Ben je er?' });
    await chat.sent(sender.cookie, { member_id: sem.id, text: 'Nog eentje' });
    t.clock.advance(throttleMs - 60_000);
    await chat.sent(sender.cookie, { member_id: sem.id, text: 'En nog een' });
    expect((await queuedTo(t, sem.id)).map((mail) => mail.kind)).toEqual(['notify_conversation', 'notify_message']);
    t.clock.advance(2 * 60_000);
    await chat.sent(sender.cookie, { member_id: sem.id, text: 'Na een uur' });
    const mails = await queuedTo(t, sem.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['notify_conversation', 'notify_message', 'notify_message']);
    expect(mails[1]?.subject).toBe(`Nieuw bericht van ${sender.name}`);
    expect(mails[1]?.text).toContain(`https://localhost/chats/${String(second.conversation_id)}`);
  });

  it("mails a like in the member's language, with a link to the likes", async () => {
    const lena = await awayMember('lena@notify.test', 'de');
    const sender = await premium();
    expect((await like(sender.cookie, lena.id)).statusCode).toBe(200);
    const mails = await queuedTo(t, lena.id);
    expect(mails.map(({ kind, subject }) => ({ kind, subject }))).toEqual([{ kind: 'notify_like', subject: `${sender.name} gefällt dein Profil` }]);
    expect(mails[0]?.text).toContain('Hallo Noor,');
    expect(mails[0]?.text).toContain('https://localhost/likes');
    expect(mails[0]?.origin).toBe('https://localhost');
  });

  it('sends nothing while the member is on the site', async () => {
    const ines = await newMember(t, 'ines@notify.test');
    const sender = await premium();
    await chat.sent(sender.cookie, { member_id: ines.id, text: 'Hallo' });
    expect((await like(sender.cookie, ines.id)).statusCode).toBe(200);
    expect(await queuedTo(t, ines.id)).toEqual([]);
  });

  it('sends nothing of a type the member turned off, and still the types left on', async () => {
    const bo = await awayMember('bo@notify.test');
    await t.db.transaction((tx) => runAccountCommand(tx, bo.id, { type: 'SetNotificationChoices', data: { email: { like: false }, at: t.clock.now() } }));
    const sender = await premium();
    expect((await like(sender.cookie, bo.id)).statusCode).toBe(200);
    await chat.sent(sender.cookie, { member_id: bo.id, text: 'Hallo' });
    expect((await queuedTo(t, bo.id)).map((mail) => mail.kind)).toEqual(['notify_conversation']);
  });

  it('sends nothing while e-mail is disabled (a bounce), nor to an address not confirmed yet', async () => {
    const kim = await awayMember('kim@notify.test');
    await t.db.transaction((tx) => runAccountCommand(tx, kim.id, { type: 'DisableNotifications', data: { reason: 'bounce', at: t.clock.now() } }));
    const unconfirmed = await newMember(t, 'unconfirmed@notify.test', { confirmed: false });
    t.clock.advance(activeWithinMs + 60_000);
    const sender = await premium();
    for (const id of [kim.id, unconfirmed.id]) {
      await chat.sent(sender.cookie, { member_id: id, text: 'Hallo' });
      expect((await like(sender.cookie, id)).statusCode).toBe(200);
      expect(await queuedTo(t, id)).toEqual([]);
    }
  });

  it('queues a mail only with the change that wants it: a rolled-back change leaves none', async () => {
    const vera = await awayMember('vera@notify.test');
    const sender = await premium();
    const like = {
      type: 'LikeGiven' as const,
      data: { from: sender.id, to: vera.id, likedAt: t.clock.now().toISOString() },
      metadata: { streamId: 'likes-test', version: 1, position: 1, occurredAt: t.clock.now() },
    };
    const rolledBack = t.db.transaction(async (tx) => {
      await queueNotificationMails(tx, [like], t.clock.now());
      expect(await tx.query("SELECT 1 FROM mail_outbox WHERE member_id = $1 AND kind = 'notify_like'", [vera.id])).toHaveLength(1);
      throw new Error('the change fails after the mail was queued');
    });
    await expect(rolledBack).rejects.toThrow('the change fails');
    expect(await queuedTo(t, vera.id)).toEqual([]);
  });
});
