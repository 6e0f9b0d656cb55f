import type { FastifyRequest } from 'fastify';
// The request methods (isMultipart, file) and multipartErrors that @fastify/multipart adds, registered in server/app.ts.
import type {} from '@fastify/multipart';
import { maxUploadBytes } from './pipeline';

/** The bytes of the request's one file field `photo`, or why there are none. */
export type Upload = { readonly kind: 'file'; readonly bytes: Buffer } | { readonly kind: 'missing' } | { readonly kind: 'too_large' };

const isTooLarge = (request: FastifyRequest, error: unknown): boolean => error instanceof request.server.multipartErrors.RequestFileTooLargeError;

/**
 * Reads the upload: multipart/form-data with exactly one part, a file named `photo`, at most
 * `maxUploadBytes` (a bigger one is cut off and refused, never read whole into memory).
 */
export const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  if (!request.isMultipart()) return { kind: 'missing' };
  try {
    const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1, fields: 0, parts: 1 } });
    if (file?.fieldname !== 'photo') return { kind: 'missing' };
    return { kind: 'file', bytes: await file.toBuffer() };
  } catch (error) {
    if (isTooLarge(request, error)) return { kind: 'too_large' };
    // Any other multipart failure (more parts than one, a malformed body) is the request's shape.
    return { kind: 'missing' };
  }
};
