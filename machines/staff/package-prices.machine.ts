import { assertEvent, assign, setup } from 'xstate';
import type { AdminCatalogue, PublishPackagesRequest } from '../../io/entities/catalogue-admin';
import { Currency, maxPackagesPerCurrency, type PriceList } from '../../io/entities/site-catalogue';
import { actorError, answeredWith } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { checkRows, packageChangesOf, rowsOf, type ListProblem, type PackageChange, type PackageRowDraft, type PackageRowField, type RowProblem } from './package-prices-draft';

export type PackagePricesNote = 'published' | 'stale' | 'failed' | 'unchanged';

export interface PackagePricesContext {
  readonly sites: ReadonlyArray<AdminCatalogue>;
  readonly domain: string | null;
  readonly currency: Currency;
  readonly rows: ReadonlyArray<PackageRowDraft>;
  readonly invalid: ReadonlyArray<RowProblem>;
  readonly problem: ListProblem | null;
  readonly changes: ReadonlyArray<PackageChange>;
  readonly note: PackagePricesNote | null;
}

export type PackagePricesEvent =
  | { type: 'site.select'; domain: string }
  | { type: 'currency.select'; currency: string }
  | { type: 'row.change'; row: number; field: PackageRowField; value: string }
  | { type: 'row.recommend'; row: number }
  | { type: 'row.add' }
  | { type: 'row.remove'; row: number }
  | { type: 'prices.preview' }
  | { type: 'prices.edit' }
  | { type: 'prices.publish' }
  | { type: 'prices.reload' };

export const catalogueInView = (context: Pick<PackagePricesContext, 'sites' | 'domain'>): AdminCatalogue | null =>
  context.sites.find((site) => site.domain === context.domain) ?? null;

/** The currency a site's first country pays in: where an admin most likely starts. */
const homeCurrencyOf = (site: AdminCatalogue | null): Currency => {
  const first = site === null ? undefined : Object.values(site.countryCurrencies)[0];
  return Currency.is(first) ? first : 'EUR';
};

const publishedList = (site: AdminCatalogue | null, currency: Currency): PriceList => site?.catalogue.packages[currency] ?? [];

const freshDraft = (site: AdminCatalogue | null, currency: Currency) => ({ currency, rows: rowsOf(publishedList(site, currency)), invalid: [], problem: null });

const listOf = (context: PackagePricesContext): PriceList => {
  const checked = checkRows(context.rows);
  if (checked.list === null) throw new Error('publishing package rows that were not checked');
  return checked.list;
};

const requestOf = (context: PackagePricesContext): PublishPackagesRequest => {
  const site = catalogueInView(context);
  if (site === null) throw new Error('publishing prices without a site');
  return { domain: site.domain, basedOn: site.configuredAt, currency: context.currency, packages: listOf(context) };
};

const changesOf = (context: PackagePricesContext) => packageChangesOf(publishedList(catalogueInView(context), context.currency), listOf(context));

const rowsWith = (rows: ReadonlyArray<PackageRowDraft>, row: number, change: (draft: PackageRowDraft) => PackageRowDraft) =>
  rows.map((draft, i) => (i === row ? change(draft) : draft));

/**
 * A site's credit packages in one currency, in the console (issue 14, site admins): edit the credits and prices,
 * add or remove a package, choose the recommended one; preview each package now and after; publish. The
 * preview is of the catalogue read; one published by someone else meanwhile is refused (409) and read again.
 */
export const packagePricesMachine = setup({
  types: {
    context: {} as PackagePricesContext,
    events: {} as PackagePricesEvent,
  },
  actors: {
    loadCatalogues: promiseNotProvided<ReadonlyArray<AdminCatalogue>>('loadCatalogues'),
    publish: promiseNotProvided<void, PublishPackagesRequest>('publish'),
  },
  guards: {
    rowsValid: ({ context }) => checkRows(context.rows).list !== null,
    rowsChange: ({ context }) => checkRows(context.rows).list !== null && changesOf(context).changed,
    knownSite: ({ context, event }) => {
      assertEvent(event, 'site.select');
      return context.sites.some((site) => site.domain === event.domain);
    },
    knownCurrency: ({ event }) => {
      assertEvent(event, 'currency.select');
      return Currency.is(event.currency);
    },
    roomForAnother: ({ context }) => context.rows.length < maxPackagesPerCurrency,
    moreThanOne: ({ context }) => context.rows.length > 1,
    conflict: (_, error: unknown) => answeredWith(error, 409),
  },
}).createMachine({
  id: 'packagePrices',
  context: { sites: [], domain: null, currency: 'EUR', rows: [], invalid: [], problem: null, changes: [], note: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogues',
        src: 'loadCatalogues',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const kept = event.output.find((site) => site.domain === context.domain);
            const site = kept ?? event.output[0] ?? null;
            const currency = kept === undefined ? homeCurrencyOf(site) : context.currency;
            return { sites: event.output, domain: site?.domain ?? null, changes: [], ...freshDraft(site, currency) };
          }),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'prices.reload': 'loading' },
    },
    editing: {
      on: {
        'site.select': {
          guard: 'knownSite',
          actions: assign(({ context, event }) => {
            const site = context.sites.find((entry) => entry.domain === event.domain) ?? null;
            return { domain: event.domain, note: null, ...freshDraft(site, homeCurrencyOf(site)) };
          }),
        },
        'currency.select': {
          guard: 'knownCurrency',
          actions: assign(({ context, event }) => ({ note: null, ...freshDraft(catalogueInView(context), Currency.is(event.currency) ? event.currency : context.currency) })),
        },
        'row.change': {
          actions: assign({
            rows: ({ context, event }) => rowsWith(context.rows, event.row, (draft) => ({ ...draft, [event.field]: event.value })),
            note: null,
          }),
        },
        'row.recommend': {
          actions: assign({ rows: ({ context, event }) => context.rows.map((draft, i) => ({ ...draft, popular: i === event.row })), note: null }),
        },
        'row.add': {
          guard: 'roomForAnother',
          actions: assign({ rows: ({ context }) => [...context.rows, { credits: '', price: '', popular: false }], note: null }),
        },
        'row.remove': {
          guard: 'moreThanOne',
          actions: assign({
            rows: ({ context, event }) => context.rows.filter((_, i) => i !== event.row),
            invalid: [],
            problem: null,
            note: null,
          }),
        },
        'prices.preview': [
          { guard: 'rowsChange', target: 'previewing', actions: assign(({ context }) => ({ changes: changesOf(context).lines, invalid: [], problem: null, note: null })) },
          { guard: 'rowsValid', actions: assign({ invalid: [], problem: null, note: 'unchanged' }) },
          {
            actions: assign(({ context }) => {
              const checked = checkRows(context.rows);
              return checked.list === null ? { invalid: checked.rows, problem: checked.problem } : {};
            }),
          },
        ],
        'prices.reload': 'loading',
      },
    },
    previewing: {
      on: {
        'prices.edit': 'editing',
        'prices.publish': 'publishing',
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'loading', actions: assign({ note: 'published', changes: [] }) },
        onError: [
          { guard: { type: 'conflict', params: actorError }, target: 'loading', actions: assign({ note: 'stale', changes: [] }) },
          { target: 'previewing', actions: assign({ note: 'failed' }) },
        ],
      },
    },
  },
});
