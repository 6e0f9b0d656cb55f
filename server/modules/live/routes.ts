import type { FastifyInstance } from 'fastify';
import { liveEventName, type LiveNotice } from '../../../io/entities/live';
import { authenticationRequired, fail, ok } from '../../http/answer';
import { encodeAnswer } from '../../http/encode';
import { memberRoute } from '../../http/route';
import { findViewerCached } from '../../http/session';
import { touchedPayload } from '../../cache/change';
import { ApiError } from '../../../io/errors';
import { findConversationPartner } from '../conversations/read';
import type { LiveHub } from './hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const heartbeatMs = 25_000;
/** How long EventSource waits before it reconnects a dropped stream. */
const reconnectMs = 3_000;

const frame = (notice: LiveNotice): string => `event: ${liveEventName}\ndata: ${JSON.stringify(notice)}\n\n`;

/**
 * GET /api/stream.php: the member's notices as server-sent events, for as long as the tab keeps it open.
 * Not a contract endpoint: its answer is a stream, not one JSON body. POST /api/typing.php tells the other
 * member of a conversation that the member is typing; it is announced, never stored.
 */
export const registerLiveRoutes = (app: FastifyInstance, hub: LiveHub): void => {
  app.get('/api/stream.php', async (request, reply) => {
    const { deps } = app;
    const viewer = await findViewerCached(deps.db, deps.reads, request, deps.clock.now());
    if (viewer === null) {
      const refused = encodeAnswer(ApiError, authenticationRequired());
      return reply.code(refused.status).header('Cache-Control', 'no-store').send(refused.body);
    }
    reply.hijack();
    const { raw } = reply;
    // The security headers the onRequest hook set on the reply; a hijacked reply sends only what is written here.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${String(reconnectMs)}\n\n`);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
    const close = hub.open(viewer.member.id, { send: (notice) => raw.write(frame(notice)), end: () => raw.end() });
    // The tab went away (or the server ended the stream): stop writing and end the answer.
    const stop = (): void => {
      clearInterval(heartbeat);
      close();
      if (!raw.writableEnded) raw.end();
    };
    request.raw.on('close', stop);
    raw.on('close', stop);
    return reply;
  });

  memberRoute(
    app,
    'sendTyping',
    async ({ viewer, body, deps }) => {
      const partner = await findConversationPartner(deps.db, body.conversation_id, viewer.member.id);
      if (partner === undefined) return fail(404, { error: 'not_found' });
      const notice: LiveNotice = { type: 'typing', conversation_id: body.conversation_id };
      await deps.db.announce(touchedPayload({ members: [], sites: false }, [{ to: [partner.id], notice }]));
      return ok({ ok: true as const });
    },
    { rateLimit: { max: 60, timeWindowMs: 60_000, per: 'session' } },
  );
};
