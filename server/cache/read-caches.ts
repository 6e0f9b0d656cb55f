import type { Chat } from '../../io/entities/chat';
import type { Database } from '../db/database';
import type { MemberRow } from '../modules/members/member-row';
import { changeOf } from './change';
import { createCacheGroup, type CacheGroup, type TaggedCache } from './tagged-cache';

/** A session as the sessions table and session_activity hold it; times in ms since the epoch. */
export interface SessionFact {
  readonly memberId: number;
  readonly expiresAt: number;
  /** As this process last knew it: another process may have moved it forward since. */
  readonly lastSeen: number;
}

/** One of a member's conversations; the other member's row is a fact of its own. */
export interface ChatFact {
  readonly conversationId: number;
  readonly otherId: number;
  readonly numUnread: number;
  readonly lastText: string | null;
  /** What the last message is: a text, or a gift or a photo (with an empty text). */
  readonly lastKind: NonNullable<Chat['last_message']>['kind'];
  /** ISO 8601, as answered. */
  readonly lastSentAt: string | null;
  readonly lastSenderId: number | null;
}

/** A like the member gave or received; the other member's row is a fact of its own. */
export interface LikeFact {
  readonly direction: 'given' | 'received';
  readonly otherId: number;
  readonly isNew: boolean;
  /** ISO 8601, as answered (and so sortable as text). */
  readonly likedAt: string;
}

/**
 * A member GET's answer as sent (JSON text), with what it was computed from beyond the members it shows:
 * the site object (a reloaded or changed site is a new object) and the UTC day (ages turn at midnight).
 */
export interface AnswerFact {
  readonly site: object;
  readonly day: number;
  readonly json: string;
}

/**
 * What this process keeps of the read tables, per member: sessions by hash, member rows by id, each
 * member's chats and likes, and the answers built from them. Whatever depends on the time (expiry, ages) is
 * computed per request from the facts, or (answers) kept with the day it holds for. Each entry is tagged with the member(s) it belongs to and dropped when a committed change
 * touches one (server/modules/touched.ts), in this process at once and in the others by NOTIFY.
 */
export interface ReadCaches {
  /** Tickets, invalidation and clearing, for all of them at once. */
  readonly group: CacheGroup;
  readonly sessions: TaggedCache<SessionFact>;
  readonly members: TaggedCache<MemberRow>;
  readonly chats: TaggedCache<ReadonlyArray<ChatFact>>;
  readonly likes: TaggedCache<ReadonlyArray<LikeFact>>;
  /** Encoded answers by endpoint and viewer, tagged with the viewer and every member they show. */
  readonly answers: TaggedCache<AnswerFact>;
}

/** Entries per cache: a few hundred bytes to a few kB each, so tens of MB at most. */
export const defaultCacheSize = 10_000;

export const createReadCaches = (maxEntries = defaultCacheSize): ReadCaches => {
  const group = createCacheGroup();
  return { group, sessions: group.cache(maxEntries), members: group.cache(maxEntries), chats: group.cache(maxEntries), likes: group.cache(maxEntries), answers: group.cache(maxEntries) };
};

/** Something else kept in memory that a site change (or a lost feed) must drop. */
export interface SiteListener {
  readonly sitesChanged: () => void;
}

/** How long a start waits for the change feed (LISTEN); after that it serves uncached until the feed is up. */
const feedWaitMs = 10_000;

export interface CacheConnection {
  /** 'ready' once the change feed is first up (the caches serve from then on), or 'late' after feedWaitMs. */
  readonly started: Promise<'ready' | 'late'>;
  readonly disconnect: () => void;
}

/**
 * Keeps the caches in step with `db`'s committed changes. Until the change feed is up, and whenever it is
 * lost, the caches are empty and keep nothing (the site cache falls back on its TTL).
 */
export const connectReadCaches = (db: Database, caches: ReadCaches, sites: SiteListener): CacheConnection => {
  const { group } = caches;
  let up: (outcome: 'ready' | 'late') => void = () => undefined;
  const started = new Promise<'ready' | 'late'>((resolve) => {
    up = resolve;
  });
  const late = setTimeout(() => up('late'), feedWaitMs);
  const unsubscribe = db.listen({
    changed: (payload) => {
      const change = changeOf(payload);
      if (change.kind === 'everything') {
        group.clear();
        sites.sitesChanged();
        return;
      }
      if (change.touched.members.length > 0) group.invalidate(change.touched.members);
      if (change.touched.sites) sites.sitesChanged();
    },
    lost: () => {
      group.clear({ enabled: false });
      sites.sitesChanged();
    },
    ready: () => {
      group.clear({ enabled: true });
      sites.sitesChanged();
      clearTimeout(late);
      up('ready');
    },
  });
  return {
    started,
    disconnect: () => {
      clearTimeout(late);
      unsubscribe();
    },
  };
};
