import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { findSite, type Site } from './site';

/**
 * How long a cached site may be served without asking the database. A committed SiteConfigured drops the
 * cache at once in this process and, by NOTIFY, in the others (server/cache/read-caches.ts); the bound
 * covers what no event announces (a read table rewritten by hand).
 */
export const siteCacheTtlMs = 5_000;

interface Entry {
  readonly site: Site;
  readonly loadedAt: number;
  readonly generation: number;
}

/**
 * The site by host, cached in memory per set of candidates (forced_domain, Host, default). `complete` adds what
 * the server holds beside the site's own settings (the push public key) as each site is read.
 */
export const createSiteCache = (clock: Clock, complete: (site: Site) => Site = (site) => site) => {
  const entries = new Map<string, Entry>();
  // Bumped by every site change; a lookup that started before the bump is not stored (it may have read
  // the settings before the change committed).
  let generation = 0;
  return {
    find: async (q: Queryable, candidates: ReadonlyArray<string>, defaultDomain: string): Promise<Site> => {
      const key = [...candidates, defaultDomain].join('\n');
      const now = clock.now().getTime();
      const cached = entries.get(key);
      if (cached !== undefined && cached.generation === generation && now - cached.loadedAt < siteCacheTtlMs) return cached.site;
      const started = generation;
      const site = complete(await findSite(q, candidates, defaultDomain));
      // Hosts are whatever clients send: keep the map bounded (a flood of made-up hosts only resets it).
      if (entries.size >= 1_000) entries.clear();
      if (started === generation) entries.set(key, { site, loadedAt: now, generation: started });
      return site;
    },
    /** A site was configured (or changes may have been missed): nothing cached is served again. */
    sitesChanged: (): void => {
      generation += 1;
      entries.clear();
    },
  };
};
export type SiteCache = ReturnType<typeof createSiteCache>;
