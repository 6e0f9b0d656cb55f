import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { decode, describeFailure } from '../../io/codec/decode';
import { CompanyInfo } from '../../io/entities/company';
import { Settings } from '../../io/entities/settings';
import { Catalogue } from '../../io/entities/site-catalogue';
import { startingCatalogue } from '../modules/sites/starting-catalogue';
import type { Queryable } from '../db/database';

/** A white-label site as the sites read table holds it; `catalogue` null until its admin publishes one. */
const SiteRow = t.type({ domain: t.string, settings: Settings, company: CompanyInfo, catalogue: t.union([Catalogue, t.null]) });

/** A white-label site: its settings, the company behind it, and what it sells. */
export interface Site {
  readonly domain: string;
  readonly settings: t.TypeOf<typeof Settings>;
  readonly company: t.TypeOf<typeof CompanyInfo>;
  readonly catalogue: Catalogue;
}

export class SiteNotConfigured extends Error {
  constructor(candidates: ReadonlyArray<string>) {
    super(`no site configured for ${candidates.join(', ')}`);
    this.name = 'SiteNotConfigured';
  }
}

/** 'Example.com.:8080' -> 'example.com' (IPv6 literals keep their brackets). */
export const normalizeHost = (host: string): string =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * The first configured site among `candidates` (e.g. forced_domain, then the Host), trying each also
 * without a leading 'www.', and else the default site.
 */
export const findSite = async (q: Queryable, candidates: ReadonlyArray<string>, defaultDomain: string): Promise<Site> => {
  const names = candidates.map(normalizeHost).flatMap((host) => (host.startsWith('www.') ? [host, host.slice(4)] : [host]));
  const wanted = [...names, defaultDomain];
  const placeholders = wanted.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await q.query<unknown>(`SELECT domain, settings, company, catalogue FROM sites WHERE domain IN (${placeholders})`, wanted);
  const sites = rows.map((row) => {
    const decoded = decode(SiteRow, row);
    if (E.isLeft(decoded)) throw new Error(`sites row does not decode: ${describeFailure(decoded.left)}`);
    return { ...decoded.right, catalogue: decoded.right.catalogue ?? startingCatalogue };
  });
  const site = wanted.map((domain) => sites.find((s) => s.domain === domain)).find((s) => s !== undefined);
  if (site === undefined) throw new SiteNotConfigured(wanted);
  return site;
};
