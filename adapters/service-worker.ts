/** Where the built service worker is served (app/sw.ts, built to the site's root so it may control every page). */
export const serviceWorkerPath = '/sw.js';

/**
 * Registers the offline service worker; a browser without service workers (or one that refuses, e.g. in a
 * private window) simply goes without: the site works the same online.
 */
export const registerServiceWorker = (navigator: Navigator): void => {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(serviceWorkerPath).catch((error: unknown) => console.warn('offline support unavailable', error));
};

/** The name every cache of the service worker starts with (app/sw.ts). */
const offlineCachePrefix = 'rendezvous-offline';

/**
 * Empties what the service worker kept of a member (their pages and answers), when the member leaves this
 * page: a logout offline or a session that expired never passes the worker's own logout.
 */
export const clearOfflineCopy = async (cacheStorage: Pick<CacheStorage, 'keys' | 'delete'> | undefined): Promise<void> => {
  if (cacheStorage === undefined) return;
  for (const name of await cacheStorage.keys()) if (name.startsWith(offlineCachePrefix)) await cacheStorage.delete(name);
};
