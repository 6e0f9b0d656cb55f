import { describe, expect, it } from 'vitest';
import { PhotoView } from '../../io/entities/photo';
import { PhotoQueue } from '../../io/entities/staff';
import { approvesAutomatically } from '../../server/modules/photos/moderation';
import { bodyOf } from './support/body';
import { logIn, useTestApp } from './support/app';
import { drivers } from './support/database';
import { multipart, stripedJpeg, useTemporaryPhotoStorage } from './support/photos';
import { logInDemoStaff } from './support/staff';

describe.each(drivers)('a site\'s photo moderation on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 5, photoStorage: useTemporaryPhotoStorage() });

  it('keeps an upload on the pre-moderated demo site pending until a moderator approves it; the other demo site shows it at once', async () => {
    expect(await approvesAutomatically(t.db, 'localhost')).toBe(false);
    expect(await approvesAutomatically(t.db, 'flirt.localhost')).toBe(true);
    // A site configured before photo moderation was a setting keeps showing uploads at once.
    expect(await approvesAutomatically(t.db, 'unknown.example')).toBe(true);

    const cookie = await logIn(t.app, 'demo@rendezvous.test');
    const body = multipart('photo', await stripedJpeg(50));
    const uploaded = bodyOf(PhotoView, await t.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie } }));
    expect(uploaded.status).toBe('pending');
    const staff = await logInDemoStaff(t.app, t.clock);
    const queue = bodyOf(PhotoQueue, await t.app.inject({ method: 'GET', url: '/api/staff/photos', headers: { host: 'localhost', cookie: staff } }));
    expect(queue.photos.map((photo) => photo.photoId)).toContain(uploaded.id);
  });
});
