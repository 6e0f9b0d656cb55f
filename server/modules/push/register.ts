import type { FastifyInstance } from 'fastify';
import { isKnownPushService } from './endpoints';
import { registerPushRoutes } from './routes';
import { startPushSender } from './sender';
import { fetchTransport, type PushTransport } from './transport';
import type { VapidKeys } from './vapid';

export interface PushOptions {
  /** How pushes reach their push service (default: fetch). */
  readonly transport?: PushTransport;
  /** Which subscription endpoints are accepted (default: the known push services over https). */
  readonly allowsEndpoint?: (endpoint: string) => boolean;
  /** How often the sender looks for due pushes without being woken (retries). */
  readonly pollMs?: number;
}

/** POST /api/user.php?push=1 and the push outbox's sender, running while the app is open. */
export const registerPush = (app: FastifyInstance, keys: VapidKeys, options: PushOptions = {}): void => {
  const { db, clock } = app.deps;
  registerPushRoutes(app, { allowsEndpoint: options.allowsEndpoint ?? isKnownPushService });
  const sender = startPushSender({
    db, clock, keys, transport: options.transport ?? fetchTransport, ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', () => sender.stop());
};
