/**
 * Bounded LRU caches of facts read from the database, each entry tagged with the members it belongs to and
 * dropped when a change touches one of its tags. The caches of a group share one record of invalidations,
 * so a load that reads for several of them takes one ticket. Correct with reads racing writes: a load that
 * was under way when one of its tags was invalidated is answered but not kept (it may have read the state
 * before the change), so no value older than the last invalidation of its tags is ever served. A disabled
 * group (the change feed is down) serves and keeps nothing.
 */
export interface TaggedCache<V> {
  /** The cached value, or undefined (absent, or the group is disabled). Counts as a use for the LRU. */
  get(key: string): V | undefined;
  /** Keeps a value read by a load that began at `begun`, unless one of `tags` was invalidated since (or all was cleared). */
  set(key: string, value: V, tags: ReadonlyArray<number>, begun: Ticket): void;
  /** Replaces a value still present, keeping its tags (e.g. a session's last-seen this process moved forward). */
  refresh(key: string, value: V): void;
  readonly size: number;
}

/** When a load began, in invalidations counted by its group. */
export interface Ticket {
  readonly epoch: number;
}

export interface CacheGroup {
  /** A new cache in the group, holding at most `maxEntries` (the least recently used goes first). */
  cache<V>(maxEntries: number): TaggedCache<V>;
  /** Taken before reading the database for values that may be kept. */
  begin(): Ticket;
  invalidate(tags: ReadonlyArray<number>): void;
  /** Drops everything; `enabled: false` also serves and keeps nothing until enabled again. */
  clear(options?: { readonly enabled: boolean }): void;
}

interface Entry<V> {
  readonly value: V;
  readonly tags: ReadonlyArray<number>;
}

interface Member {
  readonly drop: (tag: number) => void;
  readonly clear: () => void;
}

/** `maxRememberedTags`: invalidated tags remembered for loads under way; beyond it, those loads are simply not kept. */
export const createCacheGroup = (maxRememberedTags = 10_000): CacheGroup => {
  const members: Member[] = [];
  // The epoch counts invalidations; invalidatedAt says when a tag was last invalidated. A load that began
  // before `floor` is never kept (after a clear, or once invalidatedAt was forgotten to stay bounded).
  let epoch = 0;
  let floor = 0;
  const invalidatedAt = new Map<number, number>();
  let enabled = true;
  const isCurrent = (tags: ReadonlyArray<number>, begun: Ticket): boolean =>
    enabled && begun.epoch >= floor && tags.every((tag) => (invalidatedAt.get(tag) ?? -1) <= begun.epoch);

  const cache = <V>(maxEntries: number): TaggedCache<V> => {
    const entries = new Map<string, Entry<V>>();
    const keysByTag = new Map<number, Set<string>>();
    const remove = (key: string): void => {
      const entry = entries.get(key);
      if (entry === undefined) return;
      entries.delete(key);
      for (const tag of entry.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    };
    members.push({
      drop: (tag) => {
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      },
      clear: () => {
        entries.clear();
        keysByTag.clear();
      },
    });
    return {
      get: (key) => {
        if (!enabled) return undefined;
        const entry = entries.get(key);
        if (entry === undefined) return undefined;
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      },
      set: (key, value, tags, begun) => {
        if (!isCurrent(tags, begun)) return;
        remove(key);
        entries.set(key, { value, tags });
        for (const tag of tags) {
          const keys = keysByTag.get(tag) ?? new Set<string>();
          keys.add(key);
          keysByTag.set(tag, keys);
        }
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          remove(oldest);
        }
      },
      refresh: (key, value) => {
        const entry = entries.get(key);
        if (entry !== undefined) entries.set(key, { value, tags: entry.tags });
      },
      get size() {
        return entries.size;
      },
    };
  };

  return {
    cache,
    begin: () => ({ epoch }),
    invalidate: (tags) => {
      epoch += 1;
      if (invalidatedAt.size + tags.length > maxRememberedTags) {
        invalidatedAt.clear();
        floor = epoch;
      }
      for (const tag of tags) {
        invalidatedAt.set(tag, epoch);
        for (const member of members) member.drop(tag);
      }
    },
    clear: (options) => {
      epoch += 1;
      floor = epoch;
      invalidatedAt.clear();
      for (const member of members) member.clear();
      if (options !== undefined) enabled = options.enabled;
    },
  };
};
