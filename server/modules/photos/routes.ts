import type { Queryable } from '../../db/database';
import type { FastifyInstance } from 'fastify';
import { fail, ok, type Answer } from '../../http/answer';
import { memberRoute, route } from '../../http/route';
import { findMember } from '../members/find';
import { runPhotoCommand } from './commands';
import type { PhotoRejection } from './decide';
import type { PhotoFiles } from './photo-files';
import { listOf, photoViewerOf, viewOf } from './list';
import { findPhoto } from './read';
import { readUploadsAhead, uploadRefused } from './upload-ahead';

export interface PhotoRouteOptions {
  readonly files: PhotoFiles;
  /** Whether the site approves a checked upload at once (moderation.ts; tests fix it). */
  readonly approvesAutomatically: (q: Queryable, domain: string) => boolean | Promise<boolean>;
}

const refused = (reason: PhotoRejection): Answer<never> => {
  switch (reason) {
    case 'photo_limit_reached':
      return fail(409, { error: 'photo_limit_reached' });
    case 'photo_not_found':
      return fail(404, { error: 'not_found' });
    case 'photo_rejected':
      return fail(409, { error: 'conflict' });
  }
};

/** /api/photos.php: upload (multipart), list as the viewer may see them, choose the main photo, delete. */
export const registerPhotoRoutes = (app: FastifyInstance, options: PhotoRouteOptions): void => {
  const { files } = options;
  const uploads = readUploadsAhead(app, files);

  memberRoute(app, 'uploadPhoto', async ({ request, viewer, now, site, transaction }) => {
    const upload = uploads.take(request, viewer.member.id);
    if (upload.kind !== 'stored') return uploadRefused(upload.kind);
    const { memberId, photoId } = upload;
    const { domain } = await site();
    // The image work and the files are done (upload-ahead.ts): the transaction only records the event.
    return transaction(async (tx) => {
      const autoApprove = await options.approvesAutomatically(tx, domain);
      const decision = await runPhotoCommand(tx, {
        type: 'UploadPhoto',
        data: { memberId, photoId, source: { kind: 'upload', thumbhash: upload.thumbhash }, premium: viewer.member.paid_user, autoApprove, at: now },
      });
      if (decision.kind === 'rejected') return refused(decision.reason);
      upload.keep();
      const photo = await findPhoto(tx, memberId, photoId);
      const view = photo === undefined ? undefined : await viewOf(files, photo, photoViewerOf(viewer));
      if (view === undefined) throw new Error(`photo ${photoId} was not recorded`);
      return ok(view, 201);
    });
  });

  route(app, 'getPhotos', async ({ query, db, viewer }) => {
    const member = await findMember(db, query.member);
    if (member === undefined) return fail(404, { error: 'not_found' });
    return ok(await listOf(db, files, query.member, photoViewerOf(await viewer())));
  });

  memberRoute(app, 'chooseMainPhoto', async ({ body, viewer, now, db, transaction }) => {
    const memberId = viewer.member.id;
    const decision = await transaction((tx) => runPhotoCommand(tx, { type: 'ChooseMainPhoto', data: { memberId, photoId: body.id, at: now } }));
    if (decision.kind === 'rejected') return refused(decision.reason);
    return ok(await listOf(db, files, memberId, photoViewerOf(viewer)));
  });

  memberRoute(app, 'deletePhoto', async ({ query, viewer, now, db, transaction }) => {
    const memberId = viewer.member.id;
    const decision = await transaction((tx) => runPhotoCommand(tx, { type: 'DeletePhoto', data: { memberId, photoId: query.id, at: now } }));
    if (decision.kind === 'rejected') return refused(decision.reason);
    // After the event is recorded: a failed removal leaves unreachable files, never a photo without them.
    await files.remove(memberId, query.id);
    return ok(await listOf(db, files, memberId, photoViewerOf(viewer)));
  });
};
