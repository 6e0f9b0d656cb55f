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
