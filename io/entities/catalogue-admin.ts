import * as t from 'io-ts';
import { closed } from '../codec/closed';
import { IsoDateTime, NonNegativeInt } from '../codec/primitives';
import { Catalogue, Currency, DiscountCodeName, DiscountRule, PriceList } from './site-catalogue';

/** How much a code brought in, in one currency (minor units). */
export const CodeRevenue = t.type({ currency: t.string, amount: NonNegativeInt });

/** A discount code as its site admin sees it: the rule, and the paid payments that used it. */
export const AdminCode = t.type({ rule: DiscountRule, paidPayments: NonNegativeInt, revenue: t.array(CodeRevenue) });
export type AdminCode = t.TypeOf<typeof AdminCode>;

/**
 * What a site sells as its admin sees it (issue 14): the catalogue now, when the site was last published
 * (the version a change is based on), which currency each of its countries pays in, and each code's use.
 */
export const AdminCatalogue = t.type({
  domain: t.string,
  configuredAt: IsoDateTime,
  catalogue: Catalogue,
  countryCurrencies: t.record(t.string, t.string),
  codes: t.array(AdminCode),
});
export type AdminCatalogue = t.TypeOf<typeof AdminCatalogue>;

export const AdminCatalogues = t.type({ sites: t.array(AdminCatalogue) });
export type AdminCatalogues = t.TypeOf<typeof AdminCatalogues>;

/**
 * Every change of a catalogue names the site and the configuration it was previewed from (`basedOn`): a site
 * published by someone else since answers 409, so nobody overwrites a change they did not see.
 */
const basedOn = { domain: t.string, basedOn: IsoDateTime };

/** One currency's packages replaced by the previewed list. */
export const PublishPackagesRequest = closed({ ...basedOn, currency: Currency, packages: PriceList }, 'PublishPackagesRequest');
export type PublishPackagesRequest = t.TypeOf<typeof PublishPackagesRequest>;

/** A new discount code (a code the site has already answers 409 with field `code`). */
export const CreateCodeRequest = closed({ ...basedOn, rule: DiscountRule }, 'CreateCodeRequest');
export type CreateCodeRequest = t.TypeOf<typeof CreateCodeRequest>;

/** A code ended now: unusable from this instant, kept with its use. */
export const ExpireCodeRequest = closed({ ...basedOn, code: DiscountCodeName }, 'ExpireCodeRequest');
export type ExpireCodeRequest = t.TypeOf<typeof ExpireCodeRequest>;
