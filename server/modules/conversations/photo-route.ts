import type { FastifyInstance } from 'fastify';
import { contract } from '../../../io/contract';
import { memberRoute } from '../../http/route';
import type { PhotoFiles } from '../photos/photo-files';
import { readUploadsAhead, uploadRefused } from '../photos/upload-ahead';
import { sendMessage } from './send';

/**
 * POST /api/chat-photo.php?conversation_id= | ?member_id=: a photo sent in a conversation. The image work and
 * its files are done before the transaction, as a profile photo's (photos/upload-ahead.ts: same checks and
 * limits, and the files of a refused, failed or replayed request are removed again); the transaction charges
 * photo_credits and records the message. The photo is none of the sender's profile photos: no photo event,
 * no photo limit, never on the profile.
 */
export const registerChatPhotoRoute = (app: FastifyInstance, files: PhotoFiles): void => {
  const uploads = readUploadsAhead(app, files, contract.sendChatPhoto);
  memberRoute(app, 'sendChatPhoto', async ({ request, viewer, query, now, site, transaction }) => {
    const upload = uploads.take(request, viewer.member.id);
    if (upload.kind !== 'stored') return uploadRefused(upload.kind);
    const { settings } = await site();
    const photo = { photoId: upload.photoId, source: { kind: 'upload', thumbhash: upload.thumbhash } } as const;
    return transaction(async (tx) => {
      const answer = await sendMessage(tx, { sender: viewer.member, target: query, content: { kind: 'photo', photo }, settings, at: now });
      if (answer.ok) upload.keep();
      return answer;
    });
  });
};
