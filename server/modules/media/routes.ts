import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { Queryable } from '../../db/database';
import { findMember } from '../members/find';
import { mainImageOf } from '../members/member-row';
import type { PhotoFiles } from '../photos/photo-files';
import { avatarSvg, parseAvatarFile, type AvatarSize } from './avatar';
import { registerPhotoMedia } from './photos';

const version = 'v1';

/** Whether `file` is the active main photo (or its thumbnail) of an existing member. */
const isActivePhoto = async (db: Queryable, id: number, size: AvatarSize, file: string): Promise<boolean> => {
  const member = await findMember(db, id);
  const image = member === undefined ? null : mainImageOf(member);
  if (image === null || image.status !== 'active') return false;
  return (size === 'full' ? image.filename : image.thumb_filename) === `avatars/${file}`;
};

/**
 * GET /media/photos/... (members' photos) and /media/avatars/:file, under settings.cdn_prefix '/media/'.
 * Not /api calls: no contract entries. The avatars are the SVG silhouettes that main_image named before
 * photos existed: kept so a database seeded then still shows them; the demo seed now gives photos.
 */
export const registerMediaRoutes = (app: FastifyInstance, photoFiles: PhotoFiles): void => {
  registerPhotoMedia(app, photoFiles);
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const avatar = parseAvatarFile(request.params.file);
    // Only an existing member's active photo: a guessed id, or a photo removed or not yet approved, is a 404.
    if (avatar === undefined || !(await isActivePhoto(app.deps.db, avatar.id, avatar.size, request.params.file))) {
      notFound(reply);
      return reply;
    }
    const etag = `"avatar-${avatar.id}-${avatar.size}-${version}"`;
    reply
      .header('Cache-Control', 'public, max-age=604800')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // An SVG opened on its own is a document: it may not run scripts or load anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(avatarSvg(avatar.id, avatar.size));
  });
};
