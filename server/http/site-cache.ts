import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { findSite, type Site } from './site';

/**
 * How long a cached site may be served without asking the database. SiteConfigured appended by this
 * process drops the cache at once; one appended by another process (several servers behind a load
 * balancer) is seen within this bound. Five seconds of an old setting is harmless, and saves a query on
 * nearly every request.
 */
export const siteCacheTtlMs = 5_000;

// Bumped by every SiteConfigured this process appends; an entry from an older generation is not served,
// and a lookup that started before the bump is not stored.
let generation = 0;

/** Called by the sites command path when it appended SiteConfigured (before its transaction commits). */
export const siteConfigured = (): void => {
  generation += 1;
};

interface Entry {
  readonly site: Site;
  readonly loadedAt: number;
  readonly generation: number;
}

/** The site by host, cached in memory per set of candidates (forced_domain, Host, default). */
export const createSiteCache = (clock: Clock) => {
  const entries = new Map<string, Entry>();
  return {
    find: async (q: Queryable, candidates: ReadonlyArray<string>, defaultDomain: string): Promise<Site> => {
      const key = [...candidates, defaultDomain].join('\n');
      const now = clock.now().getTime();
      const cached = entries.get(key);
      if (cached !== undefined && cached.generation === generation && now - cached.loadedAt < siteCacheTtlMs) return cached.site;
      const started = generation;
      const site = await findSite(q, candidates, defaultDomain);
      // Hosts are whatever clients send: keep the map bounded (a flood of made-up hosts only resets it).
      if (entries.size >= 1_000) entries.clear();
      if (started === generation) entries.set(key, { site, loadedAt: now, generation: started });
      return site;
    },
  };
};
export type SiteCache = ReturnType<typeof createSiteCache>;
