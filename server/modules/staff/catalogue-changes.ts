import type { Catalogue, Currency, DiscountRule, PriceList } from '../../../io/entities/site-catalogue';
import type { CatalogueRefusal } from './catalogue';

/** One currency's packages replaced by the list the admin previewed. */
export const withPackages = (currency: Currency, packages: PriceList) => (catalogue: Catalogue): Catalogue => ({
  ...catalogue,
  packages: { ...catalogue.packages, [currency]: packages },
});

/** A new code; a code the site has already (also an ended one: its use stays its own) is refused, naming the field. */
export const withNewCode = (rule: DiscountRule) => (catalogue: Catalogue): Catalogue | CatalogueRefusal =>
  catalogue.codes.some((existing) => existing.code === rule.code)
    ? { status: 409, error: 'conflict', field: 'code' }
    : { ...catalogue, codes: [...catalogue.codes, rule] };

/** A code ended at `now` (kept, with its use); one ended already stays as it was. */
export const withCodeExpired = (code: string, now: Date) => (catalogue: Catalogue): Catalogue | CatalogueRefusal => {
  const rule = catalogue.codes.find((candidate) => candidate.code === code);
  if (rule === undefined) return { status: 404, error: 'not_found' };
  if (rule.expires !== null && Date.parse(rule.expires) <= now.getTime()) return catalogue;
  return { ...catalogue, codes: catalogue.codes.map((candidate) => (candidate === rule ? { ...rule, expires: now.toISOString() } : candidate)) };
};
