/**
 * The service worker: the client's files, a member's pages and the last answers of the calls a page needs to
 * show itself stay readable offline, so a tab reloaded without a connection still shows the conversation
 * and what the member wrote there (the outbox in localStorage sends it when the connection returns).
 * Network first for pages and answers (always the newest when online), cache first for hashed files.
 * Logging out empties the cache: the next member on this browser finds nothing of the last one.
 * A push message (spec §4) shows a notification that opens its page, and has open tabs reload chats and likes.
 */

// The few service-worker types used (the DOM library this project compiles against does not have them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<WindowClient>>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
// This file runs as a service worker: its global scope is the worker's, which the DOM typings cannot say.
const worker = globalThis as unknown as WorkerScope;

// The page empties every cache of this prefix when its member leaves (adapters/service-worker.ts).
const cacheName = 'rendezvous-offline-1';

/** The reads a member's page makes to show itself: kept as last answered. */
const kept = new Set(['/api/user.php', '/api/settings.php', '/api/chats.php', '/api/chat.php', '/api/likes.php']);

/**
 * A page kept for reading offline. Not a download or a call a link opened (the data export is a navigation to
 * /api/export.php and must never sit in a cache), not the demo mailbox, not a one-time mailed link (its token
 * would stay in the cache).
 */
const isOfflinePage = (url: URL): boolean => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/dev/') && !url.searchParams.has('token');

const networkFirst = async (request: Request): Promise<Response> => {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached !== undefined) return cached;
    throw error;
  }
};

const cacheFirst = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request);
  if (cached !== undefined) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
  return response;
};

// Emptied whatever the answer (offline, a server error): the next member on this browser finds nothing.
const loggingOut = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } finally {
    await caches.delete(cacheName);
  }
};

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== cacheName) await caches.delete(name);
      await worker.clients.claim();
    })(),
  ),
);

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname === '/api/logout.php') event.respondWith(loggingOut(request));
  else if (request.mode === 'navigate') {
    if (isOfflinePage(url)) event.respondWith(networkFirst(request));
  } else if (kept.has(url.pathname)) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

/** The push payload of io/entities/push.ts (PushPayload), checked by hand: the worker is one file with no shared chunk to import io-ts from. */
interface Shown {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly kind: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

const shownOf = (data: PushEvent['data']): Shown | null => {
  try {
    const payload: unknown = data?.json();
    if (typeof payload !== 'object' || payload === null) return null;
    const { title, body, url, kind } = payload as Record<string, unknown>;
    // Only a path of this site is ever opened (never another origin a payload might name).
    if (!isText(title) || !isText(body) || !isText(url) || !isText(kind) || !url.startsWith('/') || url.startsWith('//')) return null;
    return { title, body, url, kind };
  } catch {
    return null;
  }
};

const windows = () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true });

worker.addEventListener('push', (event) => {
  const shown = shownOf(event.data);
  event.waitUntil(
    (async () => {
      // Open tabs reload chats and likes at once (spec §4), whatever the payload.
      for (const client of await windows()) client.postMessage({ type: 'push.message' });
      if (shown === null) return;
      // A newer like replaces the last like's notification, a newer message the one of its conversation.
      await worker.registration.showNotification(shown.title, {
        body: shown.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        tag: shown.kind === 'message' ? shown.url : shown.kind,
        data: { url: shown.url },
      });
    })(),
  );
});

const urlOf = (data: unknown): string => {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return isText(url) && url.startsWith('/') && !url.startsWith('//') ? url : '/members';
};

// A click focuses an open tab of the site and takes it to the page, or opens one there.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(urlOf(event.notification.data), worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const [open] = await windows();
      if (open === undefined) {
        await worker.clients.openWindow(target);
        return;
      }
      const focused = await open.focus();
      // navigate() only works on a tab this worker controls; otherwise a new one is opened.
      if ((await focused.navigate(target).catch(() => null)) === null) await worker.clients.openWindow(target);
    })(),
  );
});
