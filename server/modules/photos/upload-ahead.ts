import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import { contract } from '../../../io/contract';
import { fail, invalidInput, type Answer } from '../../http/answer';
import { findViewerCached } from '../../http/session';
import type { PhotoFiles } from './photo-files';
import { processPhoto } from './pipeline';
import { readUpload } from './upload';

/** An upload read, checked, re-encoded and its files stored, waiting for its event. */
export interface StoredUpload {
  readonly kind: 'stored';
  readonly memberId: number;
  readonly photoId: string;
  readonly thumbhash: string;
  /** Its event is in the request's transaction: the files stay if that commits. */
  readonly keep: () => void;
}

/** An upload refused before any transaction: no file part named photo, too large, or not a usable image. */
interface RefusedUpload {
  readonly kind: 'missing' | 'too_large' | 'invalid_image';
}

/** The answer to an upload refused before any transaction. */
export const uploadRefused = (reason: RefusedUpload['kind']): Answer<never> => {
  switch (reason) {
    case 'too_large':
      return fail(413, { error: 'payload_too_large', field: 'photo' });
    case 'missing':
      return invalidInput('photo');
    case 'invalid_image':
      return fail(400, { error: 'invalid_image', field: 'photo' });
  }
};

/** What an upload came to before any transaction: refused, or stored. */
export type PreparedUpload = RefusedUpload | StoredUpload;

/** A new photo id: 16 random bytes, so a photo's URL cannot be guessed from another's. */
const newPhotoId = (): string => randomBytes(16).toString('base64url');

const prepare = async (request: FastifyRequest, files: PhotoFiles, memberId: number): Promise<RefusedUpload | Omit<StoredUpload, 'keep'>> => {
  const upload = await readUpload(request);
  if (upload.kind !== 'file') return upload;
  const processed = await processPhoto(upload.bytes);
  if (processed === 'invalid_image') return { kind: 'invalid_image' };
  const photoId = newPhotoId();
  // A write that fails half-way leaves no files behind either.
  await files.store(memberId, photoId, processed.files).catch(async (error: unknown) => {
    await files.remove(memberId, photoId);
    throw error;
  });
  return { kind: 'stored', memberId, photoId, thumbhash: processed.thumbhash };
};

/**
 * An upload endpoint's image work (decode, checks, re-encoding, thumbnails, blurred files, file writes) done
 * before the route runs (POST /api/photos.php, or `endpoint`: a photo sent in chat). A keyed request's handler runs inside the idempotency transaction (http/route.ts),
 * which would hold a database connection (PGlite's only one) for the whole image work; so this wraps the
 * Fastify route of POST /api/photos.php and hands the handler the finished upload (`take`).
 * Before the answer leaves, the files are removed unless the handler recorded the photo and the route answers
 * a success, which it does only once the transaction has committed: so a refusal, a failed transaction, or a retry
 * that found its Idempotency-Key answered already (the handler never ran; the first photo stands) keeps none.
 * Must be called before the upload route is bound.
 */
export const readUploadsAhead = (app: FastifyInstance, files: PhotoFiles, endpoint: { readonly method: string; readonly path: string } = contract.uploadPhoto) => {
  const prepared = new WeakMap<FastifyRequest, PreparedUpload>();
  const recorded = new WeakSet<FastifyRequest>();
  const { method, path } = endpoint;

  const prepareThenRoute = (runRoute: RouteHandlerMethod): RouteHandlerMethod =>
    async function (this: FastifyInstance, request, reply) {
      const viewer = await findViewerCached(app.deps.db, app.deps.reads, request, app.deps.clock.now());
      // A visitor's upload is not read: the route answers 403 without asking for it.
      if (viewer !== null) {
        const upload = await prepare(request, files, viewer.member.id);
        prepared.set(request, upload.kind === 'stored' ? { ...upload, keep: () => recorded.add(request) } : upload);
      }
      return runRoute.call(this, request, reply);
    };

  const removeUnrecorded: onSendAsyncHookHandler = async (request, reply, payload) => {
    const upload = prepared.get(request);
    if (upload?.kind === 'stored' && !(recorded.has(request) && reply.statusCode >= 200 && reply.statusCode < 300)) {
      await files.remove(upload.memberId, upload.photoId).catch((error: unknown) => {
        request.log.warn({ err: error, photoId: upload.photoId }, 'the files of an unrecorded upload were not removed');
      });
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (route.method !== method || route.url !== path) return;
    route.handler = prepareThenRoute(route.handler);
    const others = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...others, removeUnrecorded];
  });

  return {
    /** The upload read ahead for this request by this member; throws when there is none (the route was bound before this). */
    take: (request: FastifyRequest, memberId: number): PreparedUpload => {
      const upload = prepared.get(request);
      if (upload === undefined || (upload.kind === 'stored' && upload.memberId !== memberId)) throw new Error('the upload was not read ahead of its route');
      return upload;
    },
  };
};
