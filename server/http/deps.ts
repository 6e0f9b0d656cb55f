import type { ReadCaches } from '../cache/read-caches';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { SiteCache } from './site-cache';

/** What every route needs from outside; decorated onto the Fastify instance by buildApp as `app.deps`. */
export interface ServerDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The site answered when neither forced_domain nor the Host names a configured one. */
  readonly defaultDomain: string;
  /** Sites by host, in memory (see site-cache.ts). */
  readonly sites: SiteCache;
  /** Sessions, member rows, chats and likes, in memory, kept in step with committed changes (server/cache/). */
  readonly reads: ReadCaches;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly deps: ServerDeps;
  }
}
