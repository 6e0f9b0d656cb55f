import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { findViewer } from '../../http/session';
import { chatPhotoAccess, chatPhotoCaching, mayFetchChatPhoto } from '../conversations/chat-photo-files';
import type { PhotoFiles, StoredPhoto } from '../photos/photo-files';
import { findPhoto } from '../photos/read';
import { moderatorMaySee } from '../staff/read';
import { parsePhotoFile, type Variant } from '../photos/variants';
import { cachingOf, mayFetch } from '../photos/visibility';

const memberPattern = /^[1-9]\d{0,15}$/;

interface ServedFile {
  readonly photo: StoredPhoto;
  /** Whether the request's viewer may have this file. */
  readonly allowed: boolean;
  readonly caching: string;
}

/** The photo a file belongs to (a profile photo, else a photo sent in chat), whether the viewer may have it, and its caching. */
const servedFile = async (
  app: FastifyInstance,
  request: FastifyRequest,
  memberId: number,
  { photoId, variant }: { photoId: string; variant: Variant },
): Promise<ServedFile | undefined> => {
  const { db, clock } = app.deps;
  const viewerOf = async () => {
    const viewer = await findViewer(db, request, clock.now());
    return viewer === null ? null : { memberId: viewer.member.id, premium: viewer.member.paid_user };
  };
  const photo = await findPhoto(db, memberId, photoId);
  if (photo !== undefined) {
    // A moderator judges any photo of their sites, pending or rejected too (never stored: cachingOf).
    const allowed = mayFetch(photo, await viewerOf(), variant) || (await moderatorMaySee(db, request, clock.now(), memberId));
    return { photo, allowed, caching: cachingOf(photo, variant) };
  }
  const chat = await chatPhotoAccess(db, { senderId: memberId, photoId, viewer: await viewerOf() });
  return chat === undefined ? undefined : { photo: chat.photo, allowed: mayFetchChatPhoto(chat.access, variant), caching: chatPhotoCaching(variant) };
};

/**
 * GET /media/photos/:member/:file, under settings.cdn_prefix '/media/'. Who may have the file is checked
 * on every request, by session: a clear file of a photo that is not main answers 404 to a free member or
 * a visitor, even at the exact URL a premium member's list named. A 404 rather than a 403: it does not
 * tell that the photo exists. A photo sent in chat is served here too (its files are stored as the sender's),
 * to the conversation's two members only.
 */
export const registerPhotoMedia = (app: FastifyInstance, files: PhotoFiles): void => {
  app.get<{ Params: { member: string; file: string } }>('/media/photos/:member/:file', async (request, reply) => {
    const wanted = parsePhotoFile(request.params.file);
    if (wanted === undefined || !memberPattern.test(request.params.member)) {
      notFound(reply);
      return reply;
    }
    const served = await servedFile(app, request, Number(request.params.member), wanted);
    const bytes = served?.allowed === true ? await files.file(served.photo, wanted.variant) : undefined;
    if (served === undefined || bytes === undefined) {
      notFound(reply);
      return reply;
    }
    // A photo's id and variant name one content for ever (a new upload is a new id).
    const etag = `"${wanted.photoId}-${wanted.variant}"`;
    reply
      .header('Cache-Control', served.caching)
      .header('Vary', 'Cookie')
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(bytes);
  });
};
