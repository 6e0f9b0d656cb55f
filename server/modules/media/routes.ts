import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { avatarSvg, parseAvatarFile } from './avatar';

const version = 'v1';

/** GET /media/avatars/:file, under settings.cdn_prefix '/media/'. Not an /api call: no contract entry. */
export const registerMediaRoutes = (app: FastifyInstance): void => {
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const avatar = parseAvatarFile(request.params.file);
    if (avatar === undefined) {
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
