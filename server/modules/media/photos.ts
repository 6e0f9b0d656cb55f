import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { findViewer } from '../../http/session';
import type { PhotoFiles } from '../photos/photo-files';
import { findPhoto } from '../photos/read';
import { parsePhotoFile } from '../photos/variants';
import { cachingOf, mayFetch } from '../photos/visibility';

const memberPattern = /^[1-9]\d{0,15}$/;

/**
 * GET /media/photos/:member/:file, under settings.cdn_prefix '/media/'. Who may have the file is checked
 * on every request, by session: a clear file of a photo that is not main answers 404 to a free member or
 * a visitor, even at the exact URL a premium member's list named. A 404 rather than a 403: it does not
 * tell that the photo exists.
 */
export const registerPhotoMedia = (app: FastifyInstance, files: PhotoFiles): void => {
  app.get<{ Params: { member: string; file: string } }>('/media/photos/:member/:file', async (request, reply) => {
    const wanted = parsePhotoFile(request.params.file);
    if (wanted === undefined || !memberPattern.test(request.params.member)) {
      notFound(reply);
      return reply;
    }
    const { db, clock } = app.deps;
    const photo = await findPhoto(db, Number(request.params.member), wanted.photoId);
    const viewer = photo === undefined ? null : await findViewer(db, request, clock.now());
    const photoViewer = viewer === null ? null : { memberId: viewer.member.id, premium: viewer.member.paid_user };
    const bytes = photo !== undefined && mayFetch(photo, photoViewer, wanted.variant) ? await files.file(photo, wanted.variant) : undefined;
    if (photo === undefined || bytes === undefined) {
      notFound(reply);
      return reply;
    }
    // A photo's id and variant name one content for ever (a new upload is a new id).
    const etag = `"${wanted.photoId}-${wanted.variant}"`;
    reply
      .header('Cache-Control', cachingOf(photo, wanted.variant))
      .header('Vary', 'Cookie')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(bytes);
  });
};
