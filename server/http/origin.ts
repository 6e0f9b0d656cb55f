import type { FastifyRequest } from 'fastify';

/** This server's origin as the client addressed it (behind a trusted proxy, its X-Forwarded-Proto and -Host): links in mails, redirect and webhook URLs. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
