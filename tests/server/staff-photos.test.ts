import { describe, expect, it } from 'vitest';
import { AuditLog, PhotoQueue } from '../../io/entities/staff';
import { PhotoList } from '../../io/entities/photo';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { demoPhotoId } from '../../server/demo/photos';
import { runPhotoCommand } from '../../server/modules/photos/commands';
import { addEnrolledStaff, logInDemoStaff, logInStaff, staffSecret } from './support/staff';

describe.each(drivers)('photo moderation from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5 });
  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } });
  const post = (url: string, cookie: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie }, payload });
  const premiumId = async () => Number((await t.db.query<{ id: string }>("SELECT id::text AS id FROM members WHERE email = 'premium@rendezvous.test'"))[0]?.id);
  const queue = async (cookie: string) => bodyOf(PhotoQueue, await get('/api/staff/photos', cookie));
  const photosSeenBy = async (memberId: number, cookie: string) => bodyOf(PhotoList, await get(`/api/photos.php?member=${String(memberId)}`, cookie)).photos.map((p) => p.id);

  it('lists pending photos with a file only staff and the owner may fetch; approving shows it to other members', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const premium = await premiumId();
    const { photos, total } = await queue(staff);
    expect(total).toBe(photos.length);
    const waiting = photos.find((photo) => photo.memberId === premium);
    if (waiting === undefined) throw new Error('the demo has a pending photo of the premium member');
    expect(waiting).toMatchObject({ memberName: 'Premium', site: 'localhost' });
    const member = await logIn(t.app);
    expect((await get(waiting.url, staff)).statusCode).toBe(200);
    expect((await get(waiting.url, member)).statusCode).toBe(404);
    expect(await photosSeenBy(premium, member)).not.toContain(waiting.photoId);

    const approved = await post('/api/staff/photos/approve', staff, { memberId: premium, photoId: waiting.photoId });
    expect(approved.statusCode).toBe(200);
    // A second moderator a moment later changes nothing (the audit below has one entry).
    expect((await post('/api/staff/photos/approve', staff, { memberId: premium, photoId: waiting.photoId })).statusCode).toBe(200);
    expect(await photosSeenBy(premium, member)).toContain(waiting.photoId);
    expect((await queue(staff)).photos.map((photo) => photo.photoId)).not.toContain(waiting.photoId);
    const audit = bodyOf(AuditLog, await get(`/api/staff/audit?action=PhotoApproved&member=${String(premium)}`, staff));
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'PhotoApproved', memberId: premium, staffName: 'Demo Staff', reason: null })]);
  });

  it('rejects with a reason from the list, kept for the owner; an unknown reason is refused naming the field', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const premium = await premiumId();
    const photoId = (await t.db.query<{ id: string }>("SELECT id FROM photos WHERE member_id = $1 AND status = 'active' AND NOT main LIMIT 1", [premium]))[0]?.id;
    const bad = await post('/api/staff/photos/reject', staff, { memberId: premium, photoId, reason: 'ugly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_input', field: 'reason' });
    expect((await post('/api/staff/photos/reject', staff, { memberId: premium, photoId, reason: 'contact_details' })).statusCode).toBe(200);
    expect(await t.db.query('SELECT status, rejection_reason FROM photos WHERE id = $1', [photoId])).toEqual([{ status: 'rejected', rejection_reason: 'contact_details' }]);
    const audit = bodyOf(AuditLog, await get('/api/staff/audit?action=PhotoRejected', staff));
    expect(audit.entries[0]).toMatchObject({ memberId: premium, reason: 'contact_details', staffName: 'Demo Staff' });
  });

  it('keeps a moderator of another site away from this site\'s photos', async () => {
    await addEnrolledStaff(t.db, 'flirt-moderator@staff.test', ['moderator'], t.clock.now(), ['flirt.localhost']);
    const elsewhere = await logInStaff(t.app, t.clock, 'flirt-moderator@staff.test', 'staff-password', staffSecret);
    const premium = await premiumId();
    expect((await queue(elsewhere)).photos.filter((photo) => photo.site === 'localhost')).toEqual([]);
    const photoId = (await t.db.query<{ id: string }>('SELECT id FROM photos WHERE member_id = $1 LIMIT 1', [premium]))[0]?.id;
    expect((await post('/api/staff/photos/approve', elsewhere, { memberId: premium, photoId })).statusCode).toBe(404);
  });

  it('answers a photo its owner deleted meanwhile with a conflict, which the console does not read as its session\'s end', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const premium = await premiumId();
    const photoId = demoPhotoId(premium, 20);
    const recipe = { style: 'lorelei', seed: 'late', background: 'ffdfbf', flip: false } as const;
    await t.db.transaction((tx) =>
      runPhotoCommand(tx, { type: 'UploadPhoto', data: { memberId: premium, photoId, source: { kind: 'avatar', recipe }, premium: true, autoApprove: false, at: t.clock.now() } }),
    );
    const waiting = (await queue(staff)).photos.find((photo) => photo.photoId === photoId);
    if (waiting === undefined) throw new Error('the new upload waits in the queue');
    const owner = await logIn(t.app, 'premium@rendezvous.test');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/photos.php?id=${waiting.photoId}`, headers: { host: 'localhost', cookie: owner } });
    expect(deleted.statusCode).toBe(200);
    const late = await post('/api/staff/photos/approve', staff, { memberId: premium, photoId: waiting.photoId });
    expect([late.statusCode, late.json()]).toEqual([409, { error: 'conflict' }]);
  });
});
