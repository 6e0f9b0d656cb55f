import type { FastifyInstance } from 'fastify';
import { invalidInput, ok } from '../../http/answer';
import { memberRoute } from '../../http/route';
import { savePushSubscription } from './subscriptions';

export interface PushRouteOptions {
  /** Which endpoints a subscription may name (default: the known push services, endpoints.ts). */
  readonly allowsEndpoint: (endpoint: string) => boolean;
}

/** Spec §7 POST /api/user.php?push=1: this browser's push subscription, 'denied' or false. */
export const registerPushRoutes = (app: FastifyInstance, options: PushRouteOptions): void => {
  memberRoute(
    app,
    'savePushSubscription',
    async ({ body, viewer, db, now }) => {
      const { subscription } = body;
      // The server will post to the endpoint: only a push service's (no address of the caller's choosing).
      if (typeof subscription === 'object' && !options.allowsEndpoint(subscription.endpoint)) return invalidInput('subscription.endpoint');
      await savePushSubscription(db, { memberId: viewer.member.id, sessionHash: viewer.sessionHash }, subscription, now);
      return ok({ ok: true as const });
    },
    // A browser saves its subscription once per page load at most; this only stops a loop or a script.
    { rateLimit: { max: 30, timeWindowMs: 60_000, per: 'session' } },
  );
};
