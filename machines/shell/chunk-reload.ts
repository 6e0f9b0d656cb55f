/** Spec §8/§9: a route chunk that fails to load reloads the page once, at most once per 60 s. */
export const chunkReloadGuardMs = 60_000;

/** Whether to reload now, given when the page last reloaded for this reason (ms, or null for never). */
export const shouldReloadForChunk = (lastReloadAtMs: number | null, nowMs: number): boolean =>
  lastReloadAtMs === null || nowMs - lastReloadAtMs >= chunkReloadGuardMs || nowMs < lastReloadAtMs;
