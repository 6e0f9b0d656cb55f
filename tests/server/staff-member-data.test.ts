import { describe, expect, it } from 'vitest';
import { AuditLog } from '../../io/entities/staff';
import { MemberDataExport } from '../../io/entities/support';
import { runErasurePass } from '../../server/modules/leaving/erasure-job';
import { createPhotoFiles } from '../../server/modules/photos/photo-files';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { joinMember } from './support/leaving';
import { useTemporaryPhotoStorage } from './support/photos';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

const dayMs = 86_400_000;

describe.each(drivers)('export and erasure from the staff console on %s', (driver) => {
  const storage = useTemporaryPhotoStorage();
  const t = useTestApp(driver, { demoMembers: 0, photoStorage: storage });
  const send = (url: string, cookie: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie }, payload });
  const audit = async (cookie: string, action: string, memberId: number) =>
    bodyOf(AuditLog, await t.app.inject({ method: 'GET', url: `/api/staff/audit?action=${action}&member=${String(memberId)}`, headers: { host: 'localhost', cookie } })).entries;
  const flirtSupport = async (email: string) => {
    await addEnrolledStaff(t.db, email, ['support'], t.clock.now(), ['flirt.localhost']);
    return logInStaff(t.app, t.clock, email, 'staff-password', staffSecret);
  };
  const pass = () => runErasurePass({ db: t.db, clock: t.clock, files: createPhotoFiles(storage), log: (message, error) => { throw new Error(message, { cause: error }); } });

  it('answers support the member\'s own export, and the audit names who exported it and why', async () => {
    const member = await joinMember(t, 'export-me@staff.test', { name: 'Exportina' });
    const own = await t.app.inject({ method: 'GET', url: '/api/export.php', headers: { host: 'localhost', cookie: member.cookie } });
    const staff = await logInDemoStaff(t.app, t.clock);
    const answer = await send('/api/staff/members/export', staff, { memberId: member.id, reason: 'Asked by mail on 26 November' });
    expect(answer.statusCode).toBe(200);
    const file = bodyOf(MemberDataExport, answer);
    expect(file).toMatchObject({ member_id: member.id, site: 'localhost', account: { email: 'export-me@staff.test', name: 'Exportina' } });
    // The same file as the member's own download, but for the moment it was made.
    const { exported_at: _ownAt, ...ownParts } = own.json<Record<string, unknown>>();
    const { exported_at: _staffAt, ...staffParts } = answer.json<Record<string, unknown>>();
    expect(staffParts).toEqual(ownParts);
    expect(await audit(staff, 'MemberDataExported', member.id)).toEqual([
      expect.objectContaining({ staffName: 'Demo Staff', memberId: member.id, reason: 'Asked by mail on 26 November' }),
    ]);

    const noReason = await send('/api/staff/members/export', staff, { memberId: member.id, reason: '' });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { error: 'invalid_input', field: 'reason' }]);
    const otherSite = await send('/api/staff/members/export', await flirtSupport('flirt-export@staff.test'), { memberId: member.id, reason: 'Not mine' });
    expect([otherSite.statusCode, otherSite.json()]).toEqual([404, { error: 'not_found' }]);
    expect(await audit(staff, 'MemberDataExported', member.id)).toHaveLength(1);
  });

  it('requests erasure with a reason: the member\'s own deletion follows, then the erasure after 14 days, and the audit names who and why', async () => {
    const member = await joinMember(t, 'erase-me@staff.test', { name: 'Wisselien' });
    const staff = await logInDemoStaff(t.app, t.clock);
    const otherSite = await send('/api/staff/members/erasure', await flirtSupport('flirt-erasure@staff.test'), { memberId: member.id, reason: 'Not mine' });
    expect(otherSite.statusCode).toBe(404);
    const noReason = await send('/api/staff/members/erasure', staff, { memberId: member.id, reason: '' });
    expect([noReason.statusCode, noReason.json()]).toEqual([400, { error: 'invalid_input', field: 'reason' }]);

    expect((await send('/api/staff/members/erasure', staff, { memberId: member.id, reason: 'Asked by letter, identity checked' })).statusCode).toBe(200);
    const row = async () => (await t.db.query<{ profile_status: string; email: string | null }>('SELECT profile_status, email FROM members WHERE id = $1', [member.id]))[0];
    expect(await row()).toEqual({ profile_status: 'deleted', email: 'erase-me@staff.test' });
    // Every session ended, and the member is mailed the link that undoes it within the 14 days, as after their own deletion.
    expect(await t.db.query('SELECT 1 FROM sessions WHERE member_id = $1', [member.id])).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const mails = await t.db.query<{ to_address: string }>("SELECT to_address FROM mail_outbox WHERE kind = 'deletion' AND member_id = $1", [member.id]);
    expect(mails.map((mail) => mail.to_address)).toEqual(['erase-me@staff.test']);
    const again = await send('/api/staff/members/erasure', staff, { memberId: member.id, reason: 'Twice' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'account_deleted' }]);

    t.clock.advance(14 * dayMs);
    expect(await pass()).toBe(1);
    expect(await row()).toEqual({ profile_status: 'erased', email: null });
    expect(await audit(await logInDemoStaff(t.app, t.clock), 'ErasureRequested', member.id)).toEqual([
      expect.objectContaining({ staffName: 'Demo Staff', memberId: member.id, reason: 'Asked by letter, identity checked' }),
    ]);
  });
});
