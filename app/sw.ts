/**
 * The service worker: the client's files, a member's pages and the last answers of the calls a page needs to
 * show itself stay readable offline, so a tab reloaded without a connection still shows the conversation
 * and what the member wrote there (the outbox in localStorage sends it when the connection returns).
 * Network first for pages and answers (always the newest when online), cache first for hashed files.
 * Logging out empties the cache: the next member on this browser finds nothing of the last one.
 */

// The few service-worker types used (the DOM library this project compiles against does not have them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
// This file runs as a service worker: its global scope is the worker's, which the DOM typings cannot say.
const worker = globalThis as unknown as WorkerScope;

// The page empties every cache of this prefix when its member leaves (adapters/service-worker.ts).
const cacheName = 'rendezvous-offline-1';

/** The reads a member's page makes to show itself: kept as last answered. */
const kept = new Set(['/api/user.php', '/api/settings.php', '/api/chats.php', '/api/chat.php', '/api/likes.php']);

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
  else if (request.mode === 'navigate' || kept.has(url.pathname)) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
