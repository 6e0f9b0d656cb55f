import * as t from 'io-ts';
import { boundedString } from '../codec/primitives';

/** A browser PushSubscription as JSON (opaque to us apart from where to send and the keys). */
export const PushSubscriptionJson = t.intersection([
  t.type({
    endpoint: boundedString(2000, 1),
    keys: t.type({ p256dh: boundedString(200, 1), auth: boundedString(100, 1) }),
  }),
  t.partial({ expirationTime: t.union([t.number, t.null]) }),
]);

/** What is stored for a member: a subscription, 'denied', or false (never asked / unsubscribed). */
export const PushSubscriptionValue = t.union([PushSubscriptionJson, t.literal('denied'), t.literal(false)]);
export type PushSubscriptionValue = t.TypeOf<typeof PushSubscriptionValue>;

export const PushPermission = t.keyof({ unsupported: null, unknown: null, not_subscribed: null, subscribed: null, denied: null });
export type PushPermission = t.TypeOf<typeof PushPermission>;

/**
 * What a push message carries to the service worker (app/sw.ts): small, so it fits any push service's limit
 * (about 4 kB) after encryption. `url` is a path of this site, opened when the notification is clicked.
 */
export const PushPayload = t.type({
  kind: t.keyof({ message: null, like: null }),
  title: boundedString(200, 1),
  body: boundedString(500),
  url: t.refinement(boundedString(500, 1), (url) => url.startsWith('/') && !url.startsWith('//'), 'SitePath'),
});
export type PushPayload = t.TypeOf<typeof PushPayload>;
