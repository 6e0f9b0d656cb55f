import type { AdminCatalogue, AdminCode } from '../../../io/entities/catalogue-admin';
import { Catalogue } from '../../../io/entities/site-catalogue';
import { Settings } from '../../../io/entities/settings';
import type { StaffProfile } from '../../../io/entities/staff';
import type { Database, Queryable } from '../../db/database';
import { fail, ok, type Answer } from '../../http/answer';
import { checked } from '../members/member-row';
import { currencyFor } from '../payments/packages';
import { runSiteCommand } from '../sites/commands';
import { startingCatalogue } from '../sites/starting-catalogue';
import { onStaffSitesSql, worksOn } from './read';

interface CodeUse {
  readonly site: string;
  readonly code: string;
  readonly paid: number;
  readonly currency: string | null;
  readonly revenue: number;
}

/** Per site and code: the payments paid with it (refunded later too), and what those not refunded brought in per currency. */
const codeUseOn = async (q: Queryable, staff: StaffProfile): Promise<CodeUse[]> =>
  q.query<CodeUse>(
    `SELECT site, discount_code AS code, count(*)::int AS paid, currency, coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::int AS revenue
       FROM payments WHERE discount_code IS NOT NULL AND paid_at IS NOT NULL AND ${onStaffSitesSql('site')}
      GROUP BY site, discount_code, currency`,
    [staff.sites],
  );

const adminCodesOf = (domain: string, catalogue: Catalogue, use: ReadonlyArray<CodeUse>): AdminCode[] =>
  catalogue.codes.map((rule) => {
    const rows = use.filter((row) => row.site === domain && row.code === rule.code);
    return {
      rule,
      paidPayments: rows.reduce((sum, row) => sum + row.paid, 0),
      revenue: rows.flatMap((row) => (row.currency === null || row.revenue === 0 ? [] : [{ currency: row.currency, amount: row.revenue }])),
    };
  });

/** The sites a site admin works on, with what each sells, the currency of each of its countries, and each code's use. */
export const adminCatalogues = async (q: Queryable, staff: StaffProfile): Promise<AdminCatalogue[]> => {
  const rows = await q.query<{ domain: string; settings: unknown; catalogue: unknown; configured_at: Date }>(
    `SELECT domain, settings, catalogue, configured_at FROM sites WHERE ${onStaffSitesSql('domain')} ORDER BY domain`,
    [staff.sites],
  );
  const use = await codeUseOn(q, staff);
  return rows.map((row) => {
    const settings = checked(Settings, row.settings, 'settings');
    const catalogue = row.catalogue === null ? startingCatalogue : checked(Catalogue, row.catalogue, 'catalogue');
    return {
      domain: row.domain,
      configuredAt: row.configured_at.toISOString(),
      catalogue,
      countryCurrencies: Object.fromEntries(settings.countries.map((country) => [country, currencyFor(settings, country)])),
      codes: adminCodesOf(row.domain, catalogue, use),
    };
  });
};

/** Why a change of the catalogue is refused: the answer the console shows. */
export type CatalogueRefusal = { readonly status: 404 | 409; readonly error: 'not_found' | 'conflict'; readonly field?: string };

/**
 * Changes what a site sells (issue 14): `change` makes the new catalogue from the one published (or refuses),
 * and the publication is a SiteConfigured naming the admin, based on the configuration previewed. Every
 * server process drops its site copy on the change feed, so the next offer anywhere has it.
 */
export const changeCatalogue = async (
  db: Database,
  staff: StaffProfile,
  target: { readonly domain: string; readonly basedOn: string },
  change: (catalogue: Catalogue) => Catalogue | CatalogueRefusal,
  now: Date,
): Promise<Answer<{ ok: true }>> => {
  if (!worksOn(staff, target.domain)) return fail(404, { error: 'not_found' });
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ catalogue: unknown }>('SELECT catalogue FROM sites WHERE domain = $1', [target.domain]);
    if (row === undefined) return fail(404, { error: 'not_found' });
    const next = change(row.catalogue === null ? startingCatalogue : checked(Catalogue, row.catalogue, 'catalogue'));
    if ('status' in next) return fail(next.status, next.field === undefined ? { error: next.error } : { error: next.error, field: next.field });
    const decision = await runSiteCommand(tx, {
      type: 'PublishCatalogue', data: { domain: target.domain, catalogue: next, basedOn: target.basedOn, staffId: staff.id, at: now },
    });
    if (decision.kind === 'accepted') return ok({ ok: true as const });
    return decision.reason === 'stale' ? fail(409, { error: 'conflict' }) : fail(404, { error: 'not_found' });
  });
};
