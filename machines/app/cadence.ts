/** Spec §4/§9 refresh cadence: the first cycle 5 s after page load, then every 60 s, or 300 s while push is subscribed. */
export const firstRefreshMs = 5_000;
export const refreshMs = 60_000;
export const refreshWithPushMs = 300_000;

/** Push delivers news as it happens, so polling can slow down while a subscription exists. */
export const refreshDelayMs = (pushSubscribed: boolean): number => (pushSubscribed ? refreshWithPushMs : refreshMs);
