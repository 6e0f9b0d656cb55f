import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AuditLog, QueueCounts } from '../../io/entities/staff';
import { TextQueue } from '../../io/entities/text-moderation';
import { bodyOf } from './support/body';
import { logIn, sessionCookieOf, useTestApp } from './support/app';
import { drivers } from './support/database';
import { idOf } from './support/members';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

describe.each(drivers)('the text queue of the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 10 });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });
  const queue = async (staff: string) => bodyOf(TextQueue, await send('GET', '/api/staff/texts', staff));
  const flaggedOf = async (staff: string, memberId: number) => (await queue(staff)).texts.filter((text) => text.memberId === memberId);
  const writeAbout = async (cookie: string, about: string) => {
    const answer = await send('PUT', '/api/profile.php', cookie, { about });
    expect(answer.statusCode).toBe(200);
  };
  const aboutOf = async (cookie: string) => bodyOf(contract.getProfile.response, await send('GET', '/api/profile.php', cookie)).about;

  it('queues an about text the rules flag when it is saved, with what matched where, and lets it go when the member writes a clean one', async () => {
    const member = await logIn(t.app, 'premium@rendezvous.test');
    const memberId = await idOf(t.db, 'premium@rendezvous.test');
    const staff = await logInDemoStaff(t.app, t.clock);
    const before = bodyOf(QueueCounts, await send('GET', '/api/staff/queues', staff)).texts;
    // The demo's two members whose about texts wait (server/demo/texts.ts), with the site's words (WhatsApp, Snapchat).
    expect((await queue(staff)).texts.map((text) => text.flags)).toEqual([['email', 'phone', 'word'], ['link', 'word']]);
    const about = 'Hoi! Stuur me een berichtje op Snapchat of bel 06-12345678.';
    await writeAbout(member, about);
    // The member sees the text as written while it waits.
    expect(await aboutOf(member)).toBe(about);
    expect(await flaggedOf(staff, memberId)).toEqual([{
      memberId, memberName: 'Premium', site: 'localhost', field: 'about', text: about, flags: ['phone', 'word'],
      matches: [{ rule: 'word', start: 31, end: 39, part: 'Snapchat' }, { rule: 'phone', start: 47, end: 58, part: '06-12345678' }],
      flaggedAt: t.clock.now().toISOString(),
    }]);
    expect(bodyOf(QueueCounts, await send('GET', '/api/staff/queues', staff)).texts).toBe(before + 1);
    // The queue is oldest first: the demo's two flagged texts come before it.
    const texts = (await queue(staff)).texts;
    expect(texts.map((text) => text.flaggedAt)).toEqual([...texts.map((text) => text.flaggedAt)].sort());
    expect(texts.length).toBe(before + 1);

    await writeAbout(member, 'Hoi! Ik hou van wandelen en goede koffie.');
    expect(await flaggedOf(staff, memberId)).toEqual([]);
    expect(bodyOf(QueueCounts, await send('GET', '/api/staff/queues', staff)).texts).toBe(before);
  });

  it('queues a name chosen at signup that the rules flag', async () => {
    const signup = await t.app.inject({
      method: 'POST', url: '/api/signup.php', headers: { host: 'localhost' },
      payload: { email: 'linkname@example.test', name: 'Kim www.kim.nl', password: 'a long password', date_of_birth: '1990-05-01', gender: 'female', language: 'nl' },
    });
    expect(signup.statusCode).toBe(201);
    const memberId = await idOf(t.db, 'linkname@example.test');
    const staff = await logInDemoStaff(t.app, t.clock);
    expect(await flaggedOf(staff, memberId)).toEqual([
      expect.objectContaining({ field: 'name', text: 'Kim www.kim.nl', flags: ['link'], matches: [{ rule: 'link', start: 4, end: 14, part: 'www.kim.nl' }] }),
    ]);
    // A name edited by a moderator: what others see from now on, and the greeting of the mail.
    const edited = await send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'name', text: 'Kim www.kim.nl', replacement: ' Kim ', reason: 'link' });
    expect(edited.statusCode).toBe(200);
    expect(await t.db.query('SELECT name FROM members WHERE id = $1', [memberId])).toEqual([{ name: 'Kim' }]);
    const [mail] = await t.db.query<{ subject: string; text: string; language: string }>(
      "SELECT subject, text, language FROM mail_outbox WHERE kind = 'moderation_text_edit' AND member_id = $1", [memberId],
    );
    expect(mail?.language).toBe('nl');
    expect(mail?.subject).toBe('Je profiel op Rendezvous is aangepast');
    expect(mail?.text).toContain('Hoi Kim,');
    expect(mail?.text).toContain('Ons team heeft je naam op Rendezvous aangepast.');
    expect(mail?.text).toContain('links naar andere websites horen niet in een profiel');
    expect(sessionCookieOf(signup)).toBeTruthy();
  });

  it('approves a flagged text: it leaves the queue, the audit names who; a second approval answers 409', async () => {
    const member = await logIn(t.app, 'demo@rendezvous.test');
    const memberId = await idOf(t.db, 'demo@rendezvous.test');
    const about = 'Mijn site: anna.nl';
    await writeAbout(member, about);
    const staff = await logInDemoStaff(t.app, t.clock);
    const approved = await send('POST', '/api/staff/texts/approve', staff, { memberId, field: 'about', text: about });
    expect(approved.statusCode).toBe(200);
    expect(await flaggedOf(staff, memberId)).toEqual([]);
    expect(await aboutOf(member)).toBe(about);
    const again = await send('POST', '/api/staff/texts/approve', staff, { memberId, field: 'about', text: about });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'conflict' }]);
    const audit = bodyOf(AuditLog, await send('GET', `/api/staff/audit?action=TextApproved&member=${String(memberId)}`, staff));
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'TextApproved', memberId, staffName: 'Demo Staff', reason: null })]);
  });

  it('edits a flagged text: the profile shows the new text to the member and to others, and the member is mailed why in their language', async () => {
    const member = await logIn(t.app, 'premium@rendezvous.test');
    const memberId = await idOf(t.db, 'premium@rendezvous.test');
    expect((await send('PUT', '/api/user.php', member, { language: 'de' })).statusCode).toBe(200);
    const about = 'Schreib mir: premium.kim@example.com\nIch freue mich!';
    await writeAbout(member, about);
    const other = await logIn(t.app, 'demo@rendezvous.test');
    const seenByOther = async () => bodyOf(contract.getMember.response, await send('GET', `/api/member.php?id=${String(memberId)}`, other)).about;
    expect(await seenByOther()).toBe(about);

    const staff = await logInDemoStaff(t.app, t.clock);
    const replacement = 'Schreib mir hier auf der Seite.\nIch freue mich!';
    const edited = await send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'about', text: about, replacement, reason: 'contact_details' });
    expect(edited.statusCode).toBe(200);
    expect(await aboutOf(member)).toBe(replacement);
    expect(await seenByOther()).toBe(replacement);
    expect(await flaggedOf(staff, memberId)).toEqual([]);
    const mails = await t.db.query<{ subject: string; text: string; language: string; to_address: string }>(
      "SELECT subject, text, language, to_address FROM mail_outbox WHERE kind = 'moderation_text_edit' AND member_id = $1", [memberId],
    );
    expect(mails).toEqual([expect.objectContaining({ language: 'de', to_address: 'premium@rendezvous.test', subject: 'Dein Profil bei Rendezvous wurde geändert' })]);
    expect(mails[0]?.text).toContain('Der Grund: Kontaktdaten wie eine E-Mail-Adresse oder Telefonnummer gehören nicht in ein Profil.');
    expect(mails[0]?.text).toContain(replacement);
    expect(mails[0]?.text).not.toContain('premium.kim@example.com');
    const audit = bodyOf(AuditLog, await send('GET', `/api/staff/audit?action=TextEdited&member=${String(memberId)}`, staff));
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'TextEdited', memberId, staffName: 'Demo Staff', reason: 'contact_details' })]);
  });

  it('answers 409 to a decision on a text the member changed meanwhile, and 400 to an edit the field cannot hold', async () => {
    const member = await logIn(t.app, 'demo@rendezvous.test');
    const memberId = await idOf(t.db, 'demo@rendezvous.test');
    const first = 'Bel me: 0612345678';
    await writeAbout(member, first);
    const staff = await logInDemoStaff(t.app, t.clock);
    const second = 'Bel me: 0687654321';
    await writeAbout(member, second);
    for (const decision of [
      send('POST', '/api/staff/texts/approve', staff, { memberId, field: 'about', text: first }),
      send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'about', text: first, replacement: 'Hallo', reason: 'contact_details' }),
    ]) {
      const answer = await decision;
      expect([answer.statusCode, answer.json()]).toEqual([409, { error: 'conflict' }]);
    }
    expect((await flaggedOf(staff, memberId)).map((text) => text.text)).toEqual([second]);
    expect(await aboutOf(member)).toBe(second);
    // A text the field cannot hold, or the same text, is no edit.
    for (const replacement of [second, 'x'.repeat(2001)]) {
      const answer = await send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'about', text: second, replacement, reason: 'contact_details' });
      expect([answer.statusCode, answer.json()]).toEqual([400, { error: 'invalid_input', field: 'replacement' }]);
    }
    const name = await send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'name', text: 'Demo', replacement: 'D', reason: 'link' });
    expect(name.statusCode).toBe(409);
    const reason = await send('POST', '/api/staff/texts/edit', staff, { memberId, field: 'about', text: second, replacement: 'Hallo', reason: 'rude' });
    expect([reason.statusCode, reason.json()]).toEqual([400, { error: 'invalid_input', field: 'reason' }]);
  });

  it('keeps a moderator of another site away from this site\'s texts', async () => {
    const member = await logIn(t.app, 'demo@rendezvous.test');
    const memberId = await idOf(t.db, 'demo@rendezvous.test');
    const about = 'Mail: demo.person@example.com';
    await writeAbout(member, about);
    await addEnrolledStaff(t.db, 'flirt-texts@staff.test', ['moderator'], t.clock.now(), ['flirt.localhost']);
    const elsewhere = await logInStaff(t.app, t.clock, 'flirt-texts@staff.test', 'staff-password', staffSecret);
    expect((await queue(elsewhere)).texts.filter((text) => text.site === 'localhost')).toEqual([]);
    expect(bodyOf(QueueCounts, await send('GET', '/api/staff/queues', elsewhere)).texts).toBe(0);
    const refused = await send('POST', '/api/staff/texts/approve', elsewhere, { memberId, field: 'about', text: about });
    expect(refused.statusCode).toBe(404);
    expect(await flaggedOf(await logInDemoStaff(t.app, t.clock), memberId)).toHaveLength(1);
  });
});
