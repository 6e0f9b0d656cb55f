/**
 * The push services a subscription may name. The server posts to a subscription's endpoint, which a browser
 * (or anyone with a session) hands us: an endpoint on any other host would have the server post where a caller
 * likes (SSRF). These are the services of Chrome and Edge (FCM), Firefox (Mozilla autopush), Edge on Windows
 * (WNS) and Safari (Apple), all over https.
 */
const pushServiceHosts: ReadonlyArray<string> = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const pushServiceSuffixes: ReadonlyArray<string> = ['.notify.windows.com', '.push.apple.com'];

/** Whether an endpoint is one of the known push services, over https on its default port. */
export const isKnownPushService = (endpoint: string): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  return pushServiceHosts.includes(url.hostname) || pushServiceSuffixes.some((suffix) => url.hostname.endsWith(suffix));
};
